// Issue 25 item 9: `npm run bench -- views-in-app` times the view path (filter, group, sort, and the
// Board's status columns) inside the production build, where people run it. The bench sets
// `window.__kickoffMeasure` before the app loads; for everyone else this is one property read, and no
// timing entries pile up in the page.

declare global {
  interface Window {
    __kickoffMeasure?: boolean;
  }
}

export function measured<T>(name: string, run: () => T): T {
  if (typeof window === "undefined" || window.__kickoffMeasure !== true) return run();
  const start = performance.now();
  const out = run();
  performance.measure(name, { start, end: performance.now() });
  return out;
}
