import { afterEach, describe, expect, it, vi } from "vitest";
import { ProviderClient, ProviderError, providerMessage, RateLimitedError, retryAfterSeconds } from "../../worker/integrations/http";

// Issue 27: the rules of the one HTTP client every provider call goes through, one by one, in Node.
// `fetch` is replaced by a scripted provider (the third party); test/api/provider-errors.test.ts and
// the provider tests check the same rules through the queue and the real fakes.

const TOKEN = "secret-token-123";

interface Sent {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

/** A provider that answers the scripted responses in order, and records what it was sent. */
function provider(...answers: Array<Response | Error>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: Sent["init"]) => {
      sent.push({ url, init });
      const next = answers.shift();
      if (!next) throw new Error("no more answers scripted");
      if (next instanceof Error) throw next;
      return next;
    }),
  );
  return sent;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const client = (extra: Partial<ConstructorParameters<typeof ProviderClient>[0]> = {}) =>
  new ProviderClient({
    provider: "jira",
    name: "Jira",
    base: "https://example.atlassian.net/rest/api/3/",
    headers: { Authorization: `Bearer ${TOKEN}` },
    secrets: [TOKEN],
    ...extra,
  });

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ProviderError) return err;
    throw err;
  }
  throw new Error("the request did not fail");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("which errors are transient", () => {
  it.each([
    [0, true],
    [429, true],
    [500, true],
    [503, true],
    [499, false],
    [404, false],
    [400, false],
  ])("status %i → %s", (status, transient) => {
    expect(new ProviderError("jira", status, "x").transient).toBe(transient);
  });

  it("a rate limit is a 429 that carries its wait", () => {
    const err = new RateLimitedError("asana", 42, "slow down");
    expect([err.status, err.retryAfter, err.transient, err.name, err.provider]).toEqual([429, 42, true, "RateLimitedError", "asana"]);
    expect(new ProviderError("jira", 1, "m").name).toBe("ProviderError");
  });
});

