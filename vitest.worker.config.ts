import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { loadContracts } from "./test/contracts/load";

// API, board and queue tests run inside workerd with real D1, Durable Objects and Queues.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  // The providers' published contracts the fakes check every request against (test/contracts/).
  const contracts = loadContracts(import.meta.dirname);
  if (!contracts) {
    console.warn(
      "NOTE: the providers' contracts are not on this machine (test/contracts/README.md): the provider fakes check their documented rules only, and the contract refusal cases are skipped.",
    );
  }
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // Plain JSON: the compiled contracts, or null (the fakes then check their documented rules only).
            TEST_CONTRACTS: contracts as unknown as import("miniflare").Json,
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
      include: ["test/{api,board,queue,contracts}/**/*.test.ts"],
      setupFiles: ["./test/support/apply-migrations.ts", "./test/support/load-contracts.ts"],
      testTimeout: 20_000,
      // One workerd runtime for every file instead of a fresh one per file: a fresh runtime cost ~8 s of
      // setup per file (600 of the layer's 900 s in CI). Files do not share state they depend on: each
      // makes its own users and projects, and migrations are idempotent (apply-migrations.ts).
      isolate: false,
      // Two runtimes at once even on a 2-core machine (vitest's default there is one): much of a file's time
      // is spent waiting on the runtime's timers, queues and alarms, so two files overlap well (340 s → 235 s
      // for the layer on an idle 2-core machine). Each worker has a runtime of its own.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  };
});
