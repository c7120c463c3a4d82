import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { longFunctionsInSource } from "../../scripts/long-functions.mjs";

// No function in app/ may be over 80 lines (issue 23): a long component does several jobs, and a newcomer
// has to read all of them to change one. The 82 functions that were long before the rule have all been
// split (2026-11-26); there is no allow-list any more. Pure data tables (a function that is one object or
// array literal) are exempt. Count by hand with `node scripts/long-functions.mjs`.
const LIMIT = 80;

type LongFunction = { file: string; name: string; lines: number; line: number };

function longFunctions(): LongFunction[] {
  const out = execFileSync(process.execPath, ["scripts/long-functions.mjs", "--json"], { encoding: "utf8" });
  return JSON.parse(out) as LongFunction[];
}

describe("functions in app/", () => {
  it(`are at most ${LIMIT} lines`, () => {
    expect(longFunctions().map((f) => `${f.file}:${f.line} ${f.name} is ${f.lines} lines (limit ${LIMIT}): split it by job`)).toEqual([]);
  });

  it("are counted: 81 lines are reported, 80 and a data table are not", () => {
    // The rule is only as good as the counter: a function of 81 lines must be reported.
    const body = Array.from({ length: 79 }, (_, i) => `  const v${i} = ${i};`).join("\n");
    const long = (text: string) => longFunctionsInSource("x.tsx", text).map((f) => [f.name, f.lines]);
    expect(long(`function Big() {\n${body}\n}\n`)).toEqual([["Big", 81]]);
    expect(long(`function Fits() {\n${body.split("\n").slice(1).join("\n")}\n}\n`)).toEqual([]);
    expect(long(`const table = () => ({\n${body.replaceAll("const ", "").replaceAll(" =", ":").replaceAll(";", ",")}\n});\n`)).toEqual([]);
  });
});
