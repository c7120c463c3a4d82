import { type OutputUnit, type Schema, Validator } from "@cfworker/json-schema";

// A provider's published OpenAPI contract, as test/contracts/extract.mjs compiles it (operations of
// the paths the code calls, schemas as plain JSON Schema under $defs), checked with
// @cfworker/json-schema: a maintained validator that interprets schemas instead of generating code,
// so it runs inside workerd where the fakes live. Path templates are matched here; everything about
// a value (types, enums, formats, bounds, required properties) is the validator's.

export interface CompiledParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  deprecated: boolean;
  style: string | null;
  explode: boolean | null;
  schema: Schema;
}

export interface CompiledOperation {
  method: string;
  path: string;
  operationId: string | null;
  deprecated: boolean;
  parameters: CompiledParameter[];
  requestBody: { required: boolean; schema: Schema | null } | null;
  responses: Record<string, Schema | null>;
  examples: Record<string, unknown>;
}

export interface CompiledContract {
  provider: string;
  source: Record<string, string>;
  openapi: string;
  info: { title?: string; version?: string };
  operations: CompiledOperation[];
  $defs: Record<string, Schema>;
}

export interface ContractRequest {
  method: string;
  /** The path after the API's base (e.g. "/tasks/12" for Asana's /api/1.0/tasks/12). */
  path: string;
  search: string;
  body: unknown;
  hasBody: boolean;
}

export interface MatchedOperation {
  op: CompiledOperation;
  pathParams: Record<string, string>;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function templateRegex(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const m = part.match(/^\{([^}]+)\}$/);
      if (!m) return escapeRegex(part);
      names.push(m[1]);
      return "([^/]+)";
    })
    .join("");
  return { regex: new RegExp(`^${source}$`), names };
}

/** Errors that only say a nested schema failed; the nested one says why. */
const WRAPPER =
  /^(A subschema had errors\.|Instance does not match every subschema\.|Property ".*" does not match schema\.|Items did not match schema\.|Item at index \d+ does not match schema\.)$/;
/**
 * The published documents use oneOf for alternatives JSON Schema cannot tell apart (Smartsheet's
 * "sheet from columns" or "sheet from a template": nothing required or forbidden separates them);
 * the provider picks by the fields present. An instance matching several alternatives is taken,
 * as anyOf; one matching none is still refused.
 */
const AMBIGUOUS_ONE_OF = /^Instance does not match exactly one subschema \(([2-9]|\d\d+) matches\)\.$/;

/** The errors that say what is wrong (not the wrappers above them), or [] when nothing is. */
function reasons(errors: OutputUnit[]): OutputUnit[] {
  return errors.filter((e) => !WRAPPER.test(e.error) && !AMBIGUOUS_ONE_OF.test(e.error));
}

/** The most specific errors of a failed validation, as a short readable line. */
function describe(errors: OutputUnit[]): string {
  const deepest = [...errors].sort((a, b) => b.instanceLocation.length - a.instanceLocation.length).slice(0, 3);
  return deepest.map((e) => `${e.instanceLocation || "#"}: ${e.error}`).join("; ");
}

export class RestContract {
  private readonly ops: Array<{ op: CompiledOperation; regex: RegExp; names: string[]; literal: number }>;
  private readonly validators = new Map<string, Validator>();

