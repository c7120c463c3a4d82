import { useEffect } from "react";
import { useKeyboard } from "../keyboard/keyboard-context";
import { isTypingTarget } from "../keyboard/shortcuts";

/**
 * While something is ticked, Escape clears it (and says so), unless the key belongs to something else
 * first: a field, an open menu or dialog.
 */
export function useEscapeClears(active: boolean, clear: () => void) {
  const keyboard = useKeyboard();
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      const t = e.target instanceof HTMLElement ? e.target : null;
      if (
        t &&
        isTypingTarget({
          tagName: t.tagName,
          type: "type" in t && typeof t.type === "string" ? t.type : undefined,
          role: t.getAttribute("role"),
          isContentEditable: t.isContentEditable,
        })
      )
        return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      clear();
      keyboard.announce("Selection cleared");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, clear, keyboard]);
}
