import { type Inline, parseMarkdownLite } from "../../../core/markdown-lite";
import type { CommentView } from "../../../core/schemas/comment";

// Renders a comment's markdown-lite as React elements: text is always text, never HTML.

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((p, i) => {
        const key = `${i}-${p.type}`;
        if (p.type === "code")
          return (
            <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800">
              {p.text}
            </code>
          );
        if (p.type === "strong")
          return (
            <strong key={key} className="font-semibold">
              {p.text}
            </strong>
          );
        if (p.type === "link")
          return (
            <a key={key} href={p.href} target="_blank" rel="noopener noreferrer nofollow" className="text-indigo-600 underline">
              {p.text}
            </a>
          );
        if (p.type === "mention")
          return (
            <span key={key} className="rounded bg-indigo-50 px-0.5 font-medium text-indigo-700">
              {p.text}
            </span>
          );
        return <span key={key}>{p.text}</span>;
      })}
    </>
  );
}

export function CommentBody({ comment }: { comment: Pick<CommentView, "body" | "mentions"> }) {
  const mentions = new Map(comment.mentions.map((m) => [m.username.toLowerCase(), m.id]));
  return <MarkdownBody text={comment.body} mentions={mentions} className="space-y-2 text-sm break-words text-slate-800" />;
}

/** Markdown-lite text (a comment, a task description) as React elements. */
export function MarkdownBody({ text, mentions, className }: { text: string; mentions?: ReadonlyMap<string, number>; className: string }) {
  const blocks = parseMarkdownLite(text, mentions);
  return (
    <div className={className}>
      {blocks.map((b, i) => {
        const key = `${i}-${b.type}`;
        if (b.type === "code")
          return (
            <pre key={key} className="overflow-x-auto rounded bg-slate-900 p-2 font-mono text-xs text-slate-100">
              <code>{b.text}</code>
            </pre>
          );
        if (b.type === "list") {
          const List = b.ordered ? "ol" : "ul";
          return (
            <List key={key} className={`${b.ordered ? "list-decimal" : "list-disc"} space-y-0.5 pl-5`}>
              {b.items.map((item, j) => (
                <li key={j}>
                  <InlineText parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={key}>
            {b.lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                <InlineText parts={line} />
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
