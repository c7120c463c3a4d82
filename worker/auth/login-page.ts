import { html, raw } from "hono/html";
import type { OAuthProvider } from "./oauth";

// The sign-in page is served by the API itself (/api/login) as plain HTML with a real <form>:
// it works without JavaScript and keeps the CSP free of inline scripts.

const styles = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:linear-gradient(135deg,#eef2ff,#f8fafc 60%);color:#0f172a;padding:16px}
main{width:100%;max-width:400px;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(15,23,42,.08)}
h1{font-size:22px;margin:0 0 4px}p{color:#475569;margin:0 0 20px;line-height:1.5}.brand{font-weight:700;font-size:18px;color:#4f46e5;text-decoration:none;display:inline-flex;align-items:center;gap:8px;margin-bottom:20px}.brand img{width:28px;height:28px}
.home{display:inline-block;margin-top:20px;font-size:14px;color:#4f46e5;text-decoration:none}.home:hover{text-decoration:underline}
label{display:block;font-weight:600;font-size:14px;margin-bottom:6px}input{width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:16px}
input:focus,button:focus,a:focus{outline:3px solid #a5b4fc;outline-offset:2px}
button,.oauth{display:block;width:100%;margin-top:14px;padding:11px;border-radius:8px;font-size:15px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
button{background:#4f46e5;color:#fff;border:0}button:hover{background:#4338ca}.oauth{background:#fff;color:#0f172a;border:1px solid #cbd5e1}.oauth:hover{background:#f1f5f9}
.sep{display:flex;align-items:center;gap:8px;color:#94a3b8;font-size:13px;margin:20px 0 6px}.sep:before,.sep:after{content:"";flex:1;border-top:1px solid #e2e8f0}
.error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;padding:10px 12px;border-radius:8px;margin-bottom:16px;font-size:14px}
.note{font-size:13px;color:#64748b;margin-top:16px}.ok{background:#f0fdf4;border:1px solid #bbf7d0;color:#166534;padding:12px;border-radius:8px}`;

/** The frame every sign-in page shares (also the OAuth consent page, worker/mcp/consent.ts). */
export function authPage(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} | Kickoff</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${raw(styles)}</style></head>
<body><main><a class="brand" href="/"><img src="/favicon.svg" alt="">Kickoff</a>${body}
<p style="margin:0"><a class="home" href="/">← Back to home</a></p></main></body></html>`;
}

const providerLabel: Record<OAuthProvider, string> = { github: "Continue with GitHub", google: "Continue with Google" };

export function loginPage(opts: { providers: OAuthProvider[]; next?: string | null; email?: string; error?: string; devMailbox: boolean }) {
  const next = opts.next ?? "";
  return authPage(
    "Sign in",
    html`<h1>Sign in to Kickoff</h1>
<p>We'll e-mail you a link that signs you in. No password needed.</p>
${opts.error ? html`<div class="error" role="alert">${opts.error}</div>` : ""}
<form method="post" action="/api/auth/magic-link/form">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${opts.email ?? ""}" ${opts.email ? "" : raw("autofocus")}>
<input type="hidden" name="next" value="${next}">
<button type="submit" ${opts.email ? raw("autofocus") : ""}>Email me a sign-in link</button>
</form>
${
  opts.providers.length
    ? html`<div class="sep">or</div>${opts.providers.map(
        (p) => html`<a class="oauth" href="/api/auth/${p}?next=${encodeURIComponent(next)}">${providerLabel[p]}</a>`,
      )}`
    : ""
}
${opts.devMailbox ? html`<p class="note">Development mode: e-mails are not sent; they land in the <a href="/dev/mailbox">dev mailbox</a>.</p>` : ""}`,
  );
}

export function checkEmailPage(email: string, devMailbox: boolean) {
  return authPage(
    "Check your email",
    html`<h1>Check your email</h1>
<div class="ok" role="status">If ${email} can sign in, a sign-in link is on its way. It works once and expires in 15 minutes.</div>
${devMailbox ? html`<p class="note">Development mode: open the <a href="/dev/mailbox">dev mailbox</a> to find the link.</p>` : ""}
<p class="note"><a href="/api/login">Use a different address</a></p>`,
  );
}

export function linkProblemPage(reason: "invalid" | "expired" | "used") {
  const text = {
    invalid: "This sign-in link is not valid.",
    expired: "This sign-in link has expired.",
    used: "This sign-in link was already used.",
  }[reason];
  return authPage(
    "Sign-in link problem",
    html`<h1>${text}</h1><p>Sign-in links work once and expire after 15 minutes. Ask for a new one.</p>
<a class="oauth" href="/api/login">Get a new sign-in link</a>`,
  );
}
