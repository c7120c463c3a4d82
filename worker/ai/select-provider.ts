import { embeddedProvider } from "./embedded";
import { AiConfigError } from "./errors";
import { createOpenAiProvider, DEFAULT_OPENAI_MODEL } from "./openai";
import type { AiProvider } from "./provider";
import { createWorkersAiProvider, DEFAULT_WORKERS_AI_MODEL } from "./workers-ai";

export const AI_PROVIDER_KINDS = ["embedded", "openai", "workers-ai"] as const;
export type AiProviderKind = (typeof AI_PROVIDER_KINDS)[number];

/**
 * AI_PROVIDER when set; otherwise OpenAI if a key is configured; otherwise Workers AI on a deployed
 * Worker with the AI binding (issue 20: a real model by default, no key needed); otherwise — in
 * development, tests, or without the binding — the built-in planner, which works offline.
 */
export function aiProviderKind(env: Partial<Pick<Env, "AI_PROVIDER" | "OPENAI_API_KEY" | "ENVIRONMENT" | "AI">>): AiProviderKind {
  const configured = env.AI_PROVIDER?.trim().toLowerCase();
  if (!configured) {
    if (env.OPENAI_API_KEY) return "openai";
    return env.AI && env.ENVIRONMENT !== "development" ? "workers-ai" : "embedded";
  }
  const kind = AI_PROVIDER_KINDS.find((k) => k === configured);
  if (!kind) throw new AiConfigError(`Unknown AI_PROVIDER "${env.AI_PROVIDER}": use embedded, openai or workers-ai.`);
  return kind;
}

/** The provider this deployment is configured for. A misconfiguration is an error, never a silent fallback. */
export function aiProvider(env: Env): AiProvider {
  switch (aiProviderKind(env)) {
    case "embedded":
      return embeddedProvider;
    case "openai":
      if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
        throw new AiConfigError("AI_PROVIDER is openai but neither OPENAI_API_KEY nor OPENAI_BASE_URL is set.");
      }
      return createOpenAiProvider({
        baseURL: env.OPENAI_BASE_URL,
        apiKey: env.OPENAI_API_KEY,
        model: env.AI_MODEL || DEFAULT_OPENAI_MODEL,
      });
    case "workers-ai":
      if (!env.AI)
        throw new AiConfigError('AI_PROVIDER is workers-ai but the Worker has no AI binding (add [ai] binding = "AI" to wrangler.toml).');
      return createWorkersAiProvider(env.AI as unknown as import("./workers-ai").AiRunner, env.AI_MODEL || DEFAULT_WORKERS_AI_MODEL);
  }
}
