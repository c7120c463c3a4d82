import { TextField, tooLong } from "../ui/text-field";

// Issue 25: "a plan can be saved as a template". A template is made from a project's board (its
// statuses and labels, links, dates from its start), so the wizard saves the plan as the project
// first, then that project's shape as the template, in one step (decision 101).

export const TEMPLATE_NAME_LIMIT = 100;

export interface PlanTemplateChoice {
  save: boolean;
  name: string;
}

/** The template name's problem, in the server's words, or null. */
export function templateNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "Please enter a template name";
  return trimmed.length > TEMPLATE_NAME_LIMIT ? tooLong("Template name", TEMPLATE_NAME_LIMIT) : null;
}

export function PlanTemplateOption({
  value,
  planName,
  onChange,
  error,
}: {
  value: PlanTemplateChoice;
  /** The template is named after the plan until the person types a name. */
  planName: string;
  onChange: (value: PlanTemplateChoice) => void;
  error?: string | null;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5"
          checked={value.save}
          onChange={(e) => onChange({ save: e.target.checked, name: value.name || planName })}
        />
        <span>
          Also save this plan as a template
          <span className="block text-xs text-slate-500">Start later projects from it, its dates moved to their start.</span>
        </span>
      </label>
      {value.save && (
        <TextField
          label="Template name"
          value={value.name}
          onChange={(name) => onChange({ ...value, name })}
          errorMessage={error ?? undefined}
          limit={TEMPLATE_NAME_LIMIT}
        />
      )}
    </div>
  );
}
