import { useState } from "react";
import type { FeedOwner } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { CalendarDays } from "../ui/icons";
import { QueryState } from "../ui/query-state";
import { Skeleton } from "../ui/skeleton";
import { FeedUrlNotice } from "./feed-url-notice";
import { useCalendarFeed } from "./use-calendar-feed";

// Issue 26: a calendar feed's subscribe URL (decision 107). Only the secret's hash is kept, so the URL
// is shown once, right after it is made; a lost URL is replaced by a new one, which ends the old.

export type FeedOf = { kind: "person" } | { kind: "project"; projectId: number; projectName: string };

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

export function CalendarFeedPanel({ of }: { of: FeedOf }) {
  const owner: FeedOwner = of.kind === "person" ? of : { kind: "project", projectId: of.projectId };
  const { feed, made, copied, copy, makeUrl, working } = useCalendarFeed(owner);
  const [confirming, setConfirming] = useState(false);
  const headingId = of.kind === "person" ? "calendar-feed-heading" : `calendar-feed-heading-${of.projectId}`;

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

      {made && <FeedUrlNotice made={made} copied={copied} onCopy={copy} />}

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
