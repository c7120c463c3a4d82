import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CalendarFeedStatus, RotatedFeed } from "../../../core/schemas/calendar";
import { api, errorMessage, readJson } from "../../lib/api";
import { type FeedOwner, invalidateAfter, queryKeys } from "../../lib/query-keys";
import { useToast } from "../ui/toast";

function load(of: FeedOwner): Promise<CalendarFeedStatus> {
  return of.kind === "person"
    ? readJson(api.calendar.$get())
    : readJson(api.projects[":id"].calendar.$get({ param: { id: String(of.projectId) } }));
}

function rotate(of: FeedOwner): Promise<RotatedFeed> {
  return of.kind === "person"
    ? readJson(api.calendar.rotate.$post())
    : readJson(api.projects[":id"].calendar.rotate.$post({ param: { id: String(of.projectId) } }));
}

/** A feed's status, and a new URL made for it (shown once: only its hash is kept), with its copy. */
export function useCalendarFeed(owner: FeedOwner) {
  const toast = useToast();
  const client = useQueryClient();
  const feed = useQuery({ queryKey: queryKeys.calendarFeed(owner), queryFn: () => load(owner) });
  const [made, setMade] = useState<RotatedFeed | null>(null);
  const [copied, setCopied] = useState(false);

  const makeNew = useMutation({
    mutationFn: () => rotate(owner),
    onSuccess: (made) => {
      setMade(made);
      setCopied(false);
      client.setQueryData<CalendarFeedStatus>(queryKeys.calendarFeed(owner), { feed: { createdAt: made.createdAt } });
      return invalidateAfter(client, "rotateCalendarFeed", owner);
    },
    onError: (err) =>
      toast({ title: "No new URL", description: errorMessage(err, "Failed to make a calendar URL"), variant: "destructive" }),
  });
  const makeUrl = () => makeNew.mutateAsync().catch(() => {});

  async function copy() {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setCopied(true);
    } catch {
      toast({ title: "Copy failed", description: "Select the URL and copy it by hand.", variant: "destructive" });
    }
  }

  return { feed, made, copied, copy, makeUrl, working: makeNew.isPending };
}
