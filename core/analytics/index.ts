export { type Breakdown, breakdownOf, type LabelBreakdown, type StatusBreakdown } from "./breakdown";
export { describeBurndown, describeBurnup, describeCycleTime, describeOverdue, describeThroughput, describeWorkload } from "./describe";
export { forecastCompletion, PACE_WEEKS, shortDate } from "./forecast";
export { dayOf, type HistoryEntry, isHistoryChange, type TrackedState } from "./history";
export { type Metrics, metricsOf, type PersonWorkload, type Portfolio, type PortfolioProject } from "./portfolio";
export { computeProjectAnalytics, defaultFrom, PORTFOLIO_WEEKS, summarizeProject } from "./series";
export type * from "./types";
