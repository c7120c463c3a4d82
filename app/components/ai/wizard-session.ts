import { z } from "zod";
import type { PartialPlan } from "../../../core/ai/partial-plan";
import type { ExportTargetInput } from "../../../core/schemas/integrations";
import type { PlanChange } from "./plan-diff";
import type { DraftPlan } from "./plan-draft";

// The wizard survives a reload (brief: keep the job and the edits): its whole state lives in
// sessionStorage, per tab, and is cleared after a successful save.

export const INTERNAL_DESTINATION = "Kickoff_only";
export type Destination = typeof INTERNAL_DESTINATION | "jira" | "asana" | "monday" | "smartsheet";

export interface WizardSession {
  /** 3: an export job is running (spec §2.4 step 3). */
  step: 0 | 1 | 2 | 3;
  idea: string;
  /** The generate-plan job being followed (step 1). */
  jobId: string | null;
  draft: DraftPlan | null;
  /** Which provider produced the plan: "Built-in planner" or a model name. */
  provider: string | null;
  destination: Destination;
  /** Where an export goes inside the provider (Jira project, workspace…). */
  target: ExportTargetInput | null;
  /** The export job being followed (step 3). */
  exportJobId: string | null;
  /** Idempotency key of the save: a retried or doubled save creates one project. */
  requestId: string | null;
  /** Items a model has streamed so far (step 1, or a feedback round on step 2). */
  partial: PartialPlan | null;
  /** A feedback round on step 2: the job being followed (model providers) and the changes it proposes. */
  feedbackJobId: string | null;
  changes: PlanChange[] | null;
}

export const EMPTY_SESSION: WizardSession = {
  step: 0,
  idea: "",
  jobId: null,
  draft: null,
  provider: null,
  destination: INTERNAL_DESTINATION,
  target: null,
  exportJobId: null,
  requestId: null,
  partial: null,
  feedbackJobId: null,
  changes: null,
};

const KEY = "kickoff.ai-wizard.v1";

/** An object kept by this tab's own wizard: its inner shape is checked where it is used (loadSession). */
const kept = <T>() => z.custom<T>((v) => typeof v === "object" && v !== null).nullable();
const id = z.string().nullable();

/** What sessionStorage holds, field by field: a value of another shape (an old build, an edit) starts over. */
const storedSession = z
  .object({
    step: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    idea: z.string(),
    jobId: id,
    draft: kept<DraftPlan>(),
    provider: id,
    destination: z.enum([INTERNAL_DESTINATION, "jira", "asana", "monday", "smartsheet"]),
    target: kept<ExportTargetInput>(),
    exportJobId: id,
    requestId: id,
    partial: kept<PartialPlan>(),
    feedbackJobId: id,
    changes: z.array(z.custom<PlanChange>((v) => typeof v === "object" && v !== null)).nullable(),
  })
  .partial();

export function loadSession(): WizardSession {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return EMPTY_SESSION;
    const stored = storedSession.safeParse(JSON.parse(raw));
    if (!stored.success) return EMPTY_SESSION;
    const s: WizardSession = { ...EMPTY_SESSION, ...stored.data };
    // A state that cannot be resumed falls back to the idea step, keeping the idea.
    if (s.step === 1 && !s.jobId) return { ...EMPTY_SESSION, idea: s.idea };
    // An export whose job id was never recorded goes back to the review, plan kept.
    if (s.step === 3 && !s.exportJobId) return { ...s, step: 2 };
    if ((s.step === 2 || s.step === 3) && (!s.draft || !Array.isArray(s.draft.tasks) || !Array.isArray(s.draft.milestones))) {
      return { ...EMPTY_SESSION, idea: s.idea };
    }
    // A draft kept from before plans had subtasks: every task is one of its own.
    if (s.draft) s.draft = { ...s.draft, tasks: s.draft.tasks.map((t) => ({ ...t, parentKey: t.parentKey ?? null })) };
    return s;
  } catch {
    return EMPTY_SESSION;
  }
}

export function saveSession(session: WizardSession): void {
  try {
    if (session === EMPTY_SESSION) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, it just won't survive a reload.
  }
}
