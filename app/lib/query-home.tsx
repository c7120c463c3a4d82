import type { QueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useState } from "react";

// Decision 177: react-query is not part of any page's first load. The root keeps only the place where the
// page's one query cache will live; the cache itself (and react-query's code) arrives with the first island
// or route that reads through it (`QueryScope` in query-client.tsx, `withQueries` for islands), and every
// later one shares it.

/** Where the page's query cache lives once something needs it: one per server render, one for the browser's life. */
export interface QueryHome {
  client: QueryClient | null;
}

export const QueryHomeContext = createContext<QueryHome | null>(null);

export function QueryHomeProvider({ children }: { children: ReactNode }) {
  const [home] = useState<QueryHome>(() => ({ client: null }));
  return <QueryHomeContext.Provider value={home}>{children}</QueryHomeContext.Provider>;
}
