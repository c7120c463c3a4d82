import { addWorkingDays, type DayNumber, nextWorkingDay, previousWorkingDay, workingDaysBetween } from "../dates";

// Spreads due dates over the working days between start and end in proportion to effort, pinning
// tasks to the dates the author gave them. Due dates never go backwards, so each phase ends on or
// after the one before it.

export interface ScheduleEntry {
  weight: number;
  requested: DayNumber | null;
}

export interface ScheduleResult {
  due: DayNumber[];
  /** Whether each requested date could be kept (inside the timeline and in order). */
  honored: boolean[];
}

export function scheduleTasks(start: DayNumber, end: DayNumber, entries: ScheduleEntry[]): ScheduleResult {
  const span = Math.max(1, workingDaysBetween(start, end));
  const slotOf = (day: DayNumber) => Math.min(span - 1, Math.max(0, workingDaysBetween(start, previousWorkingDay(day)) - 1));
  const slots: number[] = new Array(entries.length).fill(0);
  const honored = entries.map(() => false);

  const anchors: number[] = [];
  let lastSlot = 0;
  entries.forEach((entry, index) => {
    // A Sunday deadline means the Friday before; a date before today or after the end cannot be kept.
    if (entry.requested === null || entry.requested < start || previousWorkingDay(entry.requested) > end) return;
    const slot = slotOf(entry.requested);
    if (slot < lastSlot) return;
    anchors.push(index);
    slots[index] = slot;
    honored[index] = true;
    lastSlot = slot;
  });

  let fromIndex = 0;
  let fromSlot = -1;
  for (const anchor of [...anchors, entries.length]) {
    const toSlot = anchor < entries.length ? (slots[anchor] as number) : span - 1;
    const segment = entries.slice(fromIndex, anchor < entries.length ? anchor + 1 : anchor);
    const total = segment.reduce((sum, entry) => sum + entry.weight, 0) || 1;
    let cumulative = 0;
    segment.forEach((entry, offset) => {
      const index = fromIndex + offset;
      cumulative += entry.weight;
      if (index === anchor) return;
      const slot = fromSlot + Math.ceil((cumulative / total) * (toSlot - fromSlot));
      slots[index] = Math.min(toSlot, Math.max(0, fromSlot, slot));
    });
    fromIndex = anchor + 1;
    fromSlot = toSlot;
  }

  const base = nextWorkingDay(start);
  return { due: slots.map((slot) => addWorkingDays(base, slot)), honored };
}
