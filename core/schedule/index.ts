export { autoSchedule, DEFAULT_CAPACITY } from "./auto-schedule";
export * from "./calendar";
export { computeSchedule, type ScheduleOptions } from "./cpm";
export { followLinks } from "./follow";
export { CycleError, cycleIfLinked } from "./graph";
export * from "./types";
export { whatIf } from "./what-if";
