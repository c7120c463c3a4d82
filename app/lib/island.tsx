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
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
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
