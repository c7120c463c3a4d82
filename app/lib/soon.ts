/**
 * Runs `fn` in a task of its own right after the current one, and returns a cancel (an effect's
 * cleanup). For fetches a page starts when it mounts: sending a request costs a few milliseconds of
 * script (the typed client, fetch itself), and inside the commit that hydrates a page they add up to a
 * task long enough to delay input (docs/decisions/028-project-page-hydration.md).
 */
export function soon(fn: () => void): () => void {
  const timer = setTimeout(fn, 0);
  return () => clearTimeout(timer);
}

/** The same for a query's read: awaited first in a queryFn that runs while a page hydrates. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
