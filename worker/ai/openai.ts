import OpenAI, { APIConnectionError, APIError } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { PermanentJobError } from "../queue/job-handlers";
import { providerHttpError, TransientAiError } from "./errors";
import { createModelProvider } from "./model-provider";
import type { AiProvider } from "./provider";
import type { CompleteJson } from "./structured";

export interface OpenAiConfig {
  /** Any OpenAI-compatible endpoint (OpenAI, Azure-style gateways, vLLM, Ollama…). */
  baseURL?: string;
  apiKey?: string;
  model: string;
  /** Injected in tests; the runtime's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

export function createOpenAiProvider(config: OpenAiConfig): AiProvider {
  const client = new OpenAI({
    baseURL: config.baseURL || undefined,
    // Self-hosted compatible servers often need no key, but the client insists on one.
    apiKey: config.apiKey || "no-key",
    // The queue retries with backoff and records each attempt; retrying inside the client too would hide that.
    maxRetries: 0,
    timeout: config.timeoutMs ?? 90_000,
    fetch: config.fetch,
  });
  const label = config.model;

  const failure = (err: unknown) => {
    if (err instanceof APIConnectionError) return providerHttpError(label, undefined, err.message);
    if (err instanceof APIError) return providerHttpError(label, err.status, err.message);
    return new TransientAiError(`The AI provider (${label}) failed: ${err instanceof Error ? err.message : String(err)}`);
  };

  const complete: CompleteJson = async ({ messages, schemaName, jsonSchema, onText }) => {
    const request = {
      model: config.model,
      messages: messages as ChatCompletionMessageParam[],
      response_format: { type: "json_schema" as const, json_schema: { name: schemaName, schema: jsonSchema, strict: true } },
    };
    if (onText) {
      // Streamed, so the items can be shown as they arrive; the whole text is validated at the end as usual.
      let text = "";
      try {
        const stream = await client.chat.completions.create({ ...request, stream: true });
        for await (const chunk of stream) {
          const delta = chunk.choices?.[0]?.delta;
          if (delta?.refusal) throw new PermanentJobError(`The AI model (${label}) declined the request: ${delta.refusal}`);
          if (delta?.content) {
            text += delta.content;
            onText(text);
          }
        }
      } catch (err) {
        if (err instanceof PermanentJobError) throw err;
        throw failure(err);
      }
      return text;
    }
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await client.chat.completions.create(request);
    } catch (err) {
      throw failure(err);
    }
    const message = completion.choices?.[0]?.message;
    if (message?.refusal) throw new PermanentJobError(`The AI model (${label}) declined the request: ${message.refusal}`);
    // An empty or truncated answer fails validation and goes through the repair attempt like any bad output.
    return message?.content ?? "";
  };

  return createModelProvider(label, complete);
}
