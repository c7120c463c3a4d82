import { defineConfig } from "vitest/config";

// Pure, runtime-agnostic code (core/) runs in plain Node: fast and no workerd start-up.
export default defineConfig({
  test: { include: ["test/unit/**/*.test.{ts,tsx}"], environment: "node" },
});
