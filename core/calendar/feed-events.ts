// Issue 26: what a calendar feed shows for a board item. Pure, so the person's feed (from the task
// index) and the project's (from the board) mark milestones and done work the same way.

export interface FeedItem {
  id: string;
  projectId: number;
  projectName: string;
  kind: string;
  name: string;
  status: string;
  dueDate: string | null;
}

export interface FeedEvent {
  uid: string;
  /** YYYY-MM-DD: an all-day event on the due date. */
  day: string;
  summary: string;
  categories: string[];
  description: string;
  /** The app path that opens the task. */
  path: string;
}

export const MILESTONE_MARK = "◆ ";
export const DONE_MARK = "✓ ";
/** Enough for any real board; the newest due dates win when a feed would be longer. */
export const MAX_FEED_EVENTS = 2000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The events of a feed: every item with a due date, milestones marked "◆", done items kept and
 * marked "✓" (a calendar that drops finished work loses the record of the day it was due). The UID
 * is the task id, which never changes, so calendar apps update an event instead of duplicating it.
 */
export function feedEvents(items: FeedItem[]): FeedEvent[] {
  return items
    .filter((t): t is FeedItem & { dueDate: string } => t.dueDate !== null && DAY.test(t.dueDate))
    .sort((a, b) => (a.dueDate === b.dueDate ? a.id.localeCompare(b.id) : a.dueDate < b.dueDate ? 1 : -1))
    .slice(0, MAX_FEED_EVENTS)
    .map((t) => {
      const milestone = t.kind === "milestone";
      const done = t.status === "done";
      const categories = [milestone ? "Milestone" : "Task", ...(done ? ["Done"] : [])];
      return {
        uid: `${t.id}@kickoff`,
        day: t.dueDate,
        summary: `${done ? DONE_MARK : ""}${milestone ? MILESTONE_MARK : ""}${t.name}`,
        categories,
        description: `${milestone ? "Milestone" : "Due"} in ${t.projectName}${done ? " (done)" : ""}`,
        path: `/projects/${t.projectId}?task=${encodeURIComponent(t.id)}`,
      };
    });
}
