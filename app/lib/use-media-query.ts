import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches. The server (and the first client render) assume `serverValue`, so
 * hydration matches; the real value applies right after.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
