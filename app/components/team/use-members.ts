import { useCallback, useEffect, useState } from "react";
import type { MemberView } from "../../../core/schemas/team";
import { api, readJson } from "../../lib/api";

/** The project's members, loaded in the browser (the panel lives inside the project page's tab). */
export function useMembers(projectId: number) {
  const [members, setMembers] = useState<MemberView[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const list = await readJson(api.projects[":id"].members.$get({ param: { id: String(projectId) } }));
      setMembers(list);
      setError(null);
    } catch {
      // Spec §7 names this message for a failed members read.
      setError("Failed to fetch project members");
    }
  }, [projectId]);

  useEffect(() => {
    setMembers(null);
    void reload();
  }, [reload]);

  return { members, error, reload };
}
