import { useId, useMemo, useRef } from "react";
import { createCommentSchema } from "../../../core/schemas/comment";
import type { MemberView } from "../../../core/schemas/team";
import { formErrorsFrom, type FormErrors as PlacedErrors } from "../../lib/server-errors";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form-fields";
import { inputClass } from "../ui/text-field";
import { commentError } from "./comment-error";
import { MentionOptions } from "./mention-options";
import { useMentionAutocomplete } from "./use-mention-autocomplete";

// A comment box with @mention autocomplete over the project's members (a combobox: arrows move,
// Enter or Tab picks, Escape closes). The mentions sent are the members whose @username is in the text.
// On Conform over the comment route's own schema (issue 23 #2): a refusal is shown under the text, which
// stays; one send at a time.

const COMMENT_NOT_SENT = "Please try again.";

/** Ids of the members whose @username appears in `body` as a whole word. */
export function mentionedIds(body: string, members: MemberView[]): number[] {
  const words = new Set([...body.matchAll(/(?:^|[^\w@])@([\w.-]*\w)/g)].map((m) => m[1].toLowerCase()));
  return members.filter((m) => words.has(m.user.username.toLowerCase())).map((m) => m.userId);
}

/** The comment's schema over the text box: the route's own (the same for a new comment and an edit). */
const composerSchema = (members: MemberView[]) =>
  formSchema(createCommentSchema, (v) => {
    const body = textOf(v.body);
    return { body, mentions: mentionedIds(body, members) };
  });

/** A refusal, placed: the mentions come from the text, so their refusal is the text's too. */
function composerErrors(err: unknown): PlacedErrors {
  const placed = formErrorsFrom(err, ["body", "mentions"], COMMENT_NOT_SENT);
  const { mentions = [], ...fieldErrors } = placed.fieldErrors;
  const body = [...(fieldErrors.body ?? []), ...mentions];
  const formErrors = placed.formErrors.length > 0 ? [commentError(err, COMMENT_NOT_SENT)] : [];
  return { fieldErrors: body.length > 0 ? { body } : {}, formErrors };
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
  /** Sends the comment; throws (an ApiError) when refused, which keeps the text and shows why. */
  onSubmit: (body: string, mentions: number[]) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const mention = useMentionAutocomplete(members, initial);
  const schema = useMemo(() => composerSchema(members), [members]);
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: { body: initial },
    shouldValidate: "onSubmit",
    fallback: COMMENT_NOT_SENT,
    errorsOf: composerErrors,
    onSubmit: async ({ body, mentions }) => {
      await onSubmit(body, mentions);
      mention.clear();
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const error = fields.body.errors?.[0];

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.listKey(e)) return;
    if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
      e.preventDefault();
      formRef.current?.requestSubmit();
    } else if (e.key === "Escape" && onCancel) {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <form ref={formRef} id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-2">
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <MentionInput id={id} name={fields.body.name} mention={mention} invalid={!!error} autoFocus={autoFocus} onKeyDown={onKeyDown} />
      <p id={`${id}-help`} className={`text-xs ${error ? "text-red-600" : "text-slate-500"}`}>
        {error ?? "Markdown-lite: `code`, [links](https://…), - lists. Ctrl+Enter sends."}
      </p>
      <FormErrors form={form} />
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
  name,
  mention,
  invalid,
  autoFocus,
  onKeyDown,
}: {
  id: string;
  /** The payload's field the text is sent as. */
  name: string;
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
        name={name}
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
