// CPU profiles of the page through the Chrome DevTools Protocol, for `npm run bench -- big` with
// BIG_PROFILE=<dir>: each measured interaction is recorded (a .cpuprofile DevTools opens) and the
// functions that took the most time are printed under its figure. Profile a build made with
// KICKOFF_READABLE_BUILD=1 (not minified) to read component names instead of one-letter ones.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Starts sampling; the returned function stops, saves `<dir>/<name>.cpuprofile` and prints the top entries. */
export async function startProfile(cdp, dir, name) {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  return async () => {
    const { profile } = await cdp.send("Profiler.stop");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    printTop(profile, file);
  };
}

/** Self time per function (name, file, line), the `count` largest, and the total sampled busy time. */
export function printTop(profile, file, count = 10) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dts = profile.timeDeltas;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const dt = (dts[i + 1] ?? 0) / 1000;
    const f = node.callFrame;
    if (f.functionName === "(idle)" || f.functionName === "(program)") continue;
    busy += dt;
    const key = `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`      profile ${file}: ${busy.toFixed(0)} ms busy; most self time:`);
  for (const [k, v] of top) console.log(`        ${v.toFixed(1).padStart(7)} ms  ${k.slice(0, 110)}`);
}
