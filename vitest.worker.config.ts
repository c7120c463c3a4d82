import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// API, board and queue tests run inside workerd with real D1, Durable Objects and Queues.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ENVIRONMENT: "development",
            // What `npm run dev` writes to .dev.vars: the key for stored provider credentials.
            INTEGRATIONS_KEY: "test-integrations-key-0123456789abcdef0123",
            // The route fuzz (test/api/route-fuzz.test.ts): a few hundred requests in CI, more on request.
            FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? "",
            FUZZ_SEED: process.env.FUZZ_SEED ?? "",
          },
        },
      }),
    ],
    resolve: {
      alias: { "virtual:react-router/server-build": path.join(import.meta.dirname, "test/support/server-build-stub.ts") },
    },
    test: {
      include: ["test/{api,board,queue}/**/*.test.ts"],
      setupFiles: ["./test/support/apply-migrations.ts"],
      testTimeout: 20_000,
    },
  };
});
