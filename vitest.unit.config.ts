import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Pure, runtime-agnostic code (core/) runs in plain Node: fast and no workerd start-up. Component tests
// (*.test.tsx) pick happy-dom in their first line.
const shared = {
  // happy-dom lacks what Conform's forms use of a browser (one shim for every component test).
  setupFiles: ["./test/support/happy-dom-forms.ts"],
  environment: "node",
  // A component test renders react-aria trees in happy-dom: 2–4 s on a busy 2-core machine, close to
  // vitest's 5 s default, while the typecheck shares the cores in CI.
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Two workers even on a 2-core machine (vitest's default there is one): most of the layer's time is
    // importing modules, which two workers share out.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // One module cache per worker for the Node files, not one per file: importing core again for each
        // file was most of their time. They keep no state in modules. The component files stay isolated:
        // react-aria keeps document-wide state in its modules (the modal stack that marks the rest of the
        // page inert), and one file's open dialog must not reach the next file's page.
        test: { ...shared, name: "node", include: ["test/unit/**/*.test.ts"], isolate: false },
      },
      { test: { ...shared, name: "components", include: ["test/unit/**/*.test.tsx"] } },
    ],
  },
});
