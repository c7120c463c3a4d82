import { applyD1Migrations, env } from "cloudflare:test";

// Each test file gets isolated storage; migrations are idempotent, so applying per file is safe.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS!);
