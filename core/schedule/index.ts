export { type AutoScheduleResult, autoSchedule, DEFAULT_CAPACITY, type Delay } from "./auto-schedule";
export * from "./calendar";
export { computeSchedule, type ScheduleOptions } from "./cpm";
export { followLinks } from "./follow";
export { CycleError, cycleIfLinked } from "./graph";
export * from "./types";
export { type WhatIfResult, whatIf } from "./what-if";
