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
  // Web Crypto only, so its rules are checked in Node (test/api/provider-errors.test.ts checks the
  // owner binding through the API as well).
  {
    file: "worker/integrations/crypto.ts",
    config: unit,
    tests: ["test/unit/integrations-crypto.test.ts"],
    equivalent: [
      {
        line: 'crypto.subtle.importKey("raw"',
        what: "false → true",
        why: "an extractable key is never exported; nothing outside the module holds the CryptoKey",
      },
    ],
  },
  {
    file: "worker/integrations/http.ts",
    config: worker,
    tests: ["test/api/provider-errors.test.ts", "test/api/integrations-providers.test.ts"],
  },
  // Mail: escaping.
  // Mail: escaping. The mail builders are pure, so their tests run in Node; `esc(…)` replaced by its
  // argument is the forgotten escape.
  {
    file: "worker/mail/digest-mail.ts",
    config: unit,
    tests: ["test/unit/mail-escaping.test.ts"],
    passThrough: ["esc"],
    equivalent: [
      {
        line: "esc(KIND_LABEL[kind])",
        what: "esc(…) → its argument",
        why: "the kind labels are the app's own text; the test checks they hold no character that needs escaping",
      },
    ],
  },
  { file: "worker/mail/layout.ts", config: unit, tests: ["test/unit/mail-escaping.test.ts"], passThrough: ["esc"] },
  { file: "worker/mail/invitation-mail.ts", config: unit, tests: ["test/unit/mail-escaping.test.ts"], passThrough: ["esc"] },
  // Sign-in.
  { file: "worker/auth/tokens.ts", config: worker, tests: ["test/api/auth.test.ts", "test/api/security-auth.test.ts"] },
  { file: "worker/auth/magic-link.ts", config: worker, tests: ["test/api/auth.test.ts", "test/api/security-auth.test.ts"] },
  { file: "worker/auth/session.ts", config: worker, tests: ["test/api/auth.test.ts", "test/api/revocation.test.ts"] },
];
