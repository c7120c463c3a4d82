import { registerContracts } from "./fakes/contracts";
import { testEnv } from "./test-env";

// Worker tests: the contracts come in as a binding (vitest.worker.config.ts reads them in Node).
registerContracts(testEnv.TEST_CONTRACTS);
