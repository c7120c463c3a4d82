import { buildSchema, execute, type GraphQLSchema, getOperationAST, getVariableValues, parse, validate } from "graphql";
import { mondaySdl } from "./contracts";

// monday.com's published GraphQL schema (the SDL of the pinned API version), checked with graphql-js:
// every operation is parsed and validated against it, its variables coerced to their declared
// types, and a fake's answer is executed against the same document so a shape the schema does not
// have (a missing non-null field, a wrong enum) is caught.

let built: { sdl: string; schema: GraphQLSchema } | null = null;

function schema(): GraphQLSchema | null {
  const sdl = mondaySdl();
  if (!sdl) return null;
  if (built?.sdl !== sdl) built = { sdl, schema: buildSchema(sdl, { assumeValidSDL: true }) };
  return built.schema;
}

export type CheckedOperation =
  | { ok: true; document: ReturnType<typeof parse>; kind: "query" | "mutation" }
  | { ok: false; errors: string[] };

export function checkOperation(query: string, variables: Record<string, unknown>): CheckedOperation | null {
  const s = schema();
  if (!s) return null;
  let document: ReturnType<typeof parse>;
  try {
    document = parse(query);
  } catch (err) {
    return { ok: false, errors: [`syntax: ${err instanceof Error ? err.message : String(err)}`] };
  }
  const errors = validate(s, document).map((e) => e.message);
  if (errors.length > 0) return { ok: false, errors };
  const op = getOperationAST(document);
  if (!op) return { ok: false, errors: ["one operation per request"] };
  const coerced = getVariableValues(s, op.variableDefinitions ?? [], variables);
  if ("errors" in coerced && coerced.errors) return { ok: false, errors: coerced.errors.map((e) => e.message) };
  return { ok: true, document, kind: op.operation === "mutation" ? "mutation" : "query" };
}

/** Errors executing the fake's answer against the operation: [] when the schema allows it. */
export async function checkAnswer(
  document: ReturnType<typeof parse>,
  variables: Record<string, unknown>,
  data: unknown,
): Promise<string[]> {
  const s = schema();
  if (!s) return [];
  const result = await execute({ schema: s, document, rootValue: data, variableValues: variables });
  return (result.errors ?? []).map((e) => `${e.path?.join(".") ?? ""}: ${e.message}`);
}
