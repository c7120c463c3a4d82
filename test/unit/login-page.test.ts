import { html } from "hono/html";
import { describe, expect, it } from "vitest";
import { authPage, checkEmailPage, linkProblemPage, loginPage } from "../../worker/auth/login-page";

// Issue 27: the sign-in pages are served by the API as HTML (decision 061's form without JavaScript).
// Whatever comes from the request (the address typed, the `next` target, an error) or from a caller of
// the shared frame reaches the page as text, never as markup or as a way out of an attribute.

const HOSTILE = `"><script>alert('x')</script>&`;
const ESCAPED = "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;";

const page = (p: Parameters<typeof loginPage>[0]) => loginPage(p).toString();
/** A script tag: the page has none of its own (its CSP allows no inline script). */
const foreignTags = (text: string) => text.match(/<script\b/gi) ?? [];

describe("the sign-in page", () => {
  it("escapes the address typed, the next target and the error", () => {
    const text = page({ providers: ["github", "google"], next: HOSTILE, email: HOSTILE, error: HOSTILE, devMailbox: false });
    expect(foreignTags(text)).toEqual([]);
    expect(text).toContain(`<div class="error" role="alert">${ESCAPED}</div>`);
    expect(text).toContain(`name="email" type="email" autocomplete="email" required value="${ESCAPED}"`);
    expect(text).toContain(`<input type="hidden" name="next" value="${ESCAPED}">`);
    // In the providers' links the target is a URL component: no quote or bracket of it stays.
    expect(text).toContain(`href="/api/auth/github?next=${encodeURIComponent(HOSTILE).replaceAll("'", "&#39;")}"`);
  });

  it("keeps the address typed and the target as given, and an empty target when none", () => {
    const kept = page({ providers: ["github"], next: "/projects/7", email: "ada@example.com", devMailbox: false });
    expect(kept).toContain('value="ada@example.com"');
    expect(kept).toContain('<input type="hidden" name="next" value="/projects/7">');
    expect(kept).toContain('href="/api/auth/github?next=%2Fprojects%2F7"');
    const none = page({ providers: ["github", "google"], next: null, devMailbox: false });
    expect(none).toContain('<input type="hidden" name="next" value="">');
    expect(none).toContain('href="/api/auth/github?next="');
    expect(none).toContain('href="/api/auth/google?next="');
    expect(none).toContain('required value="" autofocus>');
  });

  it("says where mail goes in development only, and offers only the providers given", () => {
    expect(page({ providers: [], devMailbox: true })).toContain('<a href="/dev/mailbox">dev mailbox</a>');
    expect(page({ providers: [], devMailbox: false })).not.toContain("dev mailbox");
    expect(page({ providers: [], devMailbox: false })).not.toContain('class="oauth"');
    const google = page({ providers: ["google"], devMailbox: false });
    expect(google).toContain(">Continue with Google</a>");
    expect(google).not.toContain("GitHub");
  });
});

describe("the other sign-in pages", () => {
  it("the check-your-email page escapes the address", () => {
    const text = checkEmailPage(HOSTILE, false).toString();
    expect(foreignTags(text)).toEqual([]);
    expect(text).toContain(`If ${ESCAPED} can sign in, a sign-in link is on its way.`);
  });

  it("the shared frame escapes its title (the OAuth consent page uses it too)", () => {
    const text = authPage(HOSTILE, html`<p>body</p>`).toString();
    expect(foreignTags(text)).toEqual([]);
    expect(text).toContain(`<title>${ESCAPED} | Kickoff</title>`);
    expect(text).toContain("<p>body</p>");
  });

  it("the link-problem page and the provider labels are the app's own text, with nothing to escape", () => {
    for (const reason of ["invalid", "expired", "used"] as const) {
      const h1 = linkProblemPage(reason)
        .toString()
        .match(/<h1>([^<]*)<\/h1>/)?.[1];
      expect(h1).toMatch(/^This sign-in link [a-z ]+\.$/);
    }
    const labels = page({ providers: ["github", "google"], devMailbox: false }).match(/class="oauth" href="[^"]*">([^<]*)</g);
    expect(labels).toEqual([
      'class="oauth" href="/api/auth/github?next=">Continue with GitHub<',
      'class="oauth" href="/api/auth/google?next=">Continue with Google<',
    ]);
  });
});
