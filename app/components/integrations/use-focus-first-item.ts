import { useEffect } from "react";

const FRAMES = 30;

/**
 * Menus open with focus on their first item (`autoFocus="first"`). When react-aria's collection is
 * built after the menu's mount effect (seen on a busy machine), there is no first item yet and the
 * focus lands on the menu itself; a keyboard user then has to press an arrow before anything is
 * focused. This moves the focus from the menu to its first enabled item once that item exists, for a
 * few frames at most, and never takes it back from an item or from outside the menu.
 */
export function useFocusFirstItem(ref: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frames = 0;
    let id = 0;
    const check = () => {
      const menu = ref.current;
      if (!menu || (menu.contains(document.activeElement) && document.activeElement !== menu)) return;
      if (document.activeElement === menu) {
        const first = menu.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])');
        if (first) return first.focus();
      }
      if (++frames < FRAMES) id = requestAnimationFrame(check);
    };
    id = requestAnimationFrame(check);
    return () => cancelAnimationFrame(id);
  }, [ref]);
}
