import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { digestMail } from "../../worker/mail/digest-mail";
import { sendMail } from "../../worker/mail/send-mail";
import { ensureSettings } from "../../worker/services/notifications";
import { api, type Caller, env, json, signIn, uniqueEmail } from "../board/support";
import { ORIGIN } from "../support/api";

// Unsubscribe links of the digest (issue 14, decision 026): opening one changes nothing (mail
// scanners prefetch links), a POST does it, with no session and no Origin of ours (RFC 8058 one-click
// from a mail client): the unguessable token is the only authority, and a bad one is refused.

afterEach(() => vi.unstubAllGlobals());

async function person(): Promise<{ caller: Caller; token: string }> {
  const caller = await signIn(uniqueEmail("reader"));
  const settings = await ensureSettings(env, caller.userId, ORIGIN);
  return { caller, token: settings.unsubscribeToken };
}

const emailOff = async (as: Caller) =>
  (await json<{ emailOff: string[] }>(await api("GET", "/api/notifications/settings", { as }))).emailOff;
const link = (token: string, kind?: string) =>
  `${ORIGIN}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}${kind ? `&kind=${kind}` : ""}`;
/** What a mail client sends for RFC 8058: a form POST to the header's URL, no cookie, no Origin. */
const oneClick = (url: string, headers: Record<string, string> = {}) =>
  SELF.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });

describe("unsubscribe links", () => {
  it("GET only asks: a page whose button POSTs to the same link, and nothing changes", async () => {
    const { caller, token } = await person();
    for (const kind of [undefined, "overdue"]) {
      const res = await SELF.fetch(link(token, kind));
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain("Stop these e-mails?");
      expect(page).toContain(kind ? "about “A task of yours is overdue”" : "with notifications");
      const action = page.match(/<form method="post" action="([^"]+)"/)?.[1].replaceAll("&amp;", "&");
      expect(`${ORIGIN}${action}`).toBe(link(token, kind));
    }
    expect(await emailOff(caller)).toEqual([]);
  });

  it("a one-click POST with no session and no Origin unsubscribes; a foreign Origin too (webmail)", async () => {
    const { caller, token } = await person();
    const one = await oneClick(link(token, "comment"));
    expect(one.status).toBe(200);
    expect(await one.text()).toContain("You are unsubscribed");
    expect(await emailOff(caller)).toEqual(["comment"]);

    const all = await oneClick(link(token), { origin: "https://mail.example" });
    expect(all.status).toBe(200);
    // Everything that can be switched off (invitations are always e-mailed).
    expect(await emailOff(caller)).toEqual(expect.arrayContaining(["comment", "mention", "assignment", "overdue"]));
    expect(await emailOff(caller)).not.toContain("invitation");
  });

  it("refuses a bad or missing token with a 4xx and changes nothing, whoever's session comes along", async () => {
    const { caller, token } = await person();
    const wrong = `${token.slice(0, -4)}zzzz`;
    expect((await SELF.fetch(link(wrong))).status).toBe(404);
    expect((await oneClick(link(wrong), { cookie: caller.cookie, origin: "https://evil.example" })).status).toBe(404);
    expect((await oneClick(`${ORIGIN}/api/notifications/unsubscribe`, { cookie: caller.cookie })).status).toBe(400);
    expect((await oneClick(link("short"))).status).toBe(400);
    expect((await oneClick(link(token, "spam"))).status).toBe(400);
    expect(await emailOff(caller)).toEqual([]);
  });

  it("the exemption is this route alone: undoing an unsubscribe still needs our Origin", async () => {
    const { caller, token } = await person();
    await oneClick(link(token, "comment"));
    const forged = await SELF.fetch(`${ORIGIN}/api/notifications/resubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: `token=${token}&kind=comment`,
    });
    expect(forged.status).toBe(403);
    expect(await emailOff(caller)).toEqual(["comment"]);
  });

  it("digests carry RFC 8058 headers naming the https link, and Resend receives them", async () => {
    const { caller, token } = await person();
    const mail = digestMail({
      to: "reader@example.com",
      appName: "Kickoff",
      base: ORIGIN,
      token,
      items: [{ kind: "overdue", title: "Overdue: “File the report”", body: null, url: "/projects/1" }],
    });
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${link(token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(link(token).startsWith("https://")).toBe(true);

    const sent: Array<Record<string, unknown>> = [];
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      sent.push(await new Request(input, init).json());
      return new Response(JSON.stringify({ id: "email_1" }), { headers: { "content-type": "application/json" } });
    });
    await sendMail({ ...env, ENVIRONMENT: "production", RESEND_API_KEY: "re_test", MAIL_FROM: "Kickoff <hi@kickoff.test>" } as Env, mail);
    vi.unstubAllGlobals();
    expect(sent).toHaveLength(1);
    expect(sent[0].headers).toEqual(mail.headers);

    // What the mail client then does with the header: POST to its URL, which works.
    const url = (mail.headers?.["List-Unsubscribe"] ?? "").slice(1, -1);
    expect((await oneClick(url)).status).toBe(200);
    expect(await emailOff(caller)).toContain("overdue");
  });
});
