import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

// Decision 118: what a panel or dialog reads after first paint goes through one query cache. The
// settings mirror what the hand-written effects did, so screens behave as before: a failed read shows
// its error at once (no silent retries), and nothing refetches behind the person's back on focus.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/** One cache per server render (so two people's requests never share data) and one for the browser's life. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
