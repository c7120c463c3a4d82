import type { PartialPlan } from "../../../core/ai/partial-plan";
import { planFeedbackSchema } from "../../../core/schemas/plan";
import { formErrorsFrom, type FormErrors as PlacedErrors } from "../../lib/server-errors";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors, FormTextField } from "../ui/form-fields";
import { Check, MessageSquarePlus, Minus, Pencil, Plus, X } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { PartialItems } from "./partial-items";
import { describeChange, type PlanChange } from "./plan-diff";
import { GENERATE_DEFAULT } from "./use-wizard-jobs";

/** The feedback's text, checked by the route's own rule; the plan is the review's, added when it is sent. */
const feedbackFormSchema = formSchema(planFeedbackSchema.pick({ text: true }), (v) => ({ text: textOf(v.text) }));

/** The route's refusal, placed: the text is the payload's `feedback.text`; the rest is the form's. */
function feedbackErrors(err: unknown): PlacedErrors {
  const { fieldErrors, formErrors } = formErrorsFrom(err, ["feedback.text"], GENERATE_DEFAULT);
  const text = fieldErrors["feedback.text"];
  return { fieldErrors: text ? { text } : {}, formErrors };
}

export interface FeedbackRound {
  busy: boolean;
  /** A model's proposal as it streams in. */
  partial: PartialPlan | null;
  /** The proposal compared with the edited plan; null when there is none to review. */
  changes: PlanChange[] | null;
  /** Asks for a new round; throws (an ApiError) when the request is refused, so the box keeps the text. */
  onSubmit: (text: string) => Promise<void>;
  onResolve: (id: string, accept: boolean) => void;
  onResolveAll: (accept: boolean) => void;
}

const TYPE_LABEL = { added: "Added", removed: "Removed", changed: "Changed" } as const;
const TYPE_ICON = { added: Plus, removed: Minus, changed: Pencil } as const;
const TYPE_TONE = {
  added: "border-emerald-200 bg-emerald-50",
  removed: "border-red-200 bg-red-50",
  changed: "border-amber-200 bg-amber-50",
} as const;

/**
 * "Regenerate with feedback" on the review step: the new plan arrives as a list of changes to the
 * plan as edited, each accepted or rejected on its own, so edits the feedback did not touch stay.
 */
export function FeedbackPanel({ round }: { round: FeedbackRound }) {
  return (
    <section aria-labelledby="plan-feedback-heading" className="rounded-md border border-slate-200 p-3">
      <h4 id="plan-feedback-heading" className="mb-2 flex items-center gap-2 font-semibold">
        <MessageSquarePlus className="h-4 w-4" aria-hidden />
        Regenerate with feedback
      </h4>
      {round.changes === null && <FeedbackForm busy={round.busy} onSubmit={round.onSubmit} />}
      {round.busy && round.partial && <PartialItems partial={round.partial} />}
      {round.changes !== null && <ChangeList changes={round.changes} onResolve={round.onResolve} onResolveAll={round.onResolveAll} />}
    </section>
  );
}

/**
 * What should change, on Conform over the feedback's own schema (`planFeedbackSchema`'s text, issue 23
 * #2): Enter sends it, a refusal shows under the box with the text kept, one round at a time.
 */
function FeedbackForm({ busy, onSubmit }: { busy: boolean; onSubmit: (text: string) => Promise<void> }) {
  const { form, fields, pending } = useSchemaForm({
    schema: feedbackFormSchema,
    defaultValue: { text: "" },
    shouldValidate: "onSubmit",
    fallback: GENERATE_DEFAULT,
    errorsOf: feedbackErrors,
    onSubmit: ({ text }) => onSubmit(text),
  });
  const working = busy || pending;
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <FormTextField
            field={fields.text}
            label="What should change?"
            placeholder="e.g. fewer tasks, add a QA phase, deadline Feb 1, split the design task"
          />
        </div>
        <Button type="submit" variant="secondary" isDisabled={working} className="sm:mt-6">
          {working && <Spinner label="Regenerating" className="h-4 w-4" />}
          Regenerate
        </Button>
      </div>
      <FormErrors form={form} />
    </form>
  );
}

function ChangeList({
  changes,
  onResolve,
  onResolveAll,
}: {
  changes: PlanChange[];
  onResolve: (id: string, accept: boolean) => void;
  onResolveAll: (accept: boolean) => void;
}) {
  if (changes.length === 0) {
    return (
      <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
        <p>The new plan is the same as yours: nothing to change.</p>
        <Button variant="ghost" size="sm" onPress={() => onResolveAll(false)}>
          Close
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {changes.length} proposed {changes.length === 1 ? "change" : "changes"} to your plan
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onPress={() => onResolveAll(true)}>
            Accept all
          </Button>
          <Button size="sm" variant="ghost" onPress={() => onResolveAll(false)}>
            Reject all
          </Button>
        </div>
      </div>
      <ul className="relative flex max-h-[300px] flex-col gap-2 overflow-y-auto pr-1" aria-label="Proposed changes">
        {changes.map((change) => {
          const Icon = TYPE_ICON[change.type];
          const what = change.kind === "timeline" ? "" : ` ${change.kind}`;
          const line = describeChange(change);
          return (
            <li
              key={change.id}
              className={`flex items-start justify-between gap-3 rounded-md border p-2 text-sm ${TYPE_TONE[change.type]}`}
            >
              <p className="min-w-0">
                <span className="inline-flex items-center gap-1 font-medium">
                  <Icon className="h-3.5 w-3.5" aria-hidden />
                  {TYPE_LABEL[change.type]}
                  {what}:
                </span>{" "}
                <span className={change.type === "removed" ? "line-through" : ""}>{line}</span>
              </p>
              <div className="flex shrink-0 gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Accept: ${TYPE_LABEL[change.type]}${what} ${line}`}
                  onPress={() => onResolve(change.id, true)}
                >
                  <Check className="h-4 w-4 text-emerald-700" aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Reject: ${TYPE_LABEL[change.type]}${what} ${line}`}
                  onPress={() => onResolve(change.id, false)}
                >
                  <X className="h-4 w-4 text-red-700" aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
