import type { ApiTokenAuth } from "../auth/api-tokens";
import type { SessionUser } from "../auth/session";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
    /** The API token the request came with (never together with a session cookie). */
    apiToken?: ApiTokenAuth;
    /** A page visit that slid the session's expiry: the cookie to send back with the page. */
    refreshedCookie?: string;
    /** The answer's body when a route sent JSON it had as text (http/json-text.ts). */
    jsonText?: string;
  };
};
