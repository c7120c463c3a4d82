import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Pure, runtime-agnostic code (core/) runs in plain Node: fast and no workerd start-up. Component tests
// (*.test.tsx) pick happy-dom in their first line.
export default defineConfig({
  // Two workers even on a 2-core machine (vitest's default there is one): most of the layer's time is
  // importing modules, which two workers share out.
  test: {
    include: ["test/unit/**/*.test.{ts,tsx}"],
    // happy-dom lacks what Conform's forms use of a browser (one shim for every component test).
    setupFiles: ["./test/support/happy-dom-forms.ts"],
    environment: "node",
    // One module cache per worker, not per file: importing React, react-aria and core again for each of
    // 138 files was most of the layer's time (130 s → 75 s). Tests keep no state in modules.
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A component test renders react-aria trees in happy-dom: 2–4 s on a busy 2-core machine, close to
    // vitest's 5 s default, while the typecheck shares the cores in CI.
    testTimeout: 30_000,
  },
});
