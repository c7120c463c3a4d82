import type { LinkType } from "./schedule/types";
import type { ActivityEntry, ActivityLink } from "./schemas/activity";

// How the Activity view words a board-wide change (issue 14): a link added or removed, the dates a
// schedule wrote. Task changes keep their own words in the panel.

export const LINK_TYPE_NAME: Record<LinkType, string> = {
  FS: "finish-to-start",
  SS: "start-to-start",
  FF: "finish-to-finish",
  SF: "start-to-finish",
};

const days = (n: number) => `${n} working day${n === 1 ? "" : "s"}`;

/** "“Design” → “Build” (finish-to-start)", with its lag (or lead) when it has one. */
export function linkText(link: ActivityLink): string {
  const lag = link.lagDays > 0 ? `, ${days(link.lagDays)} lag` : link.lagDays < 0 ? `, ${days(-link.lagDays)} lead` : "";
  return `“${link.predecessorName}” → “${link.successorName}” (${LINK_TYPE_NAME[link.type]}${lag})`;
}

/** What a link or schedule entry did, after the person's name; null for a task's own change. */
export function boardChangeText(e: Pick<ActivityEntry, "kind" | "link" | "schedule">): string | null {
  if (e.link && e.kind === "linked") return `linked ${linkText(e.link)}`;
  if (e.link && e.kind === "unlinked") return `removed the link ${linkText(e.link)}`;
  if (!e.schedule) return null;
  const n = e.schedule.tasks.length;
  const tasks = n === 1 ? `“${e.schedule.tasks[0].taskName}”` : `${n} tasks`;
  if (e.schedule.source === "auto") return `auto-scheduled ${tasks}`;
  if (e.schedule.source === "move" && n > 1) return `moved the dates of “${e.schedule.tasks[0].taskName}” and ${n - 1} following`;
  return `rescheduled ${tasks}`;
}
