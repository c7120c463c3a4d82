import { useId, useState } from "react";
import { COMMENT_MAX } from "../../../core/schemas/comment";
import type { MemberView } from "../../../core/schemas/team";
import { Button } from "../ui/button";
import { inputClass } from "../ui/text-field";
import { MentionOptions } from "./mention-options";
import { useMentionAutocomplete } from "./use-mention-autocomplete";

// A comment box with @mention autocomplete over the project's members (a combobox: arrows move,
// Enter or Tab picks, Escape closes). The mentions sent are the members whose @username is in the text.

/** Ids of the members whose @username appears in `body` as a whole word. */
export function mentionedIds(body: string, members: MemberView[]): number[] {
  const words = new Set([...body.matchAll(/(?:^|[^\w@])@([\w.-]*\w)/g)].map((m) => m[1].toLowerCase()));
  return members.filter((m) => words.has(m.user.username.toLowerCase())).map((m) => m.userId);
}

/** Why a comment cannot be sent as written, or null. */
function commentProblem(body: string): string | null {
  if (!body) return "Please write a comment.";
  if (body.length > COMMENT_MAX) return `Comment is too long (max ${COMMENT_MAX.toLocaleString("en-US")} characters).`;
  return null;
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
  const mention = useMentionAutocomplete(members, initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async () => {
    const body = mention.text.trim();
    const problem = commentProblem(body);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      if (await onSubmit(body, mentionedIds(body, members))) mention.clear();
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.listKey(e)) return;
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
      <MentionInput id={id} mention={mention} invalid={!!error} autoFocus={autoFocus} onKeyDown={onKeyDown} />
      <p id={`${id}-help`} className={`text-xs ${error ? "text-red-600" : "text-slate-500"}`}>
        {error ?? "Markdown-lite: `code`, [links](https://…), - lists. Ctrl+Enter sends."}
      </p>
      <ComposerButtons pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} onCancel={onCancel} />
    </form>
  );
}

function ComposerButtons({
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
}) {
  return (
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
  );
}

/** The text box (a combobox over the members) and, while an @name is typed, its options. */
function MentionInput({
  id,
  mention,
  invalid,
  autoFocus,
  onKeyDown,
}: {
  id: string;
  mention: ReturnType<typeof useMentionAutocomplete>;
  invalid: boolean;
  autoFocus?: boolean;
  onKeyDown: (e: React.KeyboardEvent<HTMLTextAreaElement>) => void;
}) {
  const { open, options, active } = mention;
  return (
    <div className="relative">
      <textarea
        ref={mention.ref}
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${id}-opt-${Math.min(active, options.length - 1)}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-help`}
        // biome-ignore lint/a11y/noAutofocus: opened on purpose (edit, reply), like a dialog's first field.
        autoFocus={autoFocus}
        rows={3}
        value={mention.text}
        placeholder="Write a comment… Type @ to mention someone"
        className={inputClass}
        onChange={(e) => mention.change(e.target.value, e.target.selectionStart)}
        onSelect={(e) => mention.setCaret(e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {open && <MentionOptions id={id} options={options} active={active} onPick={mention.pick} />}
    </div>
  );
}
