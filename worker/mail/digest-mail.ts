import { KIND_LABEL, type NotificationKind } from "../../core/schemas/notification";
import { unsubscribePath } from "../notifications/unsubscribe-link";
import type { Mail } from "./send-mail";

// The daily digest: what happened for one person since the last one, grouped by kind, each group
// with an unsubscribe link that stops that kind of e-mail, and one that stops them all.

export interface DigestItem {
  kind: NotificationKind;
  title: string;
  body: string | null;
  url: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function digestMail(opts: { to: string; appName: string; base: string; token: string; items: DigestItem[] }): Mail {
  const { base, token, appName } = opts;
  const unsubscribe = (kind?: NotificationKind) => `${base}${unsubscribePath(token, kind)}`;
  const groups = new Map<NotificationKind, DigestItem[]>();
  for (const item of opts.items) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  const n = opts.items.length;
  const subject = `${appName}: ${n} update${n === 1 ? "" : "s"} for you`;
  const text: string[] = [`Here is what happened on ${appName} since your last digest.`, ""];
  const html: string[] = [];
  for (const [kind, items] of groups) {
    text.push(KIND_LABEL[kind].toUpperCase());
    html.push(`<h2 style="font-size:15px;margin:20px 0 8px">${esc(KIND_LABEL[kind])}</h2><ul style="padding-left:18px;margin:0">`);
    for (const item of items) {
      const link = `${base}${item.url}`;
      text.push(`- ${item.title}${item.body ? `: ${item.body}` : ""}`, `  ${link}`);
      html.push(
        `<li style="margin:0 0 8px"><a href="${esc(link)}" style="color:#4f46e5">${esc(item.title)}</a>${item.body ? `<br><span style="color:#475569">${esc(item.body)}</span>` : ""}</li>`,
      );
    }
    text.push(`  Stop these e-mails: ${unsubscribe(kind)}`, "");
    html.push(
      `</ul><p style="font-size:12px;margin:4px 0 0"><a href="${esc(unsubscribe(kind))}" style="color:#64748b">Stop these e-mails</a></p>`,
    );
  }
  const footer = `Choose what you hear about in Settings: ${base}/settings. Unsubscribe from all of these e-mails: ${unsubscribe()}`;
  text.push(footer);
  return {
    to: opts.to,
    // RFC 2369 and RFC 8058: the mail client's own unsubscribe button POSTs to this URL, no session
    // needed (the token is the authority); it stops all of these e-mails, like the footer's link.
    headers: { "List-Unsubscribe": `<${unsubscribe()}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    subject,
    text: text.join("\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 12px">${esc(subject)}</h1>${html.join("")}
<p style="color:#64748b;font-size:12px;margin-top:24px">Choose what you hear about in <a href="${esc(`${base}/settings`)}">Settings</a>. <a href="${esc(unsubscribe())}">Unsubscribe from all of these e-mails</a>.</p>
</div></body></html>`,
  };
}
