// Lists every function in app/ longer than a limit (default 80 lines), longest first.
// Used by test/unit/long-functions.test.ts; run by hand with `node scripts/long-functions.mjs [limit] [--json]`.
import { execSync } from "node:child_process";
import fs from "node:fs";
import ts from "typescript";

export const LIMIT = 80;

function nameOf(node, sf) {
  if (node.name) return node.name.getText(sf);
  let parent = node.parent;
  // `const Foo = () => …`, `const Foo = memo(function …)`, `foo: () => …`
  while (parent) {
    if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(sf);
    // Callbacks are named by where they sit, without a line number, so the allowed list survives edits.
    if (ts.isCallExpression(parent) && parent.arguments.includes(node)) return `${parent.expression.getText(sf)}(callback)`;
    if (ts.isJsxExpression(parent) || ts.isJsxAttribute(parent)) return "jsx callback";
    parent = parent.parent;
    if (parent && (ts.isFunctionLike(parent) || ts.isSourceFile(parent))) break;
  }
  return "anonymous";
}

/** A function whose whole body is one object or array literal is a data table: exempt. */
function isDataTable(node) {
  let body = node.body;
  while (body && ts.isParenthesizedExpression(body)) body = body.expression;
  if (body && ts.isBlock(body)) {
    if (body.statements.length !== 1 || !ts.isReturnStatement(body.statements[0])) return false;
    body = body.statements[0].expression;
    while (body && ts.isParenthesizedExpression(body)) body = body.expression;
  }
  return !!body && (ts.isObjectLiteralExpression(body) || ts.isArrayLiteralExpression(body));
}

export function longFunctions(limit = LIMIT, cwd = process.cwd()) {
  const files = execSync("git ls-files 'app/**/*.ts' 'app/**/*.tsx' 'app/*.tsx'", { encoding: "utf8", cwd })
    .trim()
    .split("\n")
    .filter((f) => f && fs.existsSync(`${cwd}/${f}`));
  return files
    .flatMap((file) => longFunctionsInSource(file, fs.readFileSync(`${cwd}/${file}`, "utf8"), limit))
    .sort((a, b) => b.lines - a.lines);
}

/** The functions of one file's text longer than `limit` lines, data tables aside. */
export function longFunctionsInSource(file, text, limit = LIMIT) {
  const found = [];
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit && !isDataTable(node)) found.push({ file, name: nameOf(node, sf), lines, line: start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const json = process.argv.includes("--json");
  const limit = Number(process.argv.slice(2).find((a) => a !== "--json") ?? LIMIT);
  const found = longFunctions(limit);
  if (json) {
    console.log(JSON.stringify(found));
    process.exit(0);
  }
  for (const f of found) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${found.length} functions over ${limit} lines`);
}
