// Counts type casts in app/, worker/ and core/: `x as T` (but not `as const`, which narrows instead of asserting)
// and the non-null `x!`. Used by test/unit/casts-ratchet.test.ts; run by hand with
// `node scripts/count-casts.mjs [--json] [--list]` (through npm/npx so Node 22 and the local typescript are used).
import { execSync } from "node:child_process";
import fs from "node:fs";
import ts from "typescript";

export const FOLDERS = ["app", "worker", "core"];

/** The casts in one file's text: `{ kind: "as" | "!", line, text }` each. */
export function castsInSource(file, text) {
  const found = [];
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const at = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(sf) === "const";
      if (!isConst) found.push({ kind: "as", line: at(node), text: node.getText(sf).slice(0, 120) });
    } else if (ts.isNonNullExpression(node)) {
      found.push({ kind: "!", line: at(node), text: node.getText(sf).slice(0, 120) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Git-tracked .ts/.tsx files of one folder. */
function filesOf(folder, cwd) {
  return execSync(`git ls-files '${folder}/*.ts' '${folder}/*.tsx'`, { encoding: "utf8", cwd })
    .split("\n")
    .filter((f) => f && !f.endsWith(".d.ts") && fs.existsSync(`${cwd}/${f}`));
}

/** Per folder: `{ as, nonNull, casts: [{ file, kind, line, text }] }`. */
export function countCasts(cwd = process.cwd()) {
  const result = {};
  for (const folder of FOLDERS) {
    const casts = filesOf(folder, cwd).flatMap((file) =>
      castsInSource(file, fs.readFileSync(`${cwd}/${file}`, "utf8")).map((c) => ({ file, ...c })),
    );
    result[folder] = {
      as: casts.filter((c) => c.kind === "as").length,
      nonNull: casts.filter((c) => c.kind === "!").length,
      casts,
    };
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = countCasts();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(Object.fromEntries(FOLDERS.map((f) => [f, { as: counts[f].as, nonNull: counts[f].nonNull }]))));
    process.exit(0);
  }
  if (process.argv.includes("--list")) {
    for (const f of FOLDERS)
      for (const c of counts[f].casts) console.log(`${c.kind.padEnd(2)} ${c.file}:${c.line}  ${c.text.replaceAll("\n", " ")}`);
  }
  for (const f of FOLDERS) console.log(`${f.padEnd(7)} ${String(counts[f].as).padStart(4)} as  ${String(counts[f].nonNull).padStart(4)} !`);
}
