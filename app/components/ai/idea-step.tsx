import { useRef } from "react";
import { IDEA_MAX_CHARS } from "../../../core/schemas/idea-text";
import { ideaSchema } from "../../../core/schemas/plan";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { StartFromTemplateButton } from "../templates/start-from-template";
import { Button } from "../ui/button";
import { Lightbulb, Sparkles } from "../ui/icons";
import { TextField } from "../ui/text-field";
import { IDEA_EXAMPLES } from "./examples";
import { GENERATE_DEFAULT } from "./use-wizard-jobs";

/** The idea as POST /api/ai/generate-plan checks it (its `idea`). */
const ideaFormSchema = formSchema(ideaSchema, (v) => ({ idea: textOf(v.idea) }));

/**
 * Step 0 of the wizard (spec §2.4): the idea box, three example shortcuts and the generate button. On
 * Conform over the route's own idea schema (issue 23 #2). The text itself stays the wizard's (kept in the
 * tab's session, and adopted from the box when typed before hydration); the box is named `idea`, so the
 * form's data is the payload. The route's refusal ("We couldn't find a project…") comes back as `error`.
 */
export function IdeaStep({
  idea,
  error,
  onChange,
  onSubmit,
}: {
  idea: string;
  /** Why the last try was refused ("We couldn't find a project…"), shown under the box. */
  error: string | null;
  onChange: (idea: string) => void;
  /** Starts the plan (the wizard moves on to its next step); a blank idea is told in the spec's toast. */
  onSubmit: () => Promise<void>;
}) {
  const blank = idea.trim() === "";
  const tooLong = idea.length > IDEA_MAX_CHARS;
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, pending } = useSchemaForm({
    schema: ideaFormSchema,
    defaultValue: { idea: "" },
    shouldValidate: "onSubmit",
    fallback: GENERATE_DEFAULT,
    onSubmit: () => onSubmit(),
  });
  return (
    <div className="flex flex-col gap-4">
      {/* The form holds the box only: the template dialog below has a form of its own, and a React
          portal's submit would reach this one. Generate names it (`form`). */}
      <form
        ref={formRef}
        id={form.id}
        noValidate
        onSubmit={(e) => {
          // Spec §5: a blank idea is refused with its toast (the wizard's), as well as under the box.
          if (blank) void onSubmit();
          form.onSubmit(e);
        }}
      >
        <TextField
          label="Your project idea"
          hideLabel
          multiline
          rows={8}
          name={fields.idea.name}
          value={idea}
          onChange={onChange}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter submits; plain Enter is a new line in a pasted spec.
            if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
              e.preventDefault();
              formRef.current?.requestSubmit();
            }
          }}
          placeholder="Describe your project idea, paste a spec, or even a Slack thread..."
          errorMessage={
            tooLong
              ? `Project idea is too long (max ${IDEA_MAX_CHARS.toLocaleString("en-US")} characters).`
              : (fields.idea.errors?.[0] ?? error)
          }
        />
      </form>
      <IdeaShortcuts onChange={onChange} />
      <div className="flex items-center justify-between gap-3">
        <span className={`text-xs ${tooLong ? "text-red-600" : "text-slate-500"}`}>
          {idea.length.toLocaleString("en-US")} / {IDEA_MAX_CHARS.toLocaleString("en-US")} characters
        </span>
        <Button type="submit" form={form.id} isDisabled={blank || pending}>
          <Sparkles className="h-4 w-4" aria-hidden />
          Generate Project Plan
        </Button>
      </div>
    </div>
  );
}

/** Three example ideas, and (issue 25) skipping the idea for a template's shape. */
function IdeaShortcuts({ onChange }: { onChange: (idea: string) => void }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm text-slate-600">
          <Lightbulb className="h-4 w-4" aria-hidden />
          Try an example:
        </span>
        {IDEA_EXAMPLES.map((ex) => (
          <Button key={ex.label} variant="secondary" size="sm" onPress={() => onChange(ex.idea)}>
            {ex.label}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>Or start from a template:</span>
        <StartFromTemplateButton label="Start from a template" size="sm" />
      </div>
    </>
  );
}
