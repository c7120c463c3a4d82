import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

/**
 * A component the server renders in full but whose code is not part of the route's first-load bundle: the
 * browser fetches it as its own chunk when hydration reaches it, and the server HTML stays on screen (a
 * dehydrated Suspense boundary) until then. For what a page shows but needs no script for at first paint:
 * the landing page for visitors, the sidebar for members, the board. See docs/decisions/009-first-load-budget.md.
 *
 * The server must have the module loaded before it renders (`await X.preload()` in the route loader), or
 * the boundary streams in after the shell instead of being part of it.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  /**
   * Large parts of the island's module graph to evaluate first, one after another. A module graph is
   * evaluated in one task once it has loaded; for a big island that task blocks input for a while. Each
   * import here is a task of its own, so the island's own evaluation is left with less to do.
   */
  evaluateFirst: Array<() => Promise<unknown>> = [],
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    for (const part of evaluateFirst) {
      await part();
      // A module already fetched can be evaluated within the same task's microtasks: yield to the
      // browser between parts so each really is a task of its own (and input can run in between).
      if (typeof window !== "undefined") await yieldToBrowser();
    }
    const component = await load();
    loaded = component;
    return component;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Island(props: P) {
    // Chosen once per mount, so the element type never changes under it (that would remount it): the
    // loaded module when it is there (always on the server; in the browser after the first load), else
    // the lazy wrapper, which suspends until the chunk arrives.
    const [Loaded] = useState(() => loaded);
    return <Suspense fallback={fallback}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Object.assign(Island, { preload });
}
