import { type CompiledContract, RestContract } from "./contract";

// The providers' contracts, registered once per test isolate (workerd: from the TEST_CONTRACTS
// binding, see test/support/load-contracts.ts; e2e: from test/contracts/load.ts). The documents are
// third-party data kept outside this repository (test/contracts/README.md). Where they are absent the
// fakes still enforce the documented rules (rules.ts), the contract-only refusal cases are skipped, and
// every run says so on its first line: checking less is announced, never silent.

export interface ContractSet {
  dir: string;
  asana: CompiledContract;
  jira: CompiledContract;
  smartsheet: CompiledContract;
  mondaySdl: string;
}

let registered: ContractSet | null = null;
const rest = new Map<string, RestContract>();

export function registerContracts(set: ContractSet | null | undefined): void {
  registered = set ?? null;
  rest.clear();
}

export const MISSING_CONTRACTS =
  "The providers' contracts were not found: run test/contracts/extract.mjs (test/contracts/README.md) or set KICKOFF_CONTRACTS_DIR.";

export function contractsLoaded(): boolean {
  return registered !== null;
}

export function restContract(provider: "asana" | "jira" | "smartsheet"): RestContract | null {
  if (!registered) return null;
  let c = rest.get(provider);
  if (!c) {
    c = new RestContract(registered[provider]);
    rest.set(provider, c);
  }
  return c;
}

export function mondaySdl(): string | null {
  return registered?.mondaySdl ?? null;
}
