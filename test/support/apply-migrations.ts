import { applyD1Migrations, env } from "cloudflare:test";
import { testEnv } from "./test-env";

// Runs before every file (the runtime is shared, see vitest.worker.config.ts); migrations are idempotent, so applying per file is safe.
await applyD1Migrations(env.DB, testEnv.TEST_MIGRATIONS);
