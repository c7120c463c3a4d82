import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Check, Copy } from "lucide-react";
import { useState } from "react";
import type { CalendarFeedStatus, RotatedFeed } from "../../../core/schemas/calendar";
import { api, errorMessage, readJson } from "../../lib/api";
import { type FeedOwner, invalidateAfter, queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { QueryState } from "../ui/query-state";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";

// Issue 26: a calendar feed's subscribe URL (decision 107). Only the secret's hash is kept, so the URL
// is shown once, right after it is made; a lost URL is replaced by a new one, which ends the old.

export type FeedOf = { kind: "person" } | { kind: "project"; projectId: number; projectName: string };

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

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

export function CalendarFeedPanel({ of }: { of: FeedOf }) {
  const toast = useToast();
  const client = useQueryClient();
  const owner: FeedOwner = of.kind === "person" ? of : { kind: "project", projectId: of.projectId };
  const feed = useQuery({ queryKey: queryKeys.calendarFeed(owner), queryFn: () => load(owner) });
  const [made, setMade] = useState<RotatedFeed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const headingId = of.kind === "person" ? "calendar-feed-heading" : `calendar-feed-heading-${of.projectId}`;

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
  const working = makeNew.isPending;
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

  const what =
    of.kind === "person"
      ? "Your tasks with a due date, from every project you are a member of, as all-day events. Milestones start with ◆ and finished tasks with ✓."
      : `Every task and milestone of “${of.projectName}” with a due date, as all-day events. Milestones start with ◆ and finished tasks with ✓. The URL stops working if you leave the project.`;

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="calendar-feed"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays aria-hidden className="h-5 w-5 text-slate-500" /> {of.kind === "person" ? "Calendar feed" : "Project calendar"}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {what} Your calendar app checks the feed for changes every hour or so. Anyone with the URL can read the feed: keep it private.
      </p>

      {made && (
        <div role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-4" data-testid="calendar-feed-url">
          <p className="text-sm font-medium text-emerald-900">
            Subscribe with this URL now: for your privacy it is shown only once. Paste it into your calendar app (“Subscribe to calendar”,
            “From URL”).
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 text-xs text-slate-900"
              data-testid="calendar-feed-url-value"
            >
              {made.url}
            </code>
            <Button variant="secondary" size="sm" onPress={copy} aria-label={copied ? "Calendar URL copied" : "Copy calendar URL"}>
              {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
          <a
            href={made.webcalUrl}
            className="mt-2 inline-block text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            Open in your calendar app
          </a>
        </div>
      )}

      <QueryState
        query={feed}
        loadingLabel="Loading the calendar feed"
        errorFallback="Failed to load the calendar feed"
        skeleton={<Skeleton className="h-9 w-48" />}
      >
        {({ feed: exists }) => (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
            {exists ? (
              <>
                {!made && (
                  <p className="text-sm text-slate-700" data-testid="calendar-feed-since">
                    Your feed URL was made on {day(exists.createdAt)}. Lost it? Make a new one.
                  </p>
                )}
                <Button variant="secondary" onPress={() => setConfirming(true)} isDisabled={working}>
                  {working ? "Making a new URL..." : "New URL"}
                </Button>
              </>
            ) : (
              <Button onPress={makeUrl} isDisabled={working}>
                {working ? "Making the URL..." : "Get calendar URL"}
              </Button>
            )}
          </div>
        )}
      </QueryState>

      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Make a new calendar URL?"
        message="The current URL stops working at once: calendars subscribed to it stop updating until you subscribe them to the new one."
        confirmLabel="Make new URL"
        pendingLabel="Making..."
        onConfirm={makeUrl}
      />
    </section>
  );
}
