/** Minimal, client-safe HTML for transactional mail: one message, one button, the plain link below it. */
export function mailHtml(opts: { heading: string; intro: string; buttonLabel: string; url: string; footer: string }): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 12px">${esc(opts.heading)}</h1>
<p style="color:#334155">${esc(opts.intro)}</p>
<p><a href="${esc(opts.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${esc(opts.buttonLabel)}</a></p>
<p style="color:#64748b;font-size:13px;word-break:break-all">${esc(opts.url)}</p>
<p style="color:#64748b;font-size:13px">${esc(opts.footer)}</p>
</div></body></html>`;
}
