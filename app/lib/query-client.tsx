import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext, useState } from "react";
import { QueryHomeContext } from "./query-home";

// Decision 118: what a panel or dialog reads after first paint goes through one query cache. The
// settings mirror what the hand-written effects did, so screens behave as before: a failed read shows
// its error at once (no silent retries), and nothing refetches behind the person's back on focus.
// networkMode "always": offline, a read or write is still tried and fails with apiFetch's network error,
// which the panel shows in place (react-query's default would pause it silently until back online);
// panels that recover by themselves when the connection returns listen for it, as before.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0, networkMode: "always" },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

/** A cache of its own (tests, and anything rendered outside the app's root). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The page's one query cache (decision 177): made by the first scope that needs it and kept in the root's
 * QueryHome, so every island and route of the page (and of later pages in the browser) shares it.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const home = useContext(QueryHomeContext);
  const [client] = useState(() => {
    if (!home) return makeQueryClient();
    home.client ??= makeQueryClient();
    return home.client;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
