import { env, SELF } from "cloudflare:test";

export const ORIGIN = "https://kickoff.test";

export interface Caller {
  cookie: string;
  userId: number;
  email: string;
}

/** Calls the Worker like a browser would: our Origin on writes, JSON bodies, the caller's cookie. */
export async function api(
  method: string,
  path: string,
  opts: { as?: Caller | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, ...opts.headers };
  if (opts.as) headers.cookie = opts.as.cookie;
  let body: string | undefined;
  if (opts.rawBody !== undefined) {
    body = opts.rawBody;
    headers["content-type"] ??= "application/json";
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" });
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The newest sign-in link sent to `email`, read from the dev mailbox like a person would. */
export async function latestLink(email: string, pathPart = "/api/auth/magic-link/verify"): Promise<string> {
  const res = await api("GET", "/api/dev/mailbox");
  const mails = await json<Array<{ to: string; text: string }>>(res);
  const mail = mails.find((m) => m.to === email && m.text.includes(pathPart));
  if (!mail) throw new Error(`no mail with ${pathPart} for ${email}`);
  return mail.text.match(/https?:\/\/\S+/)![0];
}

let ipCounter = 0;

/** Full magic-link sign-in through the real endpoints; returns the session cookie. */
export async function signIn(email: string): Promise<Caller> {
  // A distinct client IP per sign-in keeps the per-IP rate limit out of unrelated tests.
  const ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const req = await api("POST", "/api/auth/magic-link", { body: { email }, headers: { "cf-connecting-ip": ip } });
  if (req.status !== 204) throw new Error(`magic link request failed: ${req.status} ${await req.text()}`);
  const link = await latestLink(email.toLowerCase());
  const res = await SELF.fetch(link.replace(/^https?:\/\/[^/]+/, ORIGIN), { redirect: "manual" });
  const setCookie = res.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0];
  if (!cookie.includes("=") || res.status !== 302) throw new Error(`sign-in failed: ${res.status}`);
  const me = await json<{ id: number }>(await api("GET", "/api/auth/user", { as: { cookie, userId: 0, email } }));
  return { cookie, userId: me.id, email: email.toLowerCase() };
}

export { env };
