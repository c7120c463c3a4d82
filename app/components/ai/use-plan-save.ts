import { useNavigate } from "react-router";
import { PROVIDER_NAMES } from "../../../core/schemas/integrations";
import { api, errorMessage, readJson } from "../../lib/api";
import { useToast } from "../ui/toast";
import { firstPlanProblem } from "./plan-check";
import { fromDraft } from "./plan-draft";
import { useSaveClaim } from "./use-save-claim";
import { useTemplateChoice } from "./use-template-choice";
import { EMPTY_SESSION, INTERNAL_DESTINATION, type WizardSession } from "./wizard-session";

/**
 * The review's last step: save the plan as a Kickoff project (and, issue 25, as a template too), or
 * start its export to a provider. One save at a time.
 */
export function usePlanSave(
  session: WizardSession,
  setSession: (session: WizardSession) => void,
  update: (patch: Partial<WizardSession>) => void,
) {
  const toast = useToast();
  const navigate = useNavigate();
  const { saving, isSaving, claim } = useSaveClaim();
  // The plan saved as a template too (after the project, which it is made from).
  const template = useTemplateChoice();
  const saveFailed = (description: string) => toast({ title: "Failed to save project", description, variant: "destructive" });

  const exportPlan = async () => {
    const provider = session.destination;
    if (isSaving() || !session.draft || provider === INTERNAL_DESTINATION || !session.target) return;
    const { draft, target } = session;
    await claim(async () => {
      try {
        const { jobId } = await readJson(
          api.integrations.export[":integration"].$post({ param: { integration: provider }, json: { plan: fromDraft(draft), target } }),
        );
        update({ step: 3, exportJobId: jobId });
      } catch (err) {
        const description = errorMessage(err, `There was an error exporting to ${PROVIDER_NAMES[provider]}.`);
        toast({ title: "Export failed", description, variant: "destructive" });
      }
    });
  };

  const save = async () => {
    if (isSaving() || !session.draft) return;
    const draft = session.draft;
    // Checked here with the server's rules so the message can say which row is wrong.
    const problem = firstPlanProblem(draft);
    if (problem) return saveFailed(problem.message);
    const templateName = template.check(draft.name);
    if (templateName.problem) return saveFailed(templateName.problem);
    await claim(async () => {
      try {
        const { id } = await readJson(
          api.projects["from-plan"].$post({ json: { plan: fromDraft(draft), requestId: session.requestId ?? undefined } }),
        );
        setSession(EMPTY_SESSION);
        toast({ title: "Project saved successfully!", description: "Your new project has been created with all tasks and milestones." });
        if (templateName.name !== null) await saveTemplateOf(id, templateName.name, toast);
        template.reset();
        navigate(`/projects/${id}`);
      } catch (err) {
        saveFailed(errorMessage(err, "There was an error saving your project."));
      }
    });
  };

  return { saving, onSave: session.destination === INTERNAL_DESTINATION ? save : exportPlan, template: template.field };
}

/** The saved project's shape as a template; the project is kept whatever happens here. */
async function saveTemplateOf(projectId: number, name: string, toast: ReturnType<typeof useToast>) {
  try {
    await readJson(api.projects[":id"].template.$post({ param: { id: String(projectId) }, json: { name } }));
    toast({ title: "Template saved", description: `“${name}” is offered when you create a project.` });
  } catch (err) {
    toast({
      title: "Template not saved",
      description: `${errorMessage(err, "Something went wrong.")} The project was saved: use Save as Template on its page.`,
      variant: "destructive",
    });
  }
}
