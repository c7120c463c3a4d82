export { type AutoScheduleResult, autoSchedule, type Delay } from "./auto-schedule";
export * from "./calendar";
export { computeSchedule, type ScheduleOptions } from "./cpm";
export { followLinks } from "./follow";
export { CycleError, cycleIfLinked } from "./graph";
export * from "./types";
export { type WhatIfResult, whatIf } from "./what-if";
export { type PersonTime, STANDARD_DAY_HOURS, type WorkingTimeOptions } from "./working-time";
