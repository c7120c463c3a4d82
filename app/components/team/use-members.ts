import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

/** The project's members, loaded in the browser (the panel lives inside the project page's tab). */
export function useMembers(projectId: number) {
  const client = useQueryClient();
  const key = queryKeys.members(projectId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => readJson(api.projects[":id"].members.$get({ param: { id: String(projectId) } })),
  });
  // The member writes (add, role change, removal) report here: the list is read again.
  const reload = useCallback(() => client.invalidateQueries({ queryKey: queryKeys.members(projectId) }), [client, projectId]);
  // Spec §7 names this message for a failed members read.
  const error = query.isError && !query.isFetching ? "Failed to fetch project members" : null;
  return { members: query.data ?? null, error, reload };
}