  constructor(
    readonly doc: CompiledContract,
    private readonly draft: "4" | "2020-12" = doc.openapi.startsWith("3.1") ? "2020-12" : "4",
  ) {
    // A literal segment beats a template ("/users/me" before "/users/{id}"), as OpenAPI says.
    this.ops = doc.operations
      .map((op) => ({ op, ...templateRegex(op.path), literal: op.path.replace(/\{[^}]+\}/g, "").length }))
      .sort((a, b) => b.literal - a.literal);
  }

  private validator(key: string, schema: Schema): Validator {
    let v = this.validators.get(key);
    if (!v) {
      v = new Validator({ ...(schema as object), $defs: this.doc.$defs } as Schema, this.draft, false);
      this.validators.set(key, v);
    }
    return v;
  }

  private check(key: string, schema: Schema | null | undefined, value: unknown): string | null {
    if (!schema || (typeof schema === "object" && Object.keys(schema).length === 0)) return null;
    const result = this.validator(key, schema).validate(value);
    if (result.valid) return null;
    const why = reasons(result.errors);
    return why.length === 0 ? null : describe(why);
  }

  match(method: string, path: string): MatchedOperation | null {
    for (const { op, regex, names } of this.ops) {
      if (op.method !== method) continue;
      const m = path.match(regex);
      if (!m) continue;
      return { op, pathParams: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) };
    }
    return null;
  }

  /** A query or path value as the schema expects it (numbers, booleans, comma lists). */
  private coerce(schema: Schema, raw: string[]): unknown {
    const s = (schema ?? {}) as { type?: string | string[]; items?: { type?: string } };
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
    const scalar = (v: string, t: string | undefined): unknown => {
      if (t === "integer" || t === "number") return v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v;
      if (t === "boolean") return v === "true" ? true : v === "false" ? false : v;
      return v;
    };
    if (type === "array") return raw.flatMap((v) => v.split(",")).map((v) => scalar(v, s.items?.type));
    return scalar(raw[raw.length - 1], type);
  }

  /** Everything wrong with a request, by the contract: [] when the provider would take it. */
  checkRequest(req: ContractRequest): { matched: MatchedOperation | null; errors: string[] } {
    const where = `${req.method} ${req.path}`;
    const matched = this.match(req.method, req.path);
    if (!matched) {
      const other = this.ops.some(({ regex }) => regex.test(req.path));
      return {
        matched,
        errors: [`${where}: ${other ? "method not allowed on this path" : "no such operation"} in ${this.doc.provider}'s contract`],
      };
    }
    const { op, pathParams } = matched;
    const errors: string[] = [];
    const key = `${op.method} ${op.path}`;
    if (op.deprecated) errors.push(`${where}: ${op.operationId ?? key} is deprecated in the contract`);
    const query = new URLSearchParams(req.search);
    const known = new Set(op.parameters.filter((p) => p.in === "query").map((p) => p.name));
    for (const name of new Set(query.keys())) if (!known.has(name)) errors.push(`${where}: unknown query parameter "${name}"`);
    for (const p of op.parameters) {
      if (p.in !== "query" && p.in !== "path") continue;
      const raw = p.in === "path" ? (pathParams[p.name] !== undefined ? [pathParams[p.name]] : []) : query.getAll(p.name);
      if (raw.length === 0) {
        if (p.required) errors.push(`${where}: required ${p.in} parameter "${p.name}" is missing`);
        continue;
      }
      if (p.deprecated) errors.push(`${where}: parameter "${p.name}" is deprecated`);
      const problem = this.check(`${key} ${p.in}:${p.name}`, p.schema, this.coerce(p.schema, raw));
      if (problem) errors.push(`${where}: ${p.in} parameter "${p.name}" ${problem}`);
    }
    if (!op.requestBody) {
      if (req.hasBody) errors.push(`${where}: this operation takes no request body`);
    } else if (!req.hasBody) {
      if (op.requestBody.required) errors.push(`${where}: request body is required`);
    } else {
      const problem = this.check(`${key} body`, op.requestBody.schema, req.body);
      if (problem) errors.push(`${where}: body ${problem}`);
    }
    return { matched, errors };
  }

  /** Whether a fake's answer is one the contract says this operation gives. */
  checkResponse(matched: MatchedOperation, status: number, body: unknown): string[] {
    const { op } = matched;
    const where = `${op.method} ${op.path} → ${status}`;
    const code = String(status);
    const range = `${code[0]}XX`;
    const schemaKey = code in op.responses ? code : range in op.responses ? range : "default" in op.responses ? "default" : null;
    if (schemaKey === null) return [`${where}: the contract lists no such answer (${Object.keys(op.responses).join(", ")})`];
    const problem = this.check(`${op.method} ${op.path} response ${schemaKey}`, op.responses[schemaKey], body);
    return problem ? [`${where}: answer ${problem}`] : [];
  }
}
