import { TransientAiError } from "./errors";
import { createModelProvider } from "./model-provider";
import type { AiProvider } from "./provider";
import type { ChatMessage, CompleteJson } from "./structured";
import { readWorkersAiStream } from "./workers-ai-stream";

export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** The slice of the AI binding this provider uses, so tests can hand in a fake. */
export interface AiRunner {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

const MAX_TOKENS = 8192;

/**
 * Workers AI's JSON mode does not stream, so a streamed request carries the schema in the system
 * prompt instead; zod still validates the whole answer, and the repair round uses JSON mode.
 */
function withSchemaInPrompt(messages: ChatMessage[], jsonSchema: Record<string, unknown>): ChatMessage[] {
  const rule = `Answer with only one JSON object (no Markdown, no prose) that matches this JSON schema:\n${JSON.stringify(jsonSchema)}`;
  const [first, ...rest] = messages;
  if (first?.role === "system") return [{ role: "system", content: `${first.content}\n${rule}` }, ...rest];
  return [{ role: "system", content: rule }, ...messages];
}

export function createWorkersAiProvider(ai: AiRunner, model = DEFAULT_WORKERS_AI_MODEL): AiProvider {
  const failure = (err: unknown) =>
    // The binding's errors (capacity, timeouts, internal) carry no reliable status: let the queue retry.
    err instanceof TransientAiError
      ? err
      : new TransientAiError(`Workers AI (${model}) failed: ${err instanceof Error ? err.message : String(err)}`);

  const complete: CompleteJson = async ({ messages, jsonSchema, onText }) => {
    if (onText) {
      // Streamed, so the wizard can list the items as they arrive.
      try {
        const stream = await ai.run(model, { messages: withSchemaInPrompt(messages, jsonSchema), stream: true, max_tokens: MAX_TOKENS });
        return await readWorkersAiStream(model, stream, onText);
      } catch (err) {
        throw failure(err);
      }
    }
    let output: unknown;
    try {
      output = await ai.run(model, { messages, response_format: { type: "json_schema", json_schema: jsonSchema }, max_tokens: MAX_TOKENS });
    } catch (err) {
      throw failure(err);
    }
    // JSON mode answers either the parsed object or its text, depending on the model.
    const response = (output as { response?: unknown } | null)?.response;
    if (typeof response === "string") return response;
    return response === undefined || response === null ? "" : JSON.stringify(response);
  };
  return createModelProvider(model, complete);
}
