import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Issue 27: a test that cannot fail is a defect. Biome has no rule for an expectation that only runs
// when a condition holds (`if (message) expect(…)`), so this check reads every test file and fails
// on an `expect` inside an `if` or a `?:` branch, and on `not.toBe(<status>)`, which a 500 passes
// too. A table row states what it expects; a loop asserts on every item, after checking the items
// are there.

const ROOT = join(import.meta.dirname, "../..");

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : testFiles(path);
    return /\.(test|e2e)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Each `expect(…)` that runs only on one branch of an `if` or a conditional expression, as "file:line". */
function conditionalExpects(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, branch: boolean): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "expect" && branch) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    if (ts.isIfStatement(node)) {
      visit(node.expression, branch);
      visit(node.thenStatement, true);
      if (node.elseStatement) visit(node.elseStatement, true);
      return;
    }
    if (ts.isConditionalExpression(node)) {
      visit(node.condition, branch);
      visit(node.whenTrue, true);
      visit(node.whenFalse, true);
      return;
    }
    // `a && expect(…)` is an if by another name.
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(
        node.operatorToken.kind,
      )
    ) {
      visit(node.left, branch);
      visit(node.right, true);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, branch));
  };
  visit(source, false);
  return found;
}

const files = [...testFiles(join(ROOT, "test")), ...testFiles(join(ROOT, "e2e"))].map((f) => relative(ROOT, f));

describe("tests that can fail", () => {
  it("reads the test files", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain("test/unit/test-hygiene.test.ts");
  });

  it("have no expect inside an if or a conditional branch", { timeout: 60_000 }, () => {
    const byFile = files.map((f) => [f, conditionalExpects(f, readFileSync(join(ROOT, f), "utf8"))] as const);
    expect(byFile.flatMap(([, hits]) => hits)).toEqual([]);
  });

  it("have no not.toBe(<status code>), which a 500 passes too", () => {
    const hits = files.flatMap((f) =>
      readFileSync(join(ROOT, f), "utf8")
        .split("\n")
        .flatMap((line, i) => (/\.not\.toBe\(\s*[1-5]\d\d\s*\)/.test(line) ? [`${f}:${i + 1}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it("the check finds what it looks for", () => {
    const sample = [
      "if (message) expect(a).toBe(b);",
      "for (const x of xs) if (x.ok) { expect(x).toBeTruthy(); }",
      "const y = ok ? expect(a) : null;",
      "ok && expect(a).toBe(1);",
      "expect(a).toBe(ok ? 1 : 2);",
      "if (ok) return; expect(a).toBe(1);",
    ].join("\n");
    expect(conditionalExpects("sample.ts", sample)).toEqual(["sample.ts:1", "sample.ts:2", "sample.ts:3", "sample.ts:4"]);
  });
});
