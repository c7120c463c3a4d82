import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type CorpusPlan, type CorpusText, readNonPlans, readPlans } from "./corpus";

// The corpus texts are third-party public material, so they are kept as data outside this repository:
// KICKOFF_CORPUS_DIR, else ../shared/corpus beside the clone (the steering repo's data folder), else
// test/corpus/local/ (git-ignored, for a local run). sources.txt lists where every text comes from.

const FILES = ["plans.md", "non-plans.md"];

export function corpusDir(root: string): string | null {
  const candidates = [
    process.env.KICKOFF_CORPUS_DIR,
    path.join(root, "..", "shared", "corpus"),
    path.join(root, "test", "corpus", "local"),
  ];
  return candidates.find((dir): dir is string => Boolean(dir) && FILES.every((f) => existsSync(path.join(dir as string, f)))) ?? null;
}

export function loadCorpus(root: string): { dir: string; plans: CorpusPlan[]; nonPlans: CorpusText[] } | null {
  const dir = corpusDir(root);
  if (!dir) return null;
  const read = (f: string) => readFileSync(path.join(dir, f), "utf8");
  return { dir, plans: readPlans(read("plans.md")), nonPlans: readNonPlans(read("non-plans.md")) };
}

/**
 * Fresh tuning texts (issue 20, decision 133): public texts outside the corpus, gathered to tune rules on
 * once the tuning half stopped showing anything. Same record format; git-ignored like the local corpus.
 * Either file may be missing. Scored as their own group, never mixed into a half.
 */
export function loadFresh(root: string): { dir: string; plans: CorpusPlan[]; nonPlans: CorpusText[] } | null {
  const dir = path.join(root, "test", "corpus", "local", "fresh");
  const read = (f: string) => (existsSync(path.join(dir, f)) ? readFileSync(path.join(dir, f), "utf8") : "");
  const plans = readPlans(read("plans.md"));
  const nonPlans = readNonPlans(read("non-plans.md"));
  return plans.length + nonPlans.length > 0 ? { dir, plans, nonPlans } : null;
}
