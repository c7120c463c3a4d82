import { describe, expect, it } from "vitest";
import { KIND_LABEL, NOTIFICATION_KINDS, type NotificationKind } from "../../core/schemas/notification";
import { type DigestItem, digestMail } from "../../worker/mail/digest-mail";
import { invitationMail } from "../../worker/mail/invitation-mail";
import { mailHtml } from "../../worker/mail/layout";

// Issue 27: every e-mail escapes what people typed. A comment, a task name, a project name or a
// person's name with markup in it reaches the HTML part as text, never as markup; the plain-text
// part keeps the words as typed.

const HOSTILE = `<img src=x onerror="alert('x')">&<b>bold</b>`;
const ESCAPED = "&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62;&#38;&#60;b&#62;bold&#60;/b&#62;";

/** Tags in an HTML body other than the mail's own layout. */
const foreignTags = (html: string) => html.match(/<(img|b|script)\b/gi) ?? [];

describe("the digest e-mail", () => {
  it("escapes each item's title and body, for every kind of notification", () => {
    const mail = digestMail({
      to: "ada@example.com",
      appName: "Kickoff",
      base: "https://kickoff.test",
      token: "tok",
      items: NOTIFICATION_KINDS.map((kind) => ({
        kind,
        title: `${kind} ${HOSTILE}`,
        body: `said ${HOSTILE}`,
        url: `/projects/1?x="><script>`,
      })),
    });
    expect(foreignTags(mail.html)).toEqual([]);
    // Title and body of each of the kinds, escaped.
    expect(mail.html.split(ESCAPED)).toHaveLength(NOTIFICATION_KINDS.length * 2 + 1);
    expect(mail.html).toContain("&#34;&#62;&#60;script&#62;");
    expect(mail.text).toContain(`said ${HOSTILE}`);
  });
});

describe("the invitation e-mail", () => {
  it("escapes the inviter's and the project's names", () => {
    const mail = invitationMail({
      to: "ben@example.com",
      appName: "Kickoff",
      inviterName: `Ada ${HOSTILE}`,
      projectName: `Launch ${HOSTILE}`,
      role: "editor",
      url: "https://kickoff.test/accept-invitation?token=abc",
      expiresAt: new Date("2031-01-08T00:00:00Z"),
    });
    expect(foreignTags(mail.html)).toEqual([]);
    // Heading (project) and intro (inviter and project).
    expect(mail.html.split(ESCAPED)).toHaveLength(4);
    expect(mail.text).toContain(`Ada ${HOSTILE} invited you to join "Launch ${HOSTILE}"`);
  });
});

describe("the shared mail layout", () => {
  it("escapes every value it is given: heading, intro, button, both copies of the link, footer", () => {
    const url = `https://kickoff.test/accept?token=a"b&c=<d>`;
    const html = mailHtml({ heading: `H ${HOSTILE}`, intro: `I ${HOSTILE}`, buttonLabel: `B ${HOSTILE}`, url, footer: `F ${HOSTILE}` });
    expect(foreignTags(html)).toEqual([]);
    for (const part of ["H", "I", "B", "F"]) expect(html).toContain(`${part} ${ESCAPED}`);
    const escapedUrl = "https://kickoff.test/accept?token=a&#34;b&#38;c=&#60;d&#62;";
    // The button's href and the plain link below it.
    expect(html).toContain(`href="${escapedUrl}"`);
    expect(html.split(escapedUrl)).toHaveLength(3);
  });
});

