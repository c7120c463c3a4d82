// Appends to the planner's baseline (decision 181) every string of three or more words in the given test
// files that it does not hold yet, with no hash: run the baseline test with -u afterwards to record their
// plans. Usage: node scripts/planner-baseline-add.mjs test/unit/planner-x.test.ts [more files]
import { appendFileSync, readFileSync } from "node:fs";
import ts from "typescript";

const BASELINE = "test/golden/planner-baseline.txt";
const held = new Set(
  readFileSync(BASELINE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line.slice(line.indexOf("\t") + 1))),
);
const added = [];
for (const file of process.argv.slice(2)) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.length >= 12) {
      const text = node.text;
      if (text.trim().split(/\s+/).length >= 3 && !held.has(text)) {
        held.add(text);
        added.push(text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
if (added.length > 0) appendFileSync(BASELINE, added.map((text) => `0\t${JSON.stringify(text)}\n`).join(""));
console.log(`${added.length} texts added to ${BASELINE}; record their plans with:
npx vitest run --config vitest.unit.config.ts test/unit/planner-baseline.test.ts -u`);
