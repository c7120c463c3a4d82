import { z } from "zod";
import { isoDay } from "./fields";

// GET /api/projects/{id}/analytics?from&to: an optional range of days, at most a year long, ending
// no later than today (UTC). Without `from` the range starts at the board's first change.

export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export const analyticsQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() }).superRefine((q, ctx) => {
  const today = todayUtc();
  if (q.to !== undefined && q.to > today) ctx.addIssue({ code: "custom", path: ["to"], message: "The range must end today or earlier." });
  const to = q.to ?? today;
  if (q.from === undefined) return;
  if (q.from > to) ctx.addIssue({ code: "custom", path: ["from"], message: "The range must start on or before its end." });
  else if ((Date.parse(to) - Date.parse(q.from)) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    ctx.addIssue({ code: "custom", path: ["from"], message: `The range can cover at most ${MAX_RANGE_DAYS} days.` });
  }
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
