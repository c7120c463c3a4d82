import { useLayoutEffect, useState } from "react";

/**
 * The height that lets an element end at the bottom of the window (less `gap`), so the page itself never
 * scrolls and only the element's own panels do. Measured from the element's place on the page, again
 * whenever the window or anything above it changes size. `min` keeps it usable on a very short window;
 * only then does the page scroll.
 */
export function useFillHeight<T extends HTMLElement>({ gap = 24, min = 360 } = {}) {
  // A callback ref: the element may mount later (a switch from the board to the list).
  const [el, ref] = useState<T | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - gap)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [el, gap, min]);
  return { ref, height };
}
