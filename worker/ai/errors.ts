import { PermanentJobError } from "../queue/job-handlers";

/**
 * A provider failure that may pass on its own (network, timeout, 429, 5xx): a plain Error, so the
 * job consumer retries it with backoff. Anything else from a provider is a PermanentJobError.
 */
export class TransientAiError extends Error {}

/** What a user reads when the deployment's AI settings are wrong: nothing they can fix themselves. */
export const AI_NOT_AVAILABLE = "The AI assistant is not available on this server right now. Please try again later.";

/**
 * The deployment's AI settings are wrong (unknown provider, missing key or binding). The fix is the
 * deployer's, so it goes to the log; people see AI_NOT_AVAILABLE, never setup instructions (issue 21).
 */
export class AiConfigError extends PermanentJobError {
  constructor(readonly detail: string) {
    super(AI_NOT_AVAILABLE);
    console.error(JSON.stringify({ level: "error", msg: "AI configuration", detail }));
  }
}

const RETRYABLE_STATUS = new Set([408, 425, 429]);

/** Sorts an HTTP status from a model endpoint into retry-worthy or not, with a message a user can act on. */
export function providerHttpError(provider: string, status: number | undefined, detail: string): Error {
  if (status === undefined) return new TransientAiError(`Could not reach the AI provider (${provider}): ${detail}`);
  if (status >= 500 || RETRYABLE_STATUS.has(status)) {
    return new TransientAiError(`The AI provider (${provider}) is unavailable right now (HTTP ${status}). Please try again.`);
  }
  if (status === 401 || status === 403) {
    return new AiConfigError(`The AI provider (${provider}) refused the credentials (HTTP ${status}). Check OPENAI_API_KEY.`);
  }
  return new PermanentJobError(`The AI provider (${provider}) rejected the request (HTTP ${status}): ${detail}`);
}
