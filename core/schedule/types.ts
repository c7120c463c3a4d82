import type { Day } from "../dates";

// The inputs and outputs of the scheduler. Plain data, so the Worker, the BoardRoom and the browser
// (the Gantt's live drag preview) all compute the same schedule with the same code.

export const LINK_TYPES = ["FS", "SS", "FF", "SF"] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export interface ScheduleLink {
  predecessorId: string;
  successorId: string;
  type: LinkType;
  /** Working days; negative is a lead (the successor may overlap). */
  lagDays: number;
}

export interface ScheduleItem {
  id: string;
  /** Milestones are points in time (zero duration) at the end of their day. */
  milestone: boolean;
  startDate: Day | null;
  dueDate: Day | null;
  assigneeId: number | null;
  /** Finished work is history: it stays where it is and uses nobody's capacity. */
  done: boolean;
}

export interface ScheduledTask {
  id: string;
  /** The dates on the board (or, for a task without them, where its links and the project start put it). */
  start: Day;
  end: Day;
  earlyStart: Day;
  earlyFinish: Day;
  lateStart: Day;
  lateFinish: Day;
  /** Working days the task can slip without moving the project's end. */
  totalFloat: number;
  critical: boolean;
  /** Working days (0 for a milestone). */
  duration: number;
  milestone: boolean;
  /** The board dates break one of its links (start before its early start): auto-schedule fixes it. */
  conflict: boolean;
}

export interface Schedule {
  projectStart: Day;
  projectEnd: Day;
  tasks: ScheduledTask[];
  /** Critical tasks, in the order they run. */
  criticalPath: string[];
}

export interface DateChange {
  id: string;
  /** null for milestones: a point in time has only its due date. */
  startDate: Day | null;
  dueDate: Day;
}
