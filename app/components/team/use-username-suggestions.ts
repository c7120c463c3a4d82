import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export type SuggestedUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

const WAIT_MS = 200;

/**
 * The people offered for the typed text `q` (GET /api/users/suggest), asked a moment after the last
 * keystroke. `answered` is true once the server has answered this very text ("No matches" waits for it).
 */
export function useUsernameSuggestions(projectId: number, q: string) {
  // The text asked about, a moment after the last keystroke.
  const [asked, setAsked] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), WAIT_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const found = useQuery({
    queryKey: queryKeys.usernameSearch(projectId, asked),
    queryFn: () => readJson(api.users.suggest.$get({ query: { q: asked, projectId: String(projectId) } })),
    enabled: asked.length > 0,
    // The last matches stay while the next ones load, as the list did before.
    placeholderData: keepPreviousData,
  });
  // Suggestions are a help: when they fail, the full-username search still works.
  const matches: SuggestedUser[] = q && !found.isError ? (found.data ?? []) : [];
  const answered = asked === q && q.length > 0 && !found.isPlaceholderData && !found.isFetching && (found.isSuccess || found.isError);
  return { matches, answered };
}
