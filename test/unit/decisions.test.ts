import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every decision follows docs/decisions/TEMPLATE.md (issue 23): a date, a status, and Context, Decision
// and Consequences in that order. A decision that was superseded or amended links the one that did it.

const DIR = path.resolve(import.meta.dirname, "../../docs/decisions");
const DECISION_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const STATUS = /^(accepted|proposed|deprecated|superseded by|amended by)\b/i;
const SECTIONS = ["Context", "Decision", "Consequences"];

/** What is wrong with one decision's text (empty when it follows the template). */
function problems(file: string, text: string, exists: (file: string) => boolean): string[] {
  const out: string[] = [];
  const number = DECISION_FILE.exec(file)?.[1];
  if (!number) return [`${file}: name it NNN-short-title.md`];
  const lines = text.split("\n");
  if (!lines[0]?.startsWith(`# ${number}: `)) out.push(`${file}: the first line is "# ${number}: <title>"`);
  // `**Date:** 2026-11-25` or `Date: 2026-11-25`, each on a line of its own.
  const field = (name: string) => {
    const re = new RegExp(`^(?:\\*\\*${name}:\\*\\*|${name}:)\\s*(.+)$`);
    for (const line of lines) {
      const m = re.exec(line.trim());
      if (m) return m[1].trim();
    }
    return null;
  };
  const date = field("Date");
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) out.push(`${file}: needs a "**Date:** YYYY-MM-DD" line`);
  const status = field("Status");
  if (!status || !STATUS.test(status)) {
    out.push(`${file}: needs a "**Status:**" line (accepted, superseded by [NNN](…), amended by [NNN](…))`);
  } else {
    if (/superseded by|amended by/i.test(status) && !/\]\(\d{3}-[a-z0-9-]+\.md\)/.test(status)) {
      out.push(`${file}: a superseded or amended status links the decision that did it`);
    }
    for (const [, target] of status.matchAll(/\]\(([^)]+)\)/g)) {
      if (!exists(target)) out.push(`${file}: the status links ${target}, which does not exist`);
    }
  }
  const headings = lines.filter((l) => l.startsWith("## ")).map((l) => l.slice(3).trim());
  const at = SECTIONS.map((s) => headings.indexOf(s));
  if (at.some((i) => i < 0)) out.push(`${file}: needs the sections ${SECTIONS.map((s) => `"## ${s}"`).join(", ")}`);
  else if (at[0] > at[1] || at[1] > at[2]) out.push(`${file}: Context, Decision and Consequences come in that order`);
  return out;
}

describe("docs/decisions", () => {
  const files = fs.readdirSync(DIR).filter((f) => f.endsWith(".md"));
  const exists = (f: string) => files.includes(f);

  it("has a template and only numbered decisions besides it", () => {
    expect(files).toContain("TEMPLATE.md");
    expect(files.filter((f) => f !== "TEMPLATE.md" && !DECISION_FILE.test(f))).toEqual([]);
    expect(files.length).toBeGreaterThan(30);
  });

  it("every decision has a date, a status and the three sections", () => {
    const found = files.filter((f) => f !== "TEMPLATE.md").flatMap((f) => problems(f, fs.readFileSync(path.join(DIR, f), "utf8"), exists));
    expect(found, found.join("\n")).toEqual([]);
  });

  it("refuses a decision without the template's parts, or with a dangling link", () => {
    const good = `# 099: A thing\n\n**Date:** 2026-11-25\n**Status:** accepted\n\n## Context\nx\n\n## Decision\ny\n\n## Consequences\nz\n`;
    const plain = good.replace("**Date:**", "Date:").replace("**Status:**", "Status:");
    const has = (f: string) => f === "012-provider-connections.md";
    expect(problems("099-a-thing.md", good, has)).toEqual([]);
    expect(problems("099-a-thing.md", plain, has)).toEqual([]);
    expect(problems("099-a-thing.md", good.replace("**Date:** 2026-11-25\n", ""), has)).toHaveLength(1);
    expect(problems("099-a-thing.md", good.replace("**Status:** accepted\n", ""), has)).toHaveLength(1);
    expect(problems("099-a-thing.md", good.replace("## Consequences", "## Costs"), has)).toHaveLength(1);
    expect(
      problems("099-a-thing.md", good.replace("## Context\nx\n\n## Decision\ny", "## Decision\ny\n\n## Context\nx"), has),
    ).toHaveLength(1);
    const superseded = (to: string) => good.replace("accepted", `superseded by ${to}`);
    expect(problems("099-a-thing.md", superseded("[012](012-provider-connections.md)"), has)).toEqual([]);
    expect(problems("099-a-thing.md", superseded("[077](077-gone.md)"), has)).toEqual([
      "099-a-thing.md: the status links 077-gone.md, which does not exist",
    ]);
    expect(problems("099-a-thing.md", superseded("012"), has)).toHaveLength(1);
  });
});
