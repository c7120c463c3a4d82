import { shortDate } from "./forecast";
import type { ProjectAnalytics } from "./types";

// One plain sentence per chart: what a glance at it would tell, for the caption and screen readers.

const tasks = (n: number) => `${n} ${n === 1 ? "task" : "tasks"}`;
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export function describeBurndown(a: ProjectAnalytics): string {
  const first = a.burndown[0];
  const last = a.burndown[a.burndown.length - 1];
  const trend =
    first === last
      ? ""
      : last.remaining === first.remaining
        ? `the same as on ${shortDate(first.day, a.today)}`
        : `${last.remaining < first.remaining ? "down" : "up"} from ${first.remaining} on ${shortDate(first.day, a.today)}`;
  const ideal =
    a.forecast.dueDate === null
      ? "There is no due date, so there is no ideal line."
      : last.ideal === null
        ? "The due date is before the work in this range began, so there is no ideal line."
        : `The ideal line would have ${last.ideal} left.`;
  return `${tasks(last.remaining)} ${last.remaining === 1 ? "remains" : "remain"} on ${shortDate(last.day, a.today)}${trend && `, ${trend}`}. ${ideal}`;
}

export function describeBurnup(a: ProjectAnalytics): string {
  const first = a.burnup[0];
  const last = a.burnup[a.burnup.length - 1];
  const scope =
    last.scope === first.scope
      ? `Scope stayed at ${tasks(last.scope)}`
      : `Scope ${last.scope > first.scope ? "grew" : "shrank"} from ${first.scope} to ${tasks(last.scope)}`;
  return `${scope}; ${last.done} done.`;
}

export function describeThroughput(a: ProjectAnalytics): string {
  const total = a.throughput.reduce((n, w) => n + w.completed, 0);
  const reopened = a.throughput.reduce((n, w) => n + w.reopened, 0);
  const thisWeek = a.throughput[a.throughput.length - 1]?.completed ?? 0;
  const weeks = a.throughput.length;
  return `${tasks(total)} completed over ${weeks} ${weeks === 1 ? "week" : "weeks"}, ${thisWeek} in the last one${
    reopened > 0 ? `; ${reopened} reopened` : ""
  }.`;
}

export function describeCycleTime(a: ProjectAnalytics): string {
  const c = a.cycleTime;
  // With samples there is a median and an 85th percentile (null only when there are none).
  if (c.samples === 0 || c.medianDays === null || c.p85Days === null) return "No task has gone from In Progress to done in this range yet.";
  return `Half the tasks took ${days(c.medianDays)} or less from In Progress to done, 85% within ${days(c.p85Days)} (${tasks(c.samples)}).`;
}

export function describeWorkload(a: ProjectAnalytics): string {
  const busiest = a.workload[0];
  if (!busiest) return "Nobody has open work.";
  const open = busiest.open + busiest.inProgress;
  const overdue = a.workload.reduce((n, w) => n + w.overdue, 0);
  return `${busiest.name} ${busiest.userId === null ? "holds" : "has"} the most open work: ${tasks(open)}. ${
    overdue === 0 ? "Nothing is overdue." : `${tasks(overdue)} overdue in all.`
  }`;
}

export function describeOverdue(a: ProjectAnalytics): string {
  const now = a.overdue[a.overdue.length - 1].overdue;
  const peak = a.overdue.reduce((max, p) => (p.overdue > max.overdue ? p : max), a.overdue[0]);
  if (peak.overdue === 0) return "No task was overdue in this range.";
  return `${tasks(now)} ${now === 1 ? "is" : "are"} overdue now; the most was ${peak.overdue} on ${shortDate(peak.day, a.today)}.`;
}
