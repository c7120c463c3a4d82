import type { GeneratedPlan } from "../../core/schemas/plan";

// A model's task counts as the user's only when it cites words of the idea (issue 20). One whose
// cited span is missing or not in the text is a suggestion, shown apart on the review step.

export const UNCITED_REASON = "The model added this step; it cites no words of your text.";

/** Lower case, one space, no quotes or Markdown marks: how a cited span is looked up in the idea. */
function loose(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize("NFC")
    .replace(/[*_`~#>"“”‘’'«»]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function citesIdea(idea: string, span: string | null): boolean {
  if (!span) return false;
  const wanted = loose(span);
  return wanted.length >= 3 && loose(idea).includes(wanted);
}

/** The plan with every task that cites nothing of the idea marked as a suggestion, with the reason. */
export function markUncitedTasks(plan: GeneratedPlan, idea: string): GeneratedPlan {
  return {
    ...plan,
    tasks: plan.tasks.map((task) => {
      if (task.userAdded) return task;
      if (citesIdea(idea, task.sourceText)) return { ...task, suggested: false, reason: undefined };
      return { ...task, suggested: true, reason: task.suggested && task.reason ? task.reason : UNCITED_REASON, sourceText: null };
    }),
  };
}
