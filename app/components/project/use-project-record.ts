import { useCallback, useState } from "react";
import type { LiveProject } from "../../../core/schemas/board-protocol";
import type { Role } from "../../../core/schemas/fields";
import type { ProjectView } from "../../../core/schemas/project";
import { errorMessage } from "../../lib/api";
import { mergeProject } from "../../lib/board-state";
import { updateProject } from "../../lib/project-api";
import { useStableCallback } from "../../lib/use-stable-callback";
import type { useToast } from "../ui/toast";

type Toast = ReturnType<typeof useToast>;

/**
 * The project as the server last described it (loader, then live pushes and our own saves), and the
 * two saves the page makes in place: its name and its description. Each says how it went in a toast
 * (spec §8) and, when refused, throws, so the form keeps what was typed and shows why next to it.
 */
export function useProjectRecord(initial: ProjectView, toast: Toast) {
  const [project, setProject] = useState<ProjectView>(initial);
  const merge = useCallback((incoming: LiveProject | ProjectView) => setProject((p) => mergeProject(p, incoming)), []);
  const setRole = useCallback((role: Role) => setProject((p) => (p.role === role ? p : { ...p, role })), []);

  const save = async (patch: { name: string } | { description: string | null }, saved: { title: string; description?: string }) => {
    try {
      merge(await updateProject(project.id, patch));
      toast(saved);
    } catch (err) {
      toast({ title: "Update failed", description: errorMessage(err, "Failed to update project details"), variant: "destructive" });
      throw err;
    }
  };
  const rename = useStableCallback((name: string) => save({ name }, { title: "Project updated" }));
  const saveDescription = (description: string | null) =>
    save({ description }, { title: "Project updated", description: "The description has been saved." });

  return { project, merge, setRole, rename, saveDescription };
}