describe("Retry-After", () => {
  it("reads seconds (rounded up), an HTTP date, and falls back to a backoff capped at a minute", () => {
    expect(retryAfterSeconds("0", 3)).toBe(0);
    expect(retryAfterSeconds("2.1", 0)).toBe(3);
    expect(retryAfterSeconds("0.5", 0)).toBe(1);
    // Not a number of seconds nor a date: the backoff.
    expect(retryAfterSeconds("Infinity", 0)).toBe(1);
    expect(retryAfterSeconds("120", 0)).toBe(120);
    vi.useFakeTimers({ now: Date.parse("2031-01-06T12:00:00Z") });
    try {
      expect(retryAfterSeconds("Mon, 06 Jan 2031 12:00:30 GMT", 0)).toBe(30);
      expect(retryAfterSeconds("Mon, 06 Jan 2031 13:00:00 GMT", 0)).toBe(3600);
      expect(retryAfterSeconds("Mon, 06 Jan 2031 11:00:00 GMT", 0)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    expect([null, "", "soon"].map((h) => retryAfterSeconds(h, 0))).toEqual([1, 1, 1]);
    expect([1, 2, 5, 6, 7].map((attempt) => retryAfterSeconds(null, attempt))).toEqual([2, 4, 32, 60, 60]);
  });
});

describe("the provider's own message", () => {
  it("reads every provider's error shape", () => {
    expect(providerMessage({ errorMessages: ["Issue does not exist", 3] })).toBe("Issue does not exist");
    expect(providerMessage({ errors: { summary: "required", n: 1 } })).toBe("summary: required");
    expect(providerMessage({ errors: [{ message: "Not a task" }, null, { message: 4 }] })).toBe("Not a task");
    expect(providerMessage({ error_message: "a", message: "b", error_description: "c" })).toBe("a; b; c");
    expect(providerMessage({ message: "" })).toBeNull();
    expect(providerMessage({ error: "invalid_grant" })).toBe("invalid_grant");
    // errors as a plain string is no shape any provider uses: not read letter by letter.
    expect(providerMessage({ errors: "bad", message: "m" })).toBe("m");
    expect(providerMessage({ error: "invalid_grant", message: "Token expired" })).toBe("Token expired");
    expect(providerMessage("  Bad gateway  ")).toBe("Bad gateway");
    expect(providerMessage("   ")).toBeNull();
    expect(providerMessage(null)).toBeNull();
    expect(providerMessage(500)).toBeNull();
    expect(providerMessage("x".repeat(400))).toHaveLength(300);
    expect(providerMessage({ errorMessages: ["y".repeat(600)] })).toHaveLength(500);
  });
});

describe("the request", () => {
  it("stays on the provider's host, under its base path", () => {
    const c = client();
    expect(c.url("/issue/KO-1")).toBe("https://example.atlassian.net/rest/api/3/issue/KO-1");
    expect(client({ base: "https://app.asana.com/api/1.0" }).url("/tasks")).toBe("https://app.asana.com/api/1.0/tasks");
    // Without a base path, a path starting with "//" would name another host.
    const err = (() => {
      try {
        client({ base: "https://api.monday.com" }).url("//evil.example/steal");
      } catch (e) {
        return e as ProviderError;
      }
    })();
    expect([err?.status, err?.message]).toEqual([400, "Refused: the request left the provider's host."]);
  });

  it("sends JSON with the connection's headers, never follows a redirect, and returns the parsed body", async () => {
    const sent = provider(json(200, { id: "10001" }), new Response(null, { status: 204 }));
    const c = client();
    expect(await c.request("POST", "/issue", { fields: { summary: "A" } }, { headers: { "X-Extra": "1" } })).toEqual({ id: "10001" });
    expect(sent[0].url).toBe("https://example.atlassian.net/rest/api/3/issue");
    expect(sent[0].init).toMatchObject({ method: "POST", redirect: "manual", body: '{"fields":{"summary":"A"}}' });
    expect(sent[0].init.headers).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
      Authorization: `Bearer ${TOKEN}`,
      "X-Extra": "1",
    });
    // No body: no Content-Type, and an empty answer is null.
    expect(await c.request("GET", "/myself")).toBeNull();
    expect(sent[1].init.headers).toEqual({ Accept: "application/json", Authorization: `Bearer ${TOKEN}` });
    expect(sent[1].init.body).toBeUndefined();
  });

  it("returns a body that is not JSON as text", async () => {
    provider(new Response("plain words", { status: 200 }));
    expect(await client().request("GET", "/x")).toBe("plain words");
  });

  it.each([300, 302, 399])("refuses a redirect (%i)", async (status) => {
    provider(new Response(null, { status, headers: { Location: "https://elsewhere.example/" } }));
    const err = await failure(client().request("GET", "/x"));
    expect([err.status, err.message]).toEqual([status, "Jira answered with a redirect, which Kickoff does not follow."]);
  });

  it("fails with the provider's message, the token scrubbed out; a plain 500 with its status text", async () => {
    provider(json(400, { errorMessages: [`Bad token ${TOKEN}`] }), new Response("", { status: 500, statusText: "Internal Server Error" }));
    const c = client();
    const bad = await failure(c.request("GET", "/x"));
    expect([bad.status, bad.message, bad.transient]).toEqual([400, "Jira answered 400: Bad token [redacted]", false]);
    const down = await failure(c.request("GET", "/x"));
    expect([down.status, down.message, down.transient]).toEqual([500, "Jira answered 500: Internal Server Error", true]);
  });

  it("lets the caller read the statuses it allows", async () => {
    provider(json(207, { partial: true }), json(400, { errors: [{ message: "row 2" }] }));
    const c = client();
    expect(await c.request("POST", "/bulk", [], { allow: [400] })).toEqual({ partial: true });
    expect(await c.request("POST", "/bulk", [], { allow: [400] })).toEqual({ errors: [{ message: "row 2" }] });
  });

  it("an unreachable provider is status 0, with the token scrubbed from the reason", async () => {
    provider(new Error(`connect failed for ${TOKEN}`));
    const err = await failure(client().request("GET", "/x"));
    expect([err.status, err.message, err.transient]).toEqual([0, "Could not reach Jira: connect failed for [redacted]", true]);
  });

  it("scrubs only secrets of four characters or more", () => {
    expect(client({ secrets: ["abc", "abcd"] }).scrub("abc abcd abcde")).toBe("abc [redacted] [redacted]e");
  });
});

