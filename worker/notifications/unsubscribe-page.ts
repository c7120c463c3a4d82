import { html } from "hono/html";
import { KIND_LABEL, type NotificationKind } from "../../core/schemas/notification";
import { unsubscribePath } from "./unsubscribe-link";

// The pages of an e-mail's unsubscribe link: opening it asks (a GET changes nothing: mail scanners
// fetch links), the button does it and offers the way back. Plain HTML with real forms: no script,
// works in any mail client's browser.

const style = `body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;padding:16px}
main{max-width:440px;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:32px}h1{font-size:20px;margin:0 0 8px}p{color:#475569;line-height:1.5}
button{margin-top:8px;padding:10px 16px;border-radius:8px;border:1px solid #cbd5e1;background:#fff;font-weight:600;cursor:pointer}a{color:#4f46e5}`;

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} | Kickoff</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The button POSTs to the very URL the mail names (its List-Unsubscribe URL). */
export function confirmUnsubscribePage(token: string, kind: NotificationKind | null) {
  const what = kind ? html`about “${KIND_LABEL[kind]}”` : html`with notifications`;
  return page(
    "Unsubscribe",
    html`<h1>Stop these e-mails?</h1>
<p>We will stop e-mailing you ${what}. You will still see these notifications in the app.</p>
<form method="post" action="${unsubscribePath(token, kind)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
<p>Choose exactly what you hear about in <a href="/settings">Settings</a>.</p>`,
  );
}

export function unsubscribedPage(token: string, kinds: NotificationKind[]) {
  const what = kinds.length === 1 ? html`about “${KIND_LABEL[kinds[0]]}”` : html`with notifications`;
  return page(
    "Unsubscribed",
    html`<h1>You are unsubscribed</h1>
<p role="status">We will not e-mail you ${what} any more. You still see these notifications in the app.</p>
<form method="post" action="/api/notifications/resubscribe">
<input type="hidden" name="token" value="${token}">
${kinds.map((k) => html`<input type="hidden" name="kind" value="${k}">`)}
<button type="submit">Undo: keep e-mailing me</button>
</form>
<p>Choose exactly what you hear about in <a href="/settings">Settings</a>.</p>`,
  );
}

export function resubscribedPage() {
  return page(
    "Subscribed again",
    html`<h1>E-mails are back on</h1><p role="status">You will get these e-mails again.</p><p><a href="/settings">Settings</a></p>`,
  );
}

export function badLinkPage() {
  return page(
    "Link not valid",
    html`<h1>This link is not valid</h1><p role="alert">It may be incomplete. Sign in and choose what you hear about in <a href="/settings">Settings</a>.</p>`,
  );
}
