import { useState } from "react";
import { type PlanTemplateChoice, templateNameProblem } from "../templates/plan-template-option";

const NO_TEMPLATE: PlanTemplateChoice = { save: false, name: "" };

/** Issue 25: whether the plan is saved as a template too, and under which name, with the name's problem shown in place. */
export function useTemplateChoice() {
  const [choice, setChoice] = useState<PlanTemplateChoice>(NO_TEMPLATE);
  const [error, setError] = useState<string | null>(null);

  /** The name to save the template under (the plan's when none is typed), or null for no template; a bad name's problem is shown. */
  const check = (planName: string) => {
    const name = choice.save ? choice.name.trim() || planName.trim() : null;
    const problem = name === null ? null : templateNameProblem(name);
    setError(problem);
    return { name, problem };
  };

  const field = {
    value: choice,
    error,
    onChange: (value: PlanTemplateChoice) => {
      setChoice(value);
      setError(null);
    },
  };
  return { field, check, reset: () => setChoice(NO_TEMPLATE) };
}
