import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ContractSet } from "../support/fakes/contracts";

// Finds the compiled provider contracts (README.md): KICKOFF_CONTRACTS_DIR, else shared/contracts
// beside the repository (where the steering repo keeps data files), else test/contracts/vendor/.
// Node only: the worker test config passes the result into workerd as a binding, the e2e harness
// registers it with the fakes directly.

const FILES = ["asana.json", "jira.json", "smartsheet.json", "monday.graphql"];

export function contractsDir(root: string): string | null {
  const candidates = [
    process.env.KICKOFF_CONTRACTS_DIR,
    path.join(root, "..", "shared", "contracts"),
    path.join(root, "test", "contracts", "vendor"),
  ];
  return candidates.find((dir): dir is string => Boolean(dir) && FILES.every((f) => existsSync(path.join(dir as string, f)))) ?? null;
}

export function loadContracts(root: string): ContractSet | null {
  const dir = contractsDir(root);
  if (!dir) return null;
  const json = (f: string) => JSON.parse(readFileSync(path.join(dir, f), "utf8"));
  return {
    dir,
    asana: json("asana.json"),
    jira: json("jira.json"),
    smartsheet: json("smartsheet.json"),
    mondaySdl: readFileSync(path.join(dir, "monday.graphql"), "utf8"),
  };
}
