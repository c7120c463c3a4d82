import { higherPriority } from "./priority";
import { tokens } from "./text";
import type { DraftTask } from "./types";
import { STOPWORDS } from "./vocabulary";

// Near-identical tasks ("Write the copy" / "Write copy", "Test on mobile" twice) are merged so
// the plan never lists the same work twice.

function signature(name: string): Set<string> {
  const words = tokens(name)
    .filter((word) => !STOPWORDS.has(word))
    .map((word) => word.replace(/(?:ing|es|s|ed)$/, ""));
  // Scripts without spaces yield one long token; compare those by character pairs instead.
  if (words.length === 1 && (words[0]?.length ?? 0) > 6) {
    const word = words[0] as string;
    return new Set(Array.from({ length: word.length - 1 }, (_, i) => word.slice(i, i + 2)));
  }
  return new Set(words);
}

function similar(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return shared === union || (Math.min(a.size, b.size) >= 2 && shared / union >= 0.8);
}

function onTwoDays(a: DraftTask, b: DraftTask): boolean {
  return a.fromText && b.fromText && a.requestedDay != null && b.requestedDay != null && a.requestedDay !== b.requestedDay;
}

/** Drafts in plan order with duplicates folded into their first occurrence. */
export function dedupeTasks(drafts: DraftTask[]): DraftTask[] {
  const kept: Array<{ draft: DraftTask; signature: Set<string> }> = [];
  for (const draft of drafts) {
    const sig = signature(draft.name);
    // "Announce it at the 2/26 staff meeting", "… at the 3/11 staff meeting": the author's same work on
    // two days is done twice (the second was folded into the first, its day lost).
    const twin = kept.find((entry) => similar(entry.signature, sig) && !onTwoDays(entry.draft, draft));
    if (!twin) {
      kept.push({ draft, signature: sig });
      continue;
    }
    twin.draft.priority = higherPriority(twin.draft.priority, draft.priority);
    twin.draft.requestedDay ??= draft.requestedDay;
    // A suggested step that the author also asked for is the author's task, in the author's words.
    if (draft.fromText && !twin.draft.fromText) {
      twin.draft.name = draft.name;
      twin.draft.description = draft.description || twin.draft.description;
      twin.draft.fromText = true;
      twin.draft.source = draft.source;
      twin.draft.suggested = false;
      twin.draft.reason = undefined;
    }
  }
  return kept.map((entry) => entry.draft);
}
