import { type CompiledContract, RestContract } from "./contract";

// The providers' contracts, registered once per test isolate (workerd: from the TEST_CONTRACTS
// binding, see test/support/load-contracts.ts; e2e: from test/contracts/load.ts). A fake without its contract
// refuses every request, so a missing contract fails the tests instead of silently checking nothing.

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
