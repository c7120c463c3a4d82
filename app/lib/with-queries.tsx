import type { ComponentType } from "react";

// Decision 177: an island's component inside the page's query cache, with react-query's code loaded beside the
// island's own chunk instead of in the page's first load.

/**
 * An island's loader whose component renders inside the page's query cache: the island's chunk and
 * react-query's load together, after hydration starts. Every call answers the same wrapper, so a second
 * preload never hands React a new component type.
 */
export function withQueries<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  let scoped: ComponentType<P> | undefined;
  return async () => {
    const [{ QueryScope }, Inner] = await Promise.all([import("./query-client"), load()]);
    scoped ??= function Scoped(props: P) {
      return (
        <QueryScope>
          <Inner {...props} />
        </QueryScope>
      );
    };
    return scoped;
  };
}
