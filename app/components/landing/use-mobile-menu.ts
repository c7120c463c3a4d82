import { useEffect, useRef, useState } from "react";

/**
 * The landing header's mobile menu: open or closed, closed again by Escape (focus back on the toggle),
 * a pointer outside the header, or the viewport growing past 768px, where the menu does not exist.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (headerRef.current && !(e.target instanceof Node && headerRef.current.contains(e.target))) setOpen(false);
    };
    // The menu only exists below the 768px breakpoint; close it when the viewport grows past it.
    const desktop = window.matchMedia("(min-width: 768px)");
    const onResize = () => desktop.matches && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    desktop.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      desktop.removeEventListener("change", onResize);
    };
  }, [open]);

  return { open, toggle: () => setOpen((o) => !o), close: () => setOpen(false), toggleRef, headerRef };
}