/** An answer whose body records being cancelled (an unread body holds the connection in workerd). */
function watched(status: number, headers: Record<string, string> = {}) {
  const body = { cancelled: false };
  const stream = new ReadableStream({
    cancel() {
      body.cancelled = true;
    },
  });
  return { res: new Response(stream, { status, headers }), body };
}

describe("429s", () => {
  it("waits inside the request for a short Retry-After, then goes on, the refused body released", async () => {
    const limited = watched(429, { "Retry-After": "0" });
    const sent = provider(limited.res, json(200, { ok: 1 }));
    expect(await client().request("GET", "/x")).toEqual({ ok: 1 });
    expect(sent).toHaveLength(2);
    expect(limited.body.cancelled).toBe(true);
  });

  it("hands a long wait back to the queue with the wait", async () => {
    provider(json(429, {}, { "Retry-After": "11" }));
    const err = await failure(client().request("GET", "/x"));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect([err.status, (err as RateLimitedError).retryAfter, err.message]).toEqual([
      429,
      11,
      "Jira is rate limiting requests; trying again in 11 s.",
    ]);
  });

  it("waits ten seconds at most, and tries three times inline before handing back to the queue", async () => {
    vi.useFakeTimers();
    try {
      const ten = provider(json(429, {}, { "Retry-After": "10" }), json(200, { ok: 1 }));
      const waiting = client().request("GET", "/x");
      await vi.advanceTimersByTimeAsync(9_999);
      // Still waiting: the second request goes out after the ten seconds.
      expect(ten).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await waiting).toEqual({ ok: 1 });
      expect(ten).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
    const sent = provider(...[0, 1, 2, 3].map(() => json(429, {}, { "Retry-After": "0" })));
    const err = await failure(client().request("GET", "/x"));
    expect([err.status, (err as RateLimitedError).retryAfter, sent.length]).toEqual([429, 0, 4]);
  });
});

describe("an OAuth token the provider no longer takes", () => {
  it("is renewed once, the request sent again with the new token, which is scrubbed too", async () => {
    const refused = watched(401);
    const sent = provider(refused.res, json(401, { message: "still new-token-456 refused" }));
    const renew = vi.fn(async () => "new-token-456");
    const c = client({ renew, auth: (token) => ({ Authorization: `Bearer ${token}` }) });
    const err = await failure(c.request("GET", "/x"));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.init.headers.Authorization)).toEqual([`Bearer ${TOKEN}`, "Bearer new-token-456"]);
    expect([err.status, err.message]).toEqual([401, "Jira answered 401: still [redacted] refused"]);
    expect(refused.body.cancelled).toBe(true);
  });

  it("a renewal does not use up the request's inline 429 retries", async () => {
    const sent = provider(json(401, {}), ...[0, 1, 2, 3].map(() => json(429, {}, { "Retry-After": "0" })));
    const c = client({ renew: async () => "new-token-456", auth: (token) => ({ Authorization: `Bearer ${token}` }) });
    const err = await failure(c.request("GET", "/x"));
    expect([err.status, sent.length]).toEqual([429, 5]);
  });

  it("is not renewed without a way to renew it", async () => {
    const sent = provider(json(401, { message: "no" }));
    const err = await failure(client({ renew: async () => "t" }).request("GET", "/x"));
    expect([err.status, sent.length]).toEqual([401, 1]);
  });
});
