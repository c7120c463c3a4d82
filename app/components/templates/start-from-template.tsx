import { LayoutTemplate } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { projectNameField } from "../../../core/schemas/project";
import type { TemplateSummary } from "../../../core/schemas/template";
import { api, errorMessage, readJson } from "../../lib/api";
import { Badge } from "../ui/badge";
import { Button, type ButtonVariant } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { FormActions } from "../ui/form-actions";
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

type Loaded = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; templates: TemplateSummary[] };

function TemplateForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(localToday);
  const [name, setName] = useState("");
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<{ template?: string; startDate?: string; name?: string }>({});
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const load = useCallback(() => {
    setLoaded({ state: "loading" });
    readJson(api.templates.$get({}, { init: { cache: "no-store" } }))
      .then((templates) => setLoaded({ state: "ready", templates: templates as TemplateSummary[] }))
      .catch((err) => setLoaded({ state: "error", message: errorMessage(err, "Couldn't load the templates.") }));
  }, []);
  useEffect(load, [load]);

  const templates = loaded.state === "ready" ? loaded.templates : [];
  const pick = (t: TemplateSummary) => {
    setTemplateId(t.id);
    setErrors((e) => ({ ...e, template: undefined }));
    // The template's name until the person types their own.
    if (!nameTouched) setName(t.name);
  };

  const submit = async (e: React.FormEvent) => {
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
    setPending(true);
    try {
      const { id } = await readJson(api.projects["from-template"].$post({ json: { templateId, startDate, name: trimmed } }));
      toast({ title: "Project created", description: `“${trimmed}” starts on ${startDate}.` });
      onDone();
      navigate(`/projects/${id}`);
    } catch (err) {
      toast({
        title: "Project not created",
        description: errorMessage(err, "Something went wrong. Please try again."),
        variant: "destructive",
      });
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset className="space-y-2" aria-describedby={errors.template ? "template-choice-error" : undefined}>
        <legend className="text-sm font-medium text-slate-700">Template</legend>
        {loaded.state === "loading" && <Spinner label="Loading templates" />}
        {loaded.state === "error" && (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
            {loaded.message}
            <Button variant="secondary" size="sm" onPress={load}>
              Try again
            </Button>
          </div>
        )}
        {loaded.state === "ready" && templates.length === 0 && <p className="text-sm text-slate-500">No templates yet.</p>}
        {templates.length > 0 && (
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
        )}
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
      <FormActions submitLabel="Create Project" pendingLabel="Creating..." pending={pending} onCancel={onDone} />
    </form>
  );
}
