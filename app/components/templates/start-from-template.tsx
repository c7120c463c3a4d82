import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LayoutTemplate } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { projectNameField } from "../../../core/schemas/project";
import type { TemplateSummary } from "../../../core/schemas/template";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { Badge } from "../ui/badge";
import { Button, type ButtonVariant } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
import { QueryState } from "../ui/query-state";
import { Spinner } from "../ui/spinner";
import { TextField } from "../ui/text-field";
import { useToast } from "../ui/toast";

// Issue 25: start a project from a template, built-in or one's own, on a chosen day: every date in
// it moves with that day. Offered on the projects page and in the AI wizard.

const NAME_LIMIT = 120;

/** Today in the browser's own calendar, as the date input shows it. */
function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function StartFromTemplateButton({
  label = "New from template",
  variant = "secondary",
  size = "md",
}: {
  label?: string;
  variant?: ButtonVariant;
  size?: "sm" | "md";
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button variant={variant} size={size}>
        <LayoutTemplate className="h-4 w-4" aria-hidden />
        {label}
      </Button>
      <Dialog
        title="Start from a template"
        description="Pick a template and the day the project starts: its tasks, milestones, links, statuses and labels come with it, dated from that day."
        size="lg"
      >
        {(close) => <TemplateForm onDone={close} />}
      </Dialog>
    </DialogTrigger>
  );
}

function TemplateForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const loaded = useQuery({
    queryKey: queryKeys.templates(),
    queryFn: () => readJson(api.templates.$get({}, { init: { cache: "no-store" } })),
  });
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(localToday);
  const [name, setName] = useState("");
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<{ template?: string; startDate?: string; name?: string }>({});
  const inFlight = useRef(false);

  const start = useMutation({
    mutationFn: (json: { templateId: string; startDate: string; name: string }) => readJson(api.projects["from-template"].$post({ json })),
    onSuccess: ({ id }, { name, startDate }) => {
      toast({ title: "Project created", description: `“${name}” starts on ${startDate}.` });
      onDone();
      navigate(`/projects/${id}`);
      return invalidateAfter(client, "startFromTemplate");
    },
    onError: (err) => {
      toast({
        title: "Project not created",
        description: errorMessage(err, "Something went wrong. Please try again."),
        variant: "destructive",
      });
      inFlight.current = false;
    },
  });

  const pick = (t: TemplateSummary) => {
    setTemplateId(t.id);
    setErrors((e) => ({ ...e, template: undefined }));
    // The template's name until the person types their own.
    if (!nameTouched) setName(t.name);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    // The server's own rules for a project name, so the message is the same.
    const checked = projectNameField.safeParse(name);
    const trimmed = checked.success ? checked.data : name.trim();
    const problems = {
      template: templateId ? undefined : "Please choose a template",
      startDate: /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? undefined : "Please choose a start date",
      name: checked.success ? undefined : checked.error.issues[0]?.message,
    };
    setErrors(problems);
    if (problems.template || problems.startDate || problems.name || !templateId) return;
    inFlight.current = true;
    start.mutate({ templateId, startDate, name: trimmed });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset className="space-y-2" aria-describedby={errors.template ? "template-choice-error" : undefined}>
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
                    <label
                      className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm ${templateId === t.id ? "border-indigo-500 bg-indigo-50" : "border-slate-200 hover:bg-slate-50"}`}
                    >
                      <input type="radio" name="template" className="mt-1" checked={templateId === t.id} onChange={() => pick(t)} />
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                          {t.name}
                          <Badge tone={t.builtIn ? "purple" : "blue"}>{t.builtIn ? "Built-in" : "Yours"}</Badge>
                        </span>
                        {t.description && <span className="mt-0.5 block text-slate-600">{t.description}</span>}
                        <span className="mt-0.5 block text-xs text-slate-500">
                          {t.taskCount} {t.taskCount === 1 ? "task" : "tasks"} · {t.milestoneCount}{" "}
                          {t.milestoneCount === 1 ? "milestone" : "milestones"} · {t.durationDays} {t.durationDays === 1 ? "day" : "days"}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        {errors.template && (
          <p id="template-choice-error" role="alert" className="text-sm text-red-600">
            {errors.template}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="date"
          value={startDate}
          onChange={(v) => {
            setStartDate(v);
            setErrors((e) => ({ ...e, startDate: undefined }));
          }}
          errorMessage={errors.startDate}
        />
        <TextField
          label="Project name"
          value={name}
          onChange={(v) => {
            setName(v);
            setNameTouched(true);
            setErrors((e) => ({ ...e, name: undefined }));
          }}
          errorMessage={errors.name}
          limit={NAME_LIMIT}
        />
      </div>
      <FormActions submitLabel="Create Project" pendingLabel="Creating..." pending={start.isPending} onCancel={onDone} />
    </form>
  );
}
