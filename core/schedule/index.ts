// The working-day calendar lives in core/dates (decision 122); re-exported for the scheduler's callers.
export {
  addWorkingDays,
  type Day,
  dayAtIndex,
  dayFromNumber,
  dayNumber,
  isWorkingDay,
  makeCalendar,
  STANDARD_WEEK,
  type WorkCalendar,
  workIndex,
  workingDaysBetween,
} from "../dates";
export { type AutoScheduleResult, autoSchedule, type Delay } from "./auto-schedule";
export { computeSchedule, type ScheduleOptions } from "./cpm";
export { followLinks } from "./follow";
export { CycleError, cycleIfLinked } from "./graph";
export * from "./types";
export { type WhatIfResult, whatIf } from "./what-if";
export { type PersonTime, STANDARD_DAY_HOURS, type WorkingTimeOptions } from "./working-time";
