import { useQuery } from "@tanstack/react-query";
import type { TemplateSummary } from "../../../core/schemas/template";
import { api, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { Badge } from "../ui/badge";
import { QueryState } from "../ui/query-state";
import { Spinner } from "../ui/spinner";

/** The templates to start from, built-in and the person's own, as one radio group. */
export function TemplateChoice({
  name,
  templateId,
  error,
  onPick,
}: {
  /** The radios' name: the payload's field, so the checked one carries the choice into the form data. */
  name: string;
  templateId: string | null;
  error?: string;
  onPick: (t: TemplateSummary) => void;
}) {
  const loaded = useQuery({
    queryKey: queryKeys.templates(),
    queryFn: () => readJson(api.templates.$get({}, { init: { cache: "no-store" } })),
  });
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "template-choice-error" : undefined}>
      <legend className="text-sm font-medium text-slate-700">Template</legend>
      <QueryState
        query={loaded}
        className=""
        loadingLabel="Loading templates"
        errorFallback="Couldn't load the templates."
        loading={<Spinner label="Loading templates" />}
      >
        {(templates) =>
          templates.length === 0 ? (
            <p className="text-sm text-slate-500">No templates yet.</p>
          ) : (
            <ul className="max-h-72 space-y-2 overflow-y-auto pr-1">
              {templates.map((t) => (
                <li key={t.id}>
                  <TemplateOption name={name} template={t} checked={templateId === t.id} onPick={() => onPick(t)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {error && (
        <p id="template-choice-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function TemplateOption({
  name,
  template: t,
  checked,
  onPick,
}: {
  name: string;
  template: TemplateSummary;
  checked: boolean;
  onPick: () => void;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm ${checked ? "border-indigo-500 bg-indigo-50" : "border-slate-200 hover:bg-slate-50"}`}
    >
      <input type="radio" name={name} value={t.id} className="mt-1" checked={checked} onChange={onPick} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {t.name}
          <Badge tone={t.builtIn ? "purple" : "blue"}>{t.builtIn ? "Built-in" : "Yours"}</Badge>
        </span>
        {t.description && <span className="mt-0.5 block text-slate-600">{t.description}</span>}
        <span className="mt-0.5 block text-xs text-slate-500">
          {count(t.taskCount, "task", "tasks")} · {count(t.milestoneCount, "milestone", "milestones")} ·{" "}
          {count(t.durationDays, "day", "days")}
        </span>
      </span>
    </label>
  );
}
