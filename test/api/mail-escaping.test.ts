import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../../core/schemas/notification";
import { digestMail } from "../../worker/mail/digest-mail";
import { invitationMail } from "../../worker/mail/invitation-mail";

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
