import type { D1Migration } from "cloudflare:test";
import { env } from "cloudflare:test";
import type { ContractSet } from "./fakes/contracts";

/**
 * Bindings that only the test runner passes in (vitest.worker.config.ts, miniflare `bindings`), kept
 * out of the Worker's own `Env` so production code cannot come to rely on them.
 */
export interface TestBindings {
  /** The D1 migrations, applied before each test file (apply-migrations.ts). */
  TEST_MIGRATIONS: D1Migration[];
  /** The providers' compiled contracts (test/contracts/), or null when not on this machine. */
  TEST_CONTRACTS: ContractSet | null;
  /** The route fuzz's size and seed (test/api/route-fuzz.test.ts); "" for the defaults. */
  FUZZ_REQUESTS: string;
  FUZZ_SEED: string;
}

/** The test Worker's env with the test-only bindings: the one place they are typed. */
export const testEnv = env as Cloudflare.Env & TestBindings;
