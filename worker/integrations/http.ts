import type { ProviderId } from "../../core/schemas/integrations";

// The one way Kickoff calls a provider: fixed origin, the connection's auth header, no redirects
// followed (a redirect could point anywhere), 429s honoured, and errors that carry the provider's
// own message with any credential scrubbed out of it.

/** A provider answered with an error (status 0: it could not be reached). */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderId,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
  /** Worth trying again later: network trouble, rate limits and the provider's own 5xx. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** 429 with a wait longer than a request should block for: the queue retries after `retryAfter` seconds. */
export class RateLimitedError extends ProviderError {
  constructor(
    provider: ProviderId,
    readonly retryAfter: number,
    message: string,
  ) {
    super(provider, 429, message);
    this.name = "RateLimitedError";
  }
}

/** Waits up to this long inside one request for a 429 to clear; longer waits go back to the queue. */
const MAX_INLINE_WAIT_SECONDS = 10;
const MAX_INLINE_RETRIES = 3;

export function retryAfterSeconds(header: string | null, attempt: number): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  return Math.min(60, 2 ** attempt); // no Retry-After: exponential backoff
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** The human part of a provider's error body, whatever its shape (Jira, Asana, monday, Smartsheet). */
export function providerMessage(body: unknown): string | null {
  if (!body || typeof body !== "object") return typeof body === "string" && body.trim() ? body.trim().slice(0, 300) : null;
  const b = body as Record<string, unknown>;
  const parts: string[] = [];
  if (Array.isArray(b.errorMessages)) parts.push(...b.errorMessages.filter((m): m is string => typeof m === "string"));
  if (b.errors && typeof b.errors === "object" && !Array.isArray(b.errors)) {
    for (const [field, m] of Object.entries(b.errors)) if (typeof m === "string") parts.push(`${field}: ${m}`);
  }
  if (Array.isArray(b.errors)) {
    for (const e of b.errors) if (e && typeof e === "object" && typeof e.message === "string") parts.push(e.message);
  }
  for (const key of ["error_message", "message", "error_description"]) {
    if (typeof b[key] === "string" && b[key]) parts.push(b[key] as string);
  }
  if (parts.length === 0 && typeof b.error === "string") parts.push(b.error);
  return parts.length > 0 ? parts.join("; ").slice(0, 500) : null;
}

export interface ClientOptions {
  provider: ProviderId;
  name: string;
  /** The API origin plus base path, e.g. "https://app.asana.com/api/1.0". */
  base: string;
  headers: Record<string, string>;
  /** Values that must never appear in an error message (the token, the Basic credential). */
  secrets: string[];
  /** Where people open what the API created, when that is not the API's own origin (Jira OAuth). */
  webOrigin?: string;
  /** OAuth: renews the access token after a 401; `auth` makes the headers for the new one. */
  renew?: () => Promise<string>;
  auth?: (accessToken: string) => Record<string, string>;
}

export class ProviderClient {
  constructor(readonly opts: ClientOptions) {}

  scrub(text: string): string {
    let out = text;
    for (const s of this.opts.secrets) if (s.length >= 4) out = out.split(s).join("[redacted]");
    return out;
  }

  url(path: string): string {
    const base = new URL(this.opts.base);
    const url = new URL(`${base.pathname.replace(/\/$/, "")}${path}`, base.origin);
    // A path can never move the call to another host.
    if (url.origin !== base.origin) throw new ProviderError(this.opts.provider, 400, "Refused: the request left the provider's host.");
    return url.toString();
  }

  /** Sends one request; 429s wait and retry here while the wait is short. Returns the parsed JSON body. */
  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    opts: {
      headers?: Record<string, string> /** Error statuses whose body the caller reads itself (a bulk call's per-item errors). */;
      allow?: number[];
    } = {},
  ): Promise<T> {
    const { provider, name } = this.opts;
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(this.url(path), {
          method,
          headers: {
            Accept: "application/json",
            ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
            ...this.opts.headers,
            ...opts.headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: "manual",
        });
      } catch (err) {
        throw new ProviderError(provider, 0, this.scrub(`Could not reach ${name}: ${err instanceof Error ? err.message : String(err)}`));
      }
      // An OAuth token the provider no longer takes (expired early, revoked by a rotation): renew it
      // once and send the same request again; a second 401 is the provider's answer.
      if (res.status === 401 && !renewed && this.opts.renew && this.opts.auth) {
        renewed = true;
        await res.body?.cancel();
        const token = await this.opts.renew();
        this.opts.secrets.push(token);
        Object.assign(this.opts.headers, this.opts.auth(token));
        attempt--;
        continue;
      }
      if (res.status === 429) {
        const wait = retryAfterSeconds(res.headers.get("retry-after"), attempt);
        await res.body?.cancel();
        if (wait <= MAX_INLINE_WAIT_SECONDS && attempt < MAX_INLINE_RETRIES) {
          await sleep(wait);
          continue;
        }
        throw new RateLimitedError(provider, wait, `${name} is rate limiting requests; trying again in ${wait} s.`);
      }
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      if (res.status >= 300 && res.status < 400) {
        throw new ProviderError(provider, res.status, `${name} answered with a redirect, which Kickoff does not follow.`);
      }
      if (!res.ok && !opts.allow?.includes(res.status)) {
        const reason = providerMessage(parsed) ?? res.statusText ?? "";
        throw new ProviderError(provider, res.status, this.scrub(`${name} answered ${res.status}${reason ? `: ${reason}` : ""}`));
      }
      return parsed as T;
    }
  }
}
