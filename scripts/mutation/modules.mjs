// The modules the mutation bench mutates, each with the tests that guard it (issue 27). Core code
// runs its unit tests in Node (seconds a mutant); worker modules run their workerd tests (~25 s a
// mutant), so `npm run mutation -- <path>` picks one module and `--max N` caps its mutants.

const unit = "vitest.unit.config.ts";
const worker = "vitest.worker.config.ts";

export const MODULES = [
  // core/: access rules, schemas, scheduling, analytics, files.
  { file: "core/permissions.ts", config: unit, tests: ["test/unit/permissions.test.ts"] },
  { file: "core/schemas/fields.ts", config: unit, tests: ["test/unit/schemas.test.ts", "test/unit/import-files.test.ts"] },
  { file: "core/schedule/calendar.ts", config: unit, tests: ["test/unit/schedule-calendar.test.ts", "test/unit/schedule-cpm.test.ts"] },
  { file: "core/schedule/cpm.ts", config: unit, tests: ["test/unit/schedule-cpm.test.ts"] },
  { file: "core/schedule/auto-schedule.ts", config: unit, tests: ["test/unit/schedule-auto.test.ts"] },
  { file: "core/analytics/series.ts", config: unit, tests: ["test/unit/analytics-series.test.ts"] },
  { file: "core/progress.ts", config: unit, tests: ["test/unit/progress.test.ts"] },
  { file: "core/markdown-lite.ts", config: unit, tests: ["test/unit/markdown-lite.test.ts"] },
  { file: "core/import-files/values.ts", config: unit, tests: ["test/unit/import-files.test.ts"] },
  { file: "core/import-files/csv.ts", config: unit, tests: ["test/unit/import-files.test.ts"] },
  // Access control: every route × role, and the role rules' own tests.
  { file: "worker/services/access.ts", config: worker, tests: ["test/api/route-matrix.test.ts", "test/api/roles.test.ts"] },
  // The board: writes, history, comments, the projection.
  { file: "worker/board/history.ts", config: worker, tests: ["test/board/history.test.ts", "test/board/history-schedule.test.ts"] },
  { file: "worker/board/comment-calls.ts", config: worker, tests: ["test/board/comments.test.ts", "test/api/route-matrix.test.ts"] },
  { file: "worker/board/projection.ts", config: worker, tests: ["test/board/projection.test.ts", "test/api/delete-read-models.test.ts"] },
  { file: "worker/board/rules.ts", config: worker, tests: ["test/board/write-path.test.ts", "test/api/tasks.test.ts"] },
  // Integrations: secrets, the HTTP client's error rules.
  { file: "worker/integrations/crypto.ts", config: worker, tests: ["test/api/provider-errors.test.ts"] },
  {
    file: "worker/integrations/http.ts",
    config: worker,
    tests: ["test/api/provider-errors.test.ts", "test/api/integrations-providers.test.ts"],
  },
  // Mail: escaping.
  { file: "worker/mail/digest-mail.ts", config: worker, tests: ["test/api/mail-escaping.test.ts", "test/api/unsubscribe.test.ts"] },
  { file: "worker/mail/layout.ts", config: worker, tests: ["test/api/mail-escaping.test.ts"] },
  { file: "worker/mail/invitation-mail.ts", config: worker, tests: ["test/api/mail-escaping.test.ts", "test/api/invitations.test.ts"] },
  // Sign-in.
  { file: "worker/auth/tokens.ts", config: worker, tests: ["test/api/auth.test.ts", "test/api/security-auth.test.ts"] },
  { file: "worker/auth/magic-link.ts", config: worker, tests: ["test/api/auth.test.ts", "test/api/security-auth.test.ts"] },
  { file: "worker/auth/session.ts", config: worker, tests: ["test/api/auth.test.ts", "test/api/revocation.test.ts"] },
];
