import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, errorMessage, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { answerIsStale } from "./palette-answer";

/**
 * What the command palette shows besides its actions: the person's projects (read on each opening,
 * filtered on screen) and the tasks and people the search API finds a moment after typing stops.
 */
export function usePaletteData(isOpen: boolean, query: string, setQuery: (query: string) => void) {
  // Each pause in typing asks again, even for the same text: the search index may have caught up since.
  const [asked, setAsked] = useState({ q: "", n: 0 });
  // Each opening starts empty, with no question or answer of an earlier opening on show.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (!isOpen) return;
    setQuery("");
    setAsked((a) => ({ q: "", n: a.n + 1 }));
    setOpening((n) => n + 1);
  }, [isOpen, setQuery]);

  const projectList = useQuery({ queryKey: queryKeys.projects(), queryFn: () => readJson(api.projects.$get()), enabled: isOpen });

  const q = query.trim().slice(0, 100);
  useEffect(() => {
    const timer = setTimeout(() => setAsked((a) => ({ q, n: a.n + 1 })), 150);
    return () => clearTimeout(timer);
  }, [q]);
  const search = useQuery({
    queryKey: queryKeys.commandSearch(asked.q, asked.n, opening),
    queryFn: () => readJson(api.search.$get({ query: { q: asked.q } })),
    enabled: isOpen && asked.q.length > 0,
    // While typing, the last answer stays until the next one arrives; never one from an earlier opening.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === opening ? previous : undefined),
    // One answer per pause: nothing to keep once the next one is asked.
    gcTime: 0,
  });
  const error = projectList.isError
    ? errorMessage(projectList.error, "Could not load your projects.")
    : search.isError && q.length > 0
      ? errorMessage(search.error, "Search failed. Please try again.")
      : null;
  // While the answer for this text is on its way the last one stands in: `stale` says so, and the palette
  // keeps only what still matches (Enter on "badges" must not open "Book the venue", found for "b").
  return {
    projects: projectList.data ?? null,
    found: q.length > 0 ? (search.data ?? null) : null,
    stale: answerIsStale({ placeholder: search.isPlaceholderData, askedFor: asked.q }, q),
    error,
  };
}
