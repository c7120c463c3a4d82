import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * Reads that follow the live board: when `version` moves (any change on the board), the reads under
 * `queryKey` are invalidated `delayMs` after the last change, so a burst (a drag, a plan save) costs one
 * read. The first render never invalidates: the query has just been read.
 */
export function useRefetchAfterChange(version: number, queryKey: QueryKey, delayMs: number, enabled = true) {
  const client = useQueryClient();
  const seen = useRef(version);
  const keyText = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for queryKey (a new array each render).
  useEffect(() => {
    if (!enabled || version === seen.current) return;
    seen.current = version;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey }), delayMs);
    return () => clearTimeout(timer);
  }, [version, keyText, delayMs, enabled, client]);
}
