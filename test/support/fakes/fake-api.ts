import type { RestContract } from "./contract";

// Base of the provider fakes used by the integration tests. A fake answers like the provider does
// and records every request; anything the real API would refuse is answered with the provider's
// error AND recorded in `violations`, which every test asserts is empty, so a malformed request
// fails the test even if the code tolerated the error. REST fakes check every request against the
// provider's published OpenAPI contract first (operation, parameters, body: contract.ts), then the
// rules the docs state in prose (rules.ts), and check their own answers against the contract too.

export interface SeenRequest {
  /** The origin the request went to (a fake may answer more than one, like Jira's site and gateway). */
  origin: string;
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export abstract class FakeApi {
  readonly requests: SeenRequest[] = [];
  readonly violations: string[] = [];
  /** Answer the next matching request(s) with 429 (Retry-After in seconds; null: no header). */
  private rateLimits: Array<{ match: RegExp; retryAfter: number | null; times: number }> = [];

  constructor(readonly origin: string) {}

  /** Whether a request is for this fake (by default: to its origin). */
  protected accepts(url: URL): boolean {
    return url.origin === this.origin;
  }

  /** The provider's published contract (REST fakes), or null when the fake speaks GraphQL. */
  protected contract(): RestContract | null | "missing" {
    return null;
  }

  /** The API's base path, stripped before the contract's path templates are matched. */
  protected basePath(_path: string): string {
    return "";
  }

  /** Requests the OpenAPI document does not describe (OAuth endpoints), each with its documented source. */
  protected outsideContract(_req: SeenRequest): boolean {
    return false;
  }

  /** The provider's error body for a request its contract refuses. */
  protected refusalBody(messages: string[]): unknown {
    return { message: messages.join("; ") };
  }

  rateLimit(match: RegExp, retryAfter: number | null, times = 1): void {
    this.rateLimits.push({ match, retryAfter, times });
  }

  /** Answer the next matching request(s) with a 503, as an overloaded provider does. */
  private outages: Array<{ match: RegExp; times: number }> = [];
  outage(match: RegExp, times = 1): void {
    this.outages.push({ match, times });
  }

  protected violation(message: string): void {
    this.violations.push(message);
  }

  /** Requests whose "METHOD path" matches. */
  calls(match: RegExp): SeenRequest[] {
    return this.requests.filter((r) => match.test(`${r.method} ${r.path}`));
  }

  async handle(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    if (!this.accepts(url)) return null;
    const text = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        this.violation(`${request.method} ${url.pathname}: body is not JSON`);
        body = text;
      }
    }
    const seen: SeenRequest = {
      origin: url.origin,
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body,
    };
    this.requests.push(seen);
    if (body !== null && !request.headers.get("content-type")?.includes("application/json")) {
      this.violation(`${request.method} ${url.pathname}: JSON body without a JSON content type`);
    }
    const limit = this.rateLimits.find((l) => l.times > 0 && l.match.test(`${request.method} ${url.pathname}`));
    if (limit) {
      limit.times--;
      return jsonResponse(this.rateLimitBody(), 429, limit.retryAfter === null ? {} : { "Retry-After": String(limit.retryAfter) });
    }
    const outage = this.outages.find((o) => o.times > 0 && o.match.test(`${request.method} ${url.pathname}`));
    if (outage) {
      outage.times--;
      return jsonResponse({ message: "Service unavailable" }, 503);
    }
    const contract = this.contract();
    if (contract === null || this.outsideContract(seen)) return this.route(seen);
    // Without the documents only the rules are checked (contracts.ts says why and where they live).
    if (contract === "missing") return this.route(seen);
    const base = this.basePath(url.pathname);
    const checked = contract.checkRequest({
      method: request.method,
      path: url.pathname.slice(base.length) || "/",
      search: url.search,
      body,
      hasBody: text !== "",
    });
    if (checked.errors.length > 0) {
      for (const e of checked.errors) this.violation(`contract: ${e}`);
      return jsonResponse(this.refusalBody(checked.errors), checked.matched ? 400 : 404);
    }
    const answer = await this.route(seen);
    // The fake's own answer must be one the contract allows, so tests never rely on an invented shape.
    if (checked.matched && answer.status !== 204 && answer.headers.get("content-type")?.includes("json")) {
      const parsed = await answer
        .clone()
        .json()
        .catch(() => undefined);
      for (const e of contract.checkResponse(checked.matched, answer.status, parsed))
        this.violation(`fake answer outside the contract: ${e}`);
    } else if (checked.matched) {
      for (const e of contract.checkResponse(checked.matched, answer.status, undefined).filter((x) => x.includes("no such answer")))
        this.violation(`fake answer outside the contract: ${e}`);
    }
    return answer;
  }

  protected rateLimitBody(): unknown {
    return { message: "Too many requests" };
  }

  protected abstract route(req: SeenRequest): Response | Promise<Response>;
}

/** Routes the Worker's outbound fetch to the fakes; anything else is a test bug and fails loudly. */
export function fakeFetch(...fakes: FakeApi[]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    for (const fake of fakes) {
      const res = await fake.handle(request);
      if (res) return res;
    }
    throw new TypeError(`Network connection refused: no fake for ${request.method} ${request.url}`);
  };
}

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
