// Every kind of job the JOBS queue runs. The names are stored in jobs.kind, so they never change;
// worker/queue/job-table.ts maps each one to its handler, and the compiler checks that none is missing.

export const GENERATE_PLAN = "generate-plan";
export const DEEP_ANALYSIS = "deep-analysis";
export const INTEGRATION_EXPORT = "integration-export";
export const TASK_SYNC = "task-sync";
export const STATUS_SYNC = "task-status-sync";
export const TASK_PULL = "task-pull";
export const IMPORT_DATA = "import-data";

export type JobKind =
  | typeof GENERATE_PLAN
  | typeof DEEP_ANALYSIS
  | typeof INTEGRATION_EXPORT
  | typeof TASK_SYNC
  | typeof STATUS_SYNC
  | typeof TASK_PULL
  | typeof IMPORT_DATA;
