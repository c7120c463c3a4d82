import { useCallback, useState } from "react";
import type { MemberView } from "../../../core/schemas/team";
import { listProjectMembers } from "../../lib/project-api";

/** The project's members, as the loader gave them, refreshed when the assignee choices matter. */
export function useProjectMembers(projectId: number, initial: MemberView[]) {
  const [members, setMembers] = useState(initial);
  // Members change on the Members tab (or elsewhere): refresh the assignee choices when they matter.
  const refreshMembers = useCallback(() => {
    listProjectMembers(projectId)
      .then(setMembers)
      .catch(() => {});
  }, [projectId]);
  return { members, refreshMembers };
}
