import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../worker/http/errors";
import { listMailbox, type Mail, mailTransport, sendMail } from "../../worker/mail/send-mail";

// Issue 27: what a mail is, to whom it goes and by which way. Every mail is recorded in the outbox;
// with a provider configured it is also sent (and marked sent only once the provider took it); in
// development it stays in the dev mailbox; anywhere else without a provider nothing pretends to send.
// The outbox is a recording D1 here (drizzle's d1 driver over prepare/bind/raw/run), so this runs in Node.

interface Statement {
  sql: string;
  params: unknown[];
}

/** A D1 binding that records each statement and answers an INSERT … RETURNING with row id 7. */
function recordingD1() {
  const statements: Statement[] = [];
  const prepare = (sql: string) => ({
    bind: (...params: unknown[]) => {
      statements.push({ sql, params });
      return {
        raw: async () => (sql.startsWith("insert") ? [[7]] : []),
        all: async () => ({ results: [] }),
        run: async () => ({ success: true, meta: {} }),
      };
    },
  });
  return { statements, binding: { prepare } as unknown as D1Database };
}

const mail: Mail = {
  to: "ada@example.com",
  subject: "Your sign-in link",
  text: "Open the link",
  html: "<p>Open the link</p>",
  headers: { "List-Unsubscribe": "<https://kickoff.test/u>" },
};
const RESEND = { RESEND_API_KEY: "re_key", MAIL_FROM: "Kickoff <hi@kickoff.test>" };
const envOf = (db: D1Database, extra: Partial<Env>) => ({ DB: db, ENVIRONMENT: "production", ...extra }) as Env;

/** A scripted provider: records each request and answers with the status given. */
function provider(status = 200, body = '{"id":"email_1"}') {
  const seen: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(body, { status });
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("which way mail goes", () => {
  it("a provider needs both its key and a sender; without them development uses the dev mailbox", () => {
    const db = recordingD1().binding;
    expect(mailTransport(envOf(db, RESEND))).toBe("resend");
    expect(mailTransport(envOf(db, { ...RESEND, ENVIRONMENT: "development" }))).toBe("resend");
    expect(mailTransport(envOf(db, { RESEND_API_KEY: "re_key" }))).toBe("unconfigured");
    expect(mailTransport(envOf(db, { MAIL_FROM: RESEND.MAIL_FROM }))).toBe("unconfigured");
    expect(mailTransport(envOf(db, { RESEND_API_KEY: "re_key", ENVIRONMENT: "development" }))).toBe("dev-mailbox");
    expect(mailTransport(envOf(db, { ENVIRONMENT: "development" }))).toBe("dev-mailbox");
  });
});

describe("sending a mail", () => {
  it("outside development without a provider: a 503 said out loud, and nothing recorded as sent", async () => {
    const db = recordingD1();
    const seen = provider();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const err = await sendMail(envOf(db.binding, {}), mail).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(503);
    expect((err as ApiError).message).toBe("E-mail is not set up on this server yet, so no message could be sent.");
    expect(logged).toHaveBeenCalledWith(JSON.stringify({ level: "error", msg: "no mail transport: set RESEND_API_KEY and MAIL_FROM" }));
    expect(db.statements).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("in development: the mail lands in the dev mailbox (recorded, marked sent) and no provider is called", async () => {
    const db = recordingD1();
    const seen = provider();
    await sendMail(envOf(db.binding, { ENVIRONMENT: "development" }), mail);
    expect(seen).toEqual([]);
    expect(db.statements.map((s) => s.sql.split(" ")[0])).toEqual(["insert", "update"]);
    expect(db.statements[0].params).toEqual([mail.to, mail.subject, mail.text, mail.html, "dev-mailbox"]);
    // The row just written is the one marked sent.
    expect(db.statements[1].sql).toContain('"sent_at"');
    expect(db.statements[1].params).toEqual([7]);
  });

  it("with a provider: recorded, then sent to the one recipient from the sender, with its headers, and marked sent", async () => {
    const db = recordingD1();
    const seen = provider();
    await sendMail(envOf(db.binding, RESEND), mail);
    expect(db.statements[0].params).toEqual([mail.to, mail.subject, mail.text, mail.html, "resend"]);
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe("https://api.resend.com/emails");
    expect(seen[0].init.method).toBe("POST");
    expect(seen[0].init.headers).toEqual({ Authorization: "Bearer re_key", "Content-Type": "application/json" });
    expect(JSON.parse(String(seen[0].init.body))).toEqual({
      from: RESEND.MAIL_FROM,
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    expect(db.statements.map((s) => s.sql.split(" ")[0])).toEqual(["insert", "update"]);
    expect(db.statements[1].params).toEqual([7]);
  });

  it("sends to the configured provider URL, and no headers field when the mail has none", async () => {
    const db = recordingD1();
    const seen = provider();
    await sendMail(envOf(db.binding, { ...RESEND, RESEND_API_URL: "https://mail.test/send" }), { ...mail, headers: undefined });
    expect(seen[0].url).toBe("https://mail.test/send");
    expect(JSON.parse(String(seen[0].init.body))).not.toHaveProperty("headers");
  });

  it("a provider's refusal is a 502, logged with its status and the first 200 characters, and the mail is not marked sent", async () => {
    const db = recordingD1();
    const answer = `${"x".repeat(200)}${"y".repeat(100)}`;
    provider(422, answer);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const err = await sendMail(envOf(db.binding, RESEND), mail).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(502);
    expect((err as ApiError).message).toBe("We couldn't send the e-mail just now. Please try again in a moment.");
    expect(logged).toHaveBeenCalledWith(
      JSON.stringify({ level: "error", msg: "mail provider refused", status: 422, body: "x".repeat(200) }),
    );
    expect(db.statements.map((s) => s.sql.split(" ")[0])).toEqual(["insert"]);
  });
});

describe("the dev mailbox", () => {
  it("lists the newest 100 mails by default, or the number asked", async () => {
    const db = recordingD1();
    await listMailbox(envOf(db.binding, {}));
    await listMailbox(envOf(db.binding, {}), 5);
    expect(db.statements[0].sql).toContain('order by "mail_outbox"."id" desc limit ?');
    expect(db.statements.map((s) => s.params)).toEqual([[100], [5]]);
  });
});
