import { runDeepAnalysisJob, runGeneratePlanJob } from "../ai/jobs";
import { runExport } from "../services/exports";
import { runImport } from "../services/import-data";
import { runPull } from "../services/pull";
import { runStatusSync, runTaskSync } from "../services/task-sync";
import type { JobHandler } from "./job-handlers";
import {
  DEEP_ANALYSIS,
  GENERATE_PLAN,
  IMPORT_DATA,
  INTEGRATION_EXPORT,
  type JobKind,
  STATUS_SYNC,
  TASK_PULL,
  TASK_SYNC,
} from "./job-kinds";

/** The one table of job kinds and what runs them; the consumer stays generic. */
export const JOB_TABLE: Record<JobKind, JobHandler> = {
  // AI work: each handler re-validates its stored input, because a queue row outlives deploys.
  [GENERATE_PLAN]: runGeneratePlanJob,
  [DEEP_ANALYSIS]: runDeepAnalysisJob,
  // Integrations (issue 10).
  [INTEGRATION_EXPORT]: runExport,
  [TASK_SYNC]: runTaskSync,
  [STATUS_SYNC]: runStatusSync,
  [TASK_PULL]: runPull,
  [IMPORT_DATA]: runImport,
};

/** The handler of a stored kind; undefined for a kind this deploy does not know (the job then fails for good). */
export function jobHandler(kind: string): JobHandler | undefined {
  const table: Record<string, JobHandler> = JOB_TABLE;
  return Object.hasOwn(table, kind) ? table[kind] : undefined;
}
