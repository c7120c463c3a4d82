import type { SessionUser } from "../auth/session";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
    /** A page visit that slid the session's expiry: the cookie to send back with the page. */
    refreshedCookie?: string;
  };
};
