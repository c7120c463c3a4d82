import { useEffect } from "react";

/**
 * Text typed into a server-rendered input before the page hydrated sits in the DOM but not in React's
 * state, and the first re-render would wipe it (a slow phone, a busy tab: the person types as soon as
 * the box shows). On mount the input's own value is adopted when it differs from the state. After a
 * client-side navigation the two are always equal, so this only ever acts on a hydrated page.
 */
export function useTextTypedBeforeHydration(
  ref: React.RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount: later differences are React's own renders
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) onChange(typed);
  }, []);
}
