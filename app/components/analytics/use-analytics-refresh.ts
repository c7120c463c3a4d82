import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { queryKeys } from "../../lib/query-keys";

/** Changes arrive in bursts (a drag, a plan save): one refetch per burst. */
const REFRESH_DELAY_MS = 500;

/**
 * The project's analytics are read again after a board change (`version` comes from the live board), at
 * most once per REFRESH_DELAY_MS: unlike a debounce, a steady stream of changes still refreshes, and a
 * burst costs one read of the history.
 */
export function useAnalyticsRefresh(projectId: number, version: number) {
  const client = useQueryClient();
  const seenVersion = useRef(version);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (version === seenVersion.current) return;
    seenVersion.current = version;
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void client.invalidateQueries({ queryKey: queryKeys.analyticsOf(projectId) });
    }, REFRESH_DELAY_MS);
  }, [version, client, projectId]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    },
    [],
  );
}
