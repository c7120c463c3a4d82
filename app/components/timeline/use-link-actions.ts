import type { Dependency } from "../../../core/schemas/dependency";
import { errorMessage } from "../../lib/api";
import { addDependency, removeDependency } from "../../lib/timeline-api";
import type { LiveBoard } from "../../lib/use-live-board";
import { useToast } from "../ui/toast";

export interface NewLink {
  predecessorId: string;
  successorId: string;
  type?: Dependency["type"];
  lagDays?: number;
}

/** Adding and removing links between tasks: saved through the API, then put on the live board. */
export function useLinkActions(projectId: number, live: LiveBoard) {
  const toast = useToast();

  /** Toasts a refusal and throws it, for a form that shows why next to its input (the links panel's). */
  const addLink = async (input: NewLink) => {
    try {
      const dependency = await addDependency(projectId, input);
      live.dispatch({ type: "link", dependency });
    } catch (err) {
      toast({ title: "Couldn't link the tasks", description: errorMessage(err, "Please try again."), variant: "destructive" });
      throw err;
    }
  };

  /** A link drawn on the chart: a refusal is the toast alone. */
  const link = (input: NewLink) => addLink(input).catch(() => {});

  const unlink = async (d: Dependency) => {
    try {
      await removeDependency(projectId, d.id);
      live.dispatch({ type: "unlink", id: d.id });
    } catch (err) {
      toast({ title: "Couldn't remove the link", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  };

  return { link, addLink, unlink };
}
