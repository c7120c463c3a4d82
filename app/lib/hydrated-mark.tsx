import { useEffect } from "react";

/**
 * Marks `<html data-hydrated>` once the app has hydrated. Effects run children first, so the root's runs
 * after every screen's own: from then on a click reaches React's handlers, not the server's bare HTML.
 * Browser tests and benches wait on it instead of guessing from network quiet.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
