import { describe, expect, it } from "vitest";
import { exportFile } from "../../core/export-files";
import { parseCsv } from "../../core/import-files/csv";
import { generatedPlanSchema } from "../../core/schemas/plan";
import { IMPORTER_RULES } from "../support/importer-rules";

// Issue 19: the files offered for each provider's own importer follow what that importer documents
// (test/support/importer-rules.ts, each rule with its source): the column order, the name column
// first, the date format of every date column, and for Jira parents before their children.

const plan = generatedPlanSchema.parse({
  name: "Harbour Festival",
  description: "By the sea",
  milestones: [
    { name: "Bookings done", description: "", dueDate: "2027-05-03" },
    { name: "Festival day", description: "", dueDate: "2027-06-12" },
  ],
  tasks: [
    { name: "Book the stage", description: "", dueDate: "2027-04-20", priority: "high", milestoneIndex: 0 },
    { name: "Sign the contract", description: "", dueDate: "2027-04-18", priority: "medium", milestoneIndex: 0, parentIndex: 0 },
    { name: "Hire stewards", description: "", dueDate: "2027-06-01", priority: "low", milestoneIndex: 1 },
    { name: "Thank the volunteers", description: "", dueDate: null, priority: "low", milestoneIndex: null },
  ],
  timeline: { startDate: "2027-04-05", endDate: "2027-06-12" },
});

/** The file as the importer sees it: header and rows keyed by column name. */
function read(provider: keyof typeof IMPORTER_RULES) {
  const [header, ...rows] = parseCsv(exportFile(plan, provider).text.replace(/^\uFEFF/, ""));
  const columns = header.cells;
  return { columns, rows: rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r.cells[i] ?? ""]))) };
}

describe.each(Object.keys(IMPORTER_RULES) as Array<keyof typeof IMPORTER_RULES>)("the %s import file", (provider) => {
  const rule = IMPORTER_RULES[provider];

  it("keeps the importer's documented column order, its name column first", () => {
    const aliases: Record<string, string> = "aliases" in rule ? rule.aliases : {};
    const columns = read(provider).columns.map((c) => aliases[c] ?? c);
    expect(columns[0], rule.source).toBe(rule.first);
    const known = columns.filter((c) => (rule.order as readonly string[]).includes(c));
    const documented = (rule.order as readonly string[]).filter((c) => known.includes(c));
    expect(known, rule.source).toEqual(documented);
  });

  it("writes every date in the importer's format", () => {
    const { columns, rows } = read(provider);
    const dateColumns = Object.keys(rule.dates);
    for (const c of dateColumns) expect(columns, `${c} column (${rule.source})`).toContain(c);
    let checked = 0;
    for (const row of rows) {
      for (const [c, format] of Object.entries(rule.dates)) {
        if (!row[c]) continue;
        expect(row[c], `${c} (${rule.source})`).toMatch(format);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it.runIf("hierarchy" in rule)("lists each parent before the rows that name it", () => {
    const h = (rule as { hierarchy: { id: string; parent: string } }).hierarchy;
    const { rows } = read(provider);
    const seen = new Set<string>();
    const beforeTheirParent: string[] = [];
    for (const row of rows) {
      if (row[h.parent] && !seen.has(row[h.parent])) beforeTheirParent.push(`${row[h.id]} before its parent ${row[h.parent]}`);
      seen.add(row[h.id]);
    }
    expect(beforeTheirParent).toEqual([]);
    expect(rows.some((row) => row[h.parent])).toBe(true);
  });
});
