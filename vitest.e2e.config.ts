import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium driven by playwright-core against the built app served by
// `wrangler dev` (real workerd, local D1, DOs and queues). One file at a time: the machine has 2 cores.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./e2e/lib/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
