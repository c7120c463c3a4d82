import { useEffect, useRef, useState } from "react";

// The hero demo's clock: `t` (ms into the loop) advances only while the demo may move.

const TICK_MS = 50;

/** Calls `start` once the page has loaded and the main thread is idle: the demo never competes with first paint or hydration. */
export function whenPageIsIdle(start: () => void): () => void {
  // Safari has no requestIdleCallback.
  const hasIdle = typeof (window as { requestIdleCallback?: unknown }).requestIdleCallback === "function";
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (hasIdle) idle = window.requestIdleCallback(start, { timeout: 3000 });
    else timer = setTimeout(start, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * The loop's clock. It runs once the page is idle, and stops while the person asks for less motion,
 * hovers it with a mouse, pauses it, or has scrolled it out of view. `ref` goes on the demo's element.
 */
export function useDemoClock(loopMs: number, reduced: boolean) {
  // The server renders the first frame; the loop starts only after load (docs/decisions/009-first-load-budget.md).
  const [started, setStarted] = useState(false);
  useEffect(() => whenPageIsIdle(() => setStarted(true)), []);
  const [t, setT] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [inView, setInView] = useState(true);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const running = started && !reduced && !hovered && !userPaused && inView;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setT((x) => (x + TICK_MS) % loopMs), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, loopMs]);

  return { t, ref, setHovered, userPaused, togglePaused: () => setUserPaused((p) => !p) };
}
