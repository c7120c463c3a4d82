// "Milestone 1: requirements, design / Milestone 2: detailed prototype / Final milestone: the deliverable":
// a plan written phase by phase, one line each. Only the first line's list was read, a phase of nouns
// ("detailed prototype") was dropped, and "Sprint 1: login / Sprint 2: dashboard" was refused as no plan.

/** "Milestone 2", "Phase 1 (by end of December)", "Final milestone", "Week 3", "Sprint 2": a phase's label. */
const PHASE_LINE =
  /^((?:(?:first|second|third|final|last)\s+)?(?:phase|stage|step|milestone|sprint|week|month|iteration|round|wave)(?:\s+(?:\d{1,2}(?:\s*[-–]\s*\d{1,2})?|[IVX]{1,4}|[A-Z]))?(?:\s*\([^()]{1,40}\))?)\s*[:：]\s+(\S.*)$/iu;
/** A label of a series: numbered or placed ("Phase: beta" or "Step: call Ana" names no series). */
const IN_A_SERIES = /\d|\b[IVX]{1,4}\b|\b[A-Z]\b|\b(?:first|second|third|final|last)\b/iu;

export interface PhaseLine {
  /** "Milestone 2", "Phase 1 (by end of December)". */
  label: string;
  /** "detailed prototype": the phase's work. */
  work: string;
}

/**
 * Each line's phase and work, where the text has two such lines or more (one "Step 1: call Ana" alone may be
 * a title or a note); null for the lines that are none, or for all when there are too few.
 */
export function readPhaseLines(lines: string[]): Array<PhaseLine | null> {
  const read = lines.map((line) => {
    const m = PHASE_LINE.exec(line);
    return m?.[1] && m[2] ? { label: m[1], work: m[2] } : null;
  });
  return read.filter((line) => line && IN_A_SERIES.test(line.label)).length >= 2 ? read : lines.map(() => null);
}
