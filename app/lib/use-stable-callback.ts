import { useCallback, useRef } from "react";

/**
 * A function that keeps its identity for the component's lifetime and always calls the latest `fn`. For
 * handlers passed to memoised children (task rows): a fresh arrow each render would defeat the memo.
 * Only for event handlers, never for something called during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}
