import { useId, useMemo, useRef, useState } from "react";
import { COMMENT_MAX } from "../../../core/schemas/comment";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { inputClass } from "../ui/text-field";

// A comment box with @mention autocomplete over the project's members (a combobox: arrows move,
// Enter or Tab picks, Escape closes). The mentions sent are the members whose @username is in the text.

const QUERY = /(^|\s)@([\w.-]*)$/;

/** Ids of the members whose @username appears in `body` as a whole word. */
export function mentionedIds(body: string, members: MemberView[]): number[] {
  const words = new Set([...body.matchAll(/(?:^|[^\w@])@([\w.-]*\w)/g)].map((m) => m[1].toLowerCase()));
  return members.filter((m) => words.has(m.user.username.toLowerCase())).map((m) => m.userId);
}

export function MentionComposer({
  members,
  initial = "",
  label,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  members: MemberView[];
  initial?: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (body: string, mentions: number[]) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const query = QUERY.exec(text.slice(0, caret))?.[2] ?? null;
  const options = useMemo(() => {
    if (query === null) return [];
    const q = query.toLowerCase();
    return members.filter((m) => m.user.username.toLowerCase().startsWith(q) || displayName(m.user).toLowerCase().includes(q)).slice(0, 8);
  }, [members, query]);
  const open = options.length > 0 && dismissed !== `${caret}:${query}`;

  const pick = (m: MemberView) => {
    const before = text.slice(0, caret).replace(QUERY, (_all, lead: string) => `${lead}@${m.user.username} `);
    const next = before + text.slice(caret);
    setText(next);
    setCaret(before.length);
    setActive(0);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(before.length, before.length);
    });
  };

  const submit = async () => {
    const body = text.trim();
    if (!body) return setError("Please write a comment.");
    if (body.length > COMMENT_MAX) return setError(`Comment is too long (max ${COMMENT_MAX.toLocaleString("en-US")} characters).`);
    setError(null);
    setPending(true);
    try {
      if (await onSubmit(body, mentionedIds(body, members))) {
        setText("");
        setCaret(0);
      }
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        const step = e.key === "ArrowDown" ? 1 : -1;
        setActive((a) => (a + step + options.length) % options.length);
        return;
      }
      if (e.key === "Enter" || e.key === "Tab") {
        e.preventDefault();
        pick(options[Math.min(active, options.length - 1)]);
        return;
      }
      if (e.key === "Escape") {
        e.preventDefault();
        setDismissed(`${caret}:${query}`);
        return;
      }
    }
    if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
      e.preventDefault();
      void submit();
    } else if (e.key === "Escape" && onCancel) {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <textarea
          ref={ref}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${id}-opt-${Math.min(active, options.length - 1)}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
          // biome-ignore lint/a11y/noAutofocus: opened on purpose (edit, reply), like a dialog's first field.
          autoFocus={autoFocus}
          rows={3}
          value={text}
          placeholder="Write a comment… Type @ to mention someone"
          className={inputClass}
          onChange={(e) => {
            setText(e.target.value);
            setCaret(e.target.selectionStart);
            setActive(0);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {open && (
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label="Project members"
            className="absolute z-20 mt-1 max-h-56 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((m, i) => (
              <div
                key={m.userId}
                tabIndex={-1}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm ${i === active ? "bg-indigo-50" : ""}`}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(m);
                }}
              >
                <Avatar user={m.user} size="sm" />
                <span className="font-medium">{displayName(m.user)}</span>
                <span className="text-slate-500">@{m.user.username}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      <p id={`${id}-help`} className={`text-xs ${error ? "text-red-600" : "text-slate-500"}`}>
        {error ?? "Markdown-lite: `code`, [links](https://…), - lists. Ctrl+Enter sends."}
      </p>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onPress={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" isDisabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
