import { applyD1Migrations, env } from "cloudflare:test";
import { testEnv } from "./test-env";

// Each test file gets isolated storage; migrations are idempotent, so applying per file is safe.
await applyD1Migrations(env.DB, testEnv.TEST_MIGRATIONS);
