// Bindings and configuration of the Worker (wrangler.toml + secrets). Optional ones switch on real
// providers; with none set, Kickoff runs on its embedded defaults (built-in planner, dev mailbox, local D1).
declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      BOARD: DurableObjectNamespace<import("./board/board-room").BoardRoom>;
      /** One NotificationHub per person: their bells' live unread count (issue 14). */
      NOTIFY: DurableObjectNamespace<import("./notifications/hub").NotificationHub>;
      /** Base of the links in digest e-mails (e.g. https://kickoff.example.com); else the origin the person last used. */
      APP_URL?: string;
      JOBS: Queue<import("./queue/messages").QueueMessage>;
      AI?: Ai;
      ENVIRONMENT: string;
      APP_NAME?: string;
      /** Extra origins allowed to call the API (comma separated), besides the request's own. */
      ALLOWED_ORIGINS?: string;
      // Sign-in
      GITHUB_CLIENT_ID?: string;
      GITHUB_CLIENT_SECRET?: string;
      GOOGLE_CLIENT_ID?: string;
      GOOGLE_CLIENT_SECRET?: string;
      // AI
      AI_PROVIDER?: string;
      OPENAI_BASE_URL?: string;
      OPENAI_API_KEY?: string;
      AI_MODEL?: string;
      // Mail
      MAIL_FROM?: string;
      RESEND_API_KEY?: string;
      RESEND_API_URL?: string;
      // Integrations (issue 10): AES-GCM key for stored provider credentials, API origins, OAuth apps.
      INTEGRATIONS_KEY?: string;
      JIRA_API_ORIGIN?: string;
      ASANA_API_ORIGIN?: string;
      MONDAY_API_ORIGIN?: string;
      SMARTSHEET_API_ORIGIN?: string;
      JIRA_CLIENT_ID?: string;
      JIRA_CLIENT_SECRET?: string;
      ASANA_CLIENT_ID?: string;
      ASANA_CLIENT_SECRET?: string;
      MONDAY_CLIENT_ID?: string;
      MONDAY_CLIENT_SECRET?: string;
      SMARTSHEET_CLIENT_ID?: string;
      SMARTSHEET_CLIENT_SECRET?: string;
      // Tests only: miniflare passes the migrations in.
      TEST_MIGRATIONS?: import("cloudflare:test").D1Migration[];
      // Tests only: the providers' compiled contracts (test/contracts/), or null when not found.
      TEST_CONTRACTS?: import("../test/support/fakes/contracts").ContractSet | null;
    }
  }
  type Env = Cloudflare.Env;
}

export type { Env };

export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === "development";
}
