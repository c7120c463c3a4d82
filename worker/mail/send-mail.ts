import { desc, eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { isDevelopment } from "../env";
import { ApiError } from "../http/errors";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra message headers (the digest's List-Unsubscribe), passed to the provider as they are. */
  headers?: Record<string, string>;
}

export type MailTransport = "resend" | "dev-mailbox" | "unconfigured";

/** Which transport delivers mail: a real provider when configured, else the dev mailbox in development. */
export function mailTransport(env: Env): MailTransport {
  if (env.RESEND_API_KEY && env.MAIL_FROM) return "resend";
  return isDevelopment(env) ? "dev-mailbox" : "unconfigured";
}

/**
 * Every mail is recorded in the outbox (the dev mailbox in development); with a provider configured
 * it is also delivered for real. Outside development without a provider we fail loudly rather than
 * pretend a mail went out.
 */
export async function sendMail(env: Env, mail: Mail): Promise<void> {
  const transport = mailTransport(env);
  if (transport === "unconfigured") {
    console.error(JSON.stringify({ level: "error", msg: "no mail transport: set RESEND_API_KEY and MAIL_FROM" }));
    throw new ApiError(503, "E-mail is not set up on this server yet, so no message could be sent.");
  }
  const d = db(env.DB);
  const row = await d
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, transport })
    .returning({ id: mailOutbox.id })
    .get();
  if (transport === "resend") {
    const res = await fetch(env.RESEND_API_URL ?? "https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: env.MAIL_FROM,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      }),
    });
    if (!res.ok) {
      console.error(
        JSON.stringify({ level: "error", msg: "mail provider refused", status: res.status, body: (await res.text()).slice(0, 200) }),
      );
      throw new ApiError(502, "We couldn't send the e-mail just now. Please try again in a moment.");
    }
  }
  await d.update(mailOutbox).set({ sentAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` }).where(eq(mailOutbox.id, row.id)).run();
}

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function listMailbox(env: Env, limit = 100): Promise<MailboxEntry[]> {
  return db(env.DB)
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit)
    .all();
}
