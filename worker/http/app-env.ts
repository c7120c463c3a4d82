import type { SessionUser } from "../auth/session";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
  };
};
