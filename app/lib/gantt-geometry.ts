import type { ScheduledTask } from "../../core/schedule";
import type { Dependency } from "../../core/schemas/dependency";
import { type Axis, formatDay, HEADER_HEIGHT, type PassedMilestone, ROW_HEIGHT } from "./gantt-model";

// Where the Gantt draws things, in the SVG's pixels: pure functions of the axis, the row and the
// scheduled task, so the chart's parts share one geometry and it can be checked without a browser.

/** A bar's left edge: its start (a milestone sits on its end day). */
export const barLeft = (axis: Axis, t: ScheduledTask) => axis.x(t.milestone ? t.end : t.start);
/** A bar's right edge: the end of its last day. */
export const barRight = (axis: Axis, t: ScheduledTask) => axis.x(t.end) + axis.dayWidth;
/** The top of row `i` (under the header). */
export const rowTop = (i: number) => HEADER_HEIGHT + i * ROW_HEIGHT;
/** The middle of row `i`, where links meet the bars. */
export const rowMidY = (i: number) => rowTop(i) + ROW_HEIGHT / 2;
/** The chart's height: the header and every row, drawn or not. */
export const chartHeight = (rows: number) => HEADER_HEIGHT + rows * ROW_HEIGHT;

/** A link's curve, from the predecessor's start or end to the successor's, by type (rows `ia` and `ib`). */
export function linkPath(axis: Axis, type: Dependency["type"], a: ScheduledTask, b: ScheduledTask, ia: number, ib: number): string {
  const sx = type === "SS" || type === "SF" ? barLeft(axis, a) : barRight(axis, a);
  const tx = type === "FF" || type === "SF" ? barRight(axis, b) : barLeft(axis, b);
  const sy = rowMidY(ia);
  const ty = rowMidY(ib);
  return `M${sx},${sy} C${sx + 24},${sy} ${tx - 24},${ty} ${tx},${ty}`;
}

/** Whether a link between rows `ia` and `ib` touches the rows drawn (`first` to `last`). */
export const linkInView = (ia: number, ib: number, first: number, last: number) => !(Math.max(ia, ib) < first || Math.min(ia, ib) > last);

/** What a bar says to a screen reader: its dates, its float or criticality, its warnings, its keys. */
export function barLabel(
  name: string,
  t: ScheduledTask,
  overtaken: PassedMilestone | undefined,
  passedText: (p: PassedMilestone) => string,
  editable: boolean,
): string {
  const dates = t.milestone ? formatDay(t.end) : `${formatDay(t.start)} to ${formatDay(t.end)}`;
  const slack = t.critical ? ", critical" : `, ${t.totalFloat} working days of float`;
  const warning = overtaken ? `, ${passedText(overtaken)}` : t.conflict ? ", starts before its links allow" : "";
  const keys = editable ? ". Arrow keys move it; Shift with arrow keys changes its end." : "";
  return `${name}: ${dates}${slack}${warning}${keys}`;
}
