import type { Priority } from "../schemas/fields";
import { matches } from "./text";
import { FOUNDATIONAL, HIGH_PRIORITY, LOW_PRIORITY } from "./vocabulary";

// Blocking and early work comes first; the author's own words ("must", "optional") win over
// anything the planner infers.

export interface PriorityContext {
  /** Priority implied by the heading the item sits under ("Nice to have"). */
  sectionPriority: Priority | null;
  /** The item belongs to the plan's first phase, which everything else waits on. */
  firstPhase: boolean;
}

export function itemPriority(text: string, context: PriorityContext): Priority {
  const plain = text.replace(/\bno later than\b/gi, "");
  if (matches(HIGH_PRIORITY, plain)) return "high";
  if (matches(LOW_PRIORITY, plain)) return "low";
  if (context.sectionPriority) return context.sectionPriority;
  if (context.firstPhase || matches(FOUNDATIONAL, plain)) return "high";
  return "medium";
}

const RANK: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

export function higherPriority(a: Priority, b: Priority): Priority {
  return RANK[a] >= RANK[b] ? a : b;
}
