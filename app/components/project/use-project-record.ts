import { useCallback, useMemo, useState } from "react";
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
 * The project as the server last described it (loader, then live pushes and our own saves), with a
 * rename of ours shown while it is in flight, and the two saves the page makes: its name and description.
 */
export function useProjectRecord(initial: ProjectView, toast: Toast) {
  const [confirmed, setConfirmed] = useState<ProjectView>(initial);
  // A rename of ours in flight, shown until the server answers: a push meanwhile can't flicker it back.
  const [renaming, setRenaming] = useState<string | null>(null);
  const project = useMemo(() => (renaming === null ? confirmed : { ...confirmed, name: renaming }), [confirmed, renaming]);
  const merge = useCallback((incoming: LiveProject | ProjectView) => setConfirmed((p) => mergeProject(p, incoming)), []);
  const setRole = useCallback((role: Role) => setConfirmed((p) => (p.role === role ? p : { ...p, role })), []);

  const rename = useStableCallback(async (name: string) => {
    setRenaming(name);
    try {
      merge(await updateProject(project.id, { name }));
      toast({ title: "Project updated" });
    } catch (err) {
      toast({ title: "Update failed", description: errorMessage(err, "Failed to update project details"), variant: "destructive" });
    } finally {
      // On failure this shows the server's name again, including any rename pushed meanwhile.
      setRenaming(null);
    }
  });

  const saveDescription = async (description: string | null): Promise<boolean> => {
    try {
      merge(await updateProject(project.id, { description }));
      toast({ title: "Project updated", description: "The description has been saved." });
      return true;
    } catch (err) {
      toast({ title: "Update failed", description: errorMessage(err, "Failed to update project details"), variant: "destructive" });
      return false;
    }
  };

  return { project, merge, setRole, rename, saveDescription };
}
