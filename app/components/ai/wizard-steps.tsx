import { PROVIDER_NAMES } from "../../../core/schemas/integrations";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { PartialItems } from "./partial-items";
import type { Destination, WizardSession } from "./wizard-session";

/** Step 1: the plan is being written; a model's items appear as they stream in. */
export function GeneratingStep({ partial, onCancel }: { partial: WizardSession["partial"]; onCancel: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center" aria-live="polite">
      <Spinner label="Generating plan" className="h-10 w-10" />
      <p className="text-lg font-medium">Analyzing your project idea...</p>
      {partial ? <PartialItems partial={partial} /> : <p className="text-sm text-slate-500">Items appear here as the model writes them.</p>}
      <Button variant="ghost" size="sm" onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** Step 3: the export to a provider runs as a job. */
export function ExportingStep({ destination }: { destination: Exclude<Destination, "Kickoff_only"> }) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center" aria-live="polite">
      <Spinner label="Exporting" className="h-10 w-10" />
      <p className="text-lg font-medium">Exporting your project to {PROVIDER_NAMES[destination]}...</p>
      <p className="text-sm text-slate-500">Kickoff creates each item in turn and waits when the provider asks it to slow down.</p>
    </div>
  );
}

export function ReviewLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading the plan" className="h-8 w-8" />
    </div>
  );
}
