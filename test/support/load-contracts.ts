import { env } from "cloudflare:test";
import { registerContracts } from "./fakes/contracts";

// Worker tests: the contracts come in as a binding (vitest.worker.config.ts reads them in Node).
registerContracts(env.TEST_CONTRACTS);
