import {
  breakdownOf,
  computeProjectAnalytics,
  defaultFrom,
  type ProjectAnalytics,
  type ProjectSummary,
  summarizeProject,
} from "../../core/analytics";
import { readHistory } from "./analytics-history";
import { listLabels } from "./labels";
import { listStatuses } from "./statuses";
import type { BoardStore } from "./store";

// The BoardRoom's analytics RPCs: read the board's own history and replay it here, next to the data,
// so one small answer crosses the RPC boundary instead of thousands of rows.

export interface AnalyticsRequest {
  /** null: from the board's first change (at most a year before `to`). */
  from: string | null;
  to: string;
  today: string;
  dueDate: string | null;
  /** [userId, display name] of the project's members. */
  members: Array<[number, string]>;
}

export function boardAnalytics(store: BoardStore, request: AnalyticsRequest): ProjectAnalytics {
  const history = readHistory(store);
  const analytics = computeProjectAnalytics({
    history,
    from: request.from ?? defaultFrom(history, request.to),
    to: request.to,
    today: request.today,
    dueDate: request.dueDate,
    memberNames: new Map(request.members),
  });
  // Issue 25: per label and per status category, from the board as it is now.
  return { ...analytics, breakdown: breakdownOf(store.list(), listLabels(store), listStatuses(store)) };
}

export function boardSummary(store: BoardStore, today: string, dueDate: string | null): ProjectSummary {
  return summarizeProject(readHistory(store), today, dueDate);
}