describe("the digest e-mail's structure", () => {
  const base = "https://kickoff.test";
  const item = (kind: NotificationKind, title: string, body: string | null): DigestItem => ({ kind, title, body, url: `/tasks/${title}` });

  it("counts its updates in the subject, in the singular for one", () => {
    const one = digestMail({ to: "a@example.com", appName: "Kickoff", base, token: "t", items: [item("mention", "A", null)] });
    expect(one.subject).toBe("Kickoff: 1 update for you");
    const two = digestMail({
      to: "a@example.com",
      appName: "Kickoff",
      base,
      token: "t",
      items: [item("mention", "A", null), item("overdue", "B", null)],
    });
    expect(two.subject).toBe("Kickoff: 2 updates for you");
    expect(two.html).toContain('<h1 style="font-size:20px;margin:0 0 12px">Kickoff: 2 updates for you</h1>');
  });

  it("groups items by kind, each group with its own unsubscribe link, and one link that stops them all", () => {
    const mail = digestMail({
      to: "a@example.com",
      appName: "Kickoff",
      base,
      token: "tok",
      items: [item("mention", "First", "said hi"), item("overdue", "Late", null), item("mention", "Second", null)],
    });
    expect(mail.text.split("\n")).toEqual([
      "Here is what happened on Kickoff since your last digest.",
      "",
      KIND_LABEL.mention.toUpperCase(),
      "- First: said hi",
      `  ${base}/tasks/First`,
      "- Second",
      `  ${base}/tasks/Second`,
      `  Stop these e-mails: ${base}/api/notifications/unsubscribe?token=tok&kind=mention`,
      "",
      KIND_LABEL.overdue.toUpperCase(),
      "- Late",
      `  ${base}/tasks/Late`,
      `  Stop these e-mails: ${base}/api/notifications/unsubscribe?token=tok&kind=overdue`,
      "",
      `Choose what you hear about in Settings: ${base}/settings. Unsubscribe from all of these e-mails: ${base}/api/notifications/unsubscribe?token=tok`,
    ]);
    // One heading per kind, both mentions under the first; the body only where there is one.
    expect(mail.html.match(/<h2[^>]*>[^<]*<\/h2>/g)).toEqual([
      `<h2 style="font-size:15px;margin:20px 0 8px">${KIND_LABEL.mention}</h2>`,
      `<h2 style="font-size:15px;margin:20px 0 8px">${KIND_LABEL.overdue}</h2>`,
    ]);
    expect(mail.html.match(/<li\b/g)).toHaveLength(3);
    expect(mail.html.match(/<span style="color:#475569">[^<]*<\/span>/g)).toEqual(['<span style="color:#475569">said hi</span>']);
    // The links carry the kind, written as HTML (the ampersand escaped).
    expect(mail.html).toContain(`href="${base}/api/notifications/unsubscribe?token=tok&#38;kind=mention"`);
    expect(mail.html).toContain(`href="${base}/api/notifications/unsubscribe?token=tok&#38;kind=overdue"`);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${base}/api/notifications/unsubscribe?token=tok>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("escapes the links it builds from the server's address", () => {
    const odd = `https://kickoff.test/x"y`;
    const mail = digestMail({ to: "a@example.com", appName: "Kickoff", base: odd, token: "t", items: [item("mention", "A", null)] });
    expect(mail.html).not.toContain('x"y');
    expect(mail.html).toContain('href="https://kickoff.test/x&#34;y/settings"');
    expect(mail.html).toContain('href="https://kickoff.test/x&#34;y/api/notifications/unsubscribe?token=t"');
    expect(mail.html).toContain('href="https://kickoff.test/x&#34;y/tasks/A"');
  });

  it("has kind labels that need no escaping (the heading escapes them anyway)", () => {
    expect(Object.values(KIND_LABEL).filter((label) => /[&<>"']/.test(label))).toEqual([]);
  });

  it("escapes the application's name in the subject heading", () => {
    const mail = digestMail({ to: "a@example.com", appName: `K ${HOSTILE}`, base, token: "t", items: [item("mention", "A", null)] });
    expect(foreignTags(mail.html)).toEqual([]);
    expect(mail.html).toContain(`<h1 style="font-size:20px;margin:0 0 12px">K ${ESCAPED}: 1 update for you</h1>`);
  });
});
