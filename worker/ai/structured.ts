import { type ZodType, z } from "zod";
import { PermanentJobError } from "../queue/job-handlers";

// Structured output shared by the model providers: the JSON schema the model is held to comes
// from the same zod schema its answer is parsed with, so the two cannot drift apart.

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface JsonRequest {
  messages: ChatMessage[];
  /** Name of the response format (letters, digits, _ and -). */
  schemaName: string;
  jsonSchema: Record<string, unknown>;
  /** When set, the transport streams and reports the answer's text so far. */
  onText?: (textSoFar: string) => void;
}

/** One model call that must answer JSON matching `jsonSchema`; returns the raw text of the answer. */
export type CompleteJson = (request: JsonRequest) => Promise<string>;

/** The model answered twice with something that does not fit the schema: retrying the job will not help. */
export class InvalidModelOutputError extends PermanentJobError {}

// The keywords strict structured-output engines accept (OpenAI's subset, which compatible servers
// and Workers AI also honour). Length limits and the like are dropped here and enforced by zod.
const KEPT_KEYWORDS = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "const",
  "anyOf",
  "description",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
  "pattern",
  "$defs",
  "$ref",
]);

/** JSON schema of the zod schema's output, in the strict form: every property required, no extras. */
export function strictJsonSchema(schema: ZodType): Record<string, unknown> {
  const full = z.toJSONSchema(schema, { io: "output", unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;
  return strictify(full) as Record<string, unknown>;
}

function strictify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictify);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEPT_KEYWORDS.has(key)) continue;
    if (key === "properties" || key === "$defs") {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, strictify(v)]));
    } else if (key === "maximum" && typeof value === "number" && value >= Number.MAX_SAFE_INTEGER) {
      // zod's int() bound, not a real limit.
    } else {
      out[key] = strictify(value);
    }
  }
  if (out.type === "object" && out.properties) {
    out.required = Object.keys(out.properties as object);
    out.additionalProperties = false;
  }
  return out;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Models sometimes wrap JSON in a Markdown fence even in JSON mode; the payload inside is what counts. */
function unfence(raw: string): string {
  const text = raw.trim();
  const fenced = text.match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i);
  return fenced ? fenced[1] : text;
}

export function parseModelOutput<T>(raw: string, schema: ZodType<T>, check?: (value: T) => string[]): Parsed<T> {
  let data: unknown;
  try {
    data = JSON.parse(unfence(raw));
  } catch (err) {
    return { ok: false, errors: [`The answer is not valid JSON (${err instanceof Error ? err.message : String(err)}).`] };
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    return { ok: false, errors: result.error.issues.slice(0, 20).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`) };
  }
  const problems = check?.(result.data) ?? [];
  return problems.length > 0 ? { ok: false, errors: problems } : { ok: true, value: result.data };
}

/**
 * Asks for JSON, validates it, and on a bad answer makes exactly one repair attempt that shows the
 * model its own output and what is wrong with it. A second bad answer is a permanent failure.
 */
export async function completeStructured<T>(
  complete: CompleteJson,
  request: {
    messages: ChatMessage[];
    schemaName: string;
    schema: ZodType<T>;
    /** Rules the JSON schema cannot express (an index in range, names present); returns problems. */
    check?: (value: T) => string[];
    /** What was asked for, in words, for the error message: "project plan". */
    what: string;
    onText?: (textSoFar: string) => void;
  },
): Promise<T> {
  const jsonSchema = strictJsonSchema(request.schema);
  const first = await complete({ messages: request.messages, schemaName: request.schemaName, jsonSchema, onText: request.onText });
  const parsed = parseModelOutput(first, request.schema, request.check);
  if (parsed.ok) return parsed.value;

  const repair: ChatMessage[] = [
    ...request.messages,
    { role: "assistant", content: first },
    {
      role: "user",
      content: `Your answer does not match the required JSON schema:\n${parsed.errors.map((e) => `- ${e}`).join("\n")}\n\nReply again with only the corrected JSON object.`,
    },
  ];
  const second = await complete({ messages: repair, schemaName: request.schemaName, jsonSchema });
  const repaired = parseModelOutput(second, request.schema, request.check);
  if (repaired.ok) return repaired.value;
  throw new InvalidModelOutputError(
    `The AI model returned an invalid ${request.what}, even after a correction request: ${repaired.errors.slice(0, 3).join("; ")}`,
  );
}
