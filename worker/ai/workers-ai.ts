import { TransientAiError } from "./errors";
import { createModelProvider } from "./model-provider";
import type { AiProvider } from "./provider";
import type { CompleteJson } from "./structured";

export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** The slice of the AI binding this provider uses, so tests can hand in a fake. */
export interface AiRunner {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

export function createWorkersAiProvider(ai: AiRunner, model = DEFAULT_WORKERS_AI_MODEL): AiProvider {
  const complete: CompleteJson = async ({ messages, jsonSchema }) => {
    let output: unknown;
    try {
      output = await ai.run(model, { messages, response_format: { type: "json_schema", json_schema: jsonSchema }, max_tokens: 8192 });
    } catch (err) {
      // The binding's errors (capacity, timeouts, internal) carry no reliable status: let the queue retry.
      throw new TransientAiError(`Workers AI (${model}) failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    // JSON mode answers either the parsed object or its text, depending on the model.
    const response = (output as { response?: unknown } | null)?.response;
    if (typeof response === "string") return response;
    return response === undefined || response === null ? "" : JSON.stringify(response);
  };
  return createModelProvider(model, complete);
}
