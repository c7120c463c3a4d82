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

/** Batches of fresh tuning texts, each a folder under test/corpus/local/ (decisions 133 and 156). */
export const FRESH_BATCHES = ["fresh", "fresh2"] as const;

/**
 * Fresh tuning texts (issue 20, decisions 133, 156): public texts outside the corpus, gathered to tune on
 * once the tuning half stopped showing anything. Same record format; git-ignored like the local corpus.
 * Any batch or file may be missing. Scored as their own group, never mixed into a half.
 */
export function loadFresh(
  root: string,
  batches: readonly string[] = FRESH_BATCHES,
): { dirs: string[]; plans: CorpusPlan[]; nonPlans: CorpusText[] } | null {
  const dirs: string[] = [];
  const plans: CorpusPlan[] = [];
  const nonPlans: CorpusText[] = [];
  for (const batch of batches) {
    const dir = path.join(root, "test", "corpus", "local", batch);
    const read = (f: string) => (existsSync(path.join(dir, f)) ? readFileSync(path.join(dir, f), "utf8") : "");
    const batchPlans = readPlans(read("plans.md"));
    const batchNon = readNonPlans(read("non-plans.md"));
    if (batchPlans.length + batchNon.length === 0) continue;
    dirs.push(dir);
    plans.push(...batchPlans);
    nonPlans.push(...batchNon);
  }
  return dirs.length > 0 ? { dirs, plans, nonPlans } : null;
}
