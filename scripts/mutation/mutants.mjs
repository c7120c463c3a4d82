// The mutants of a source file, from its TypeScript AST (decision 046): shared by run.mjs (one mutant
// per test run) and gates.mjs (the role checks, several routes' mutants per run of the matrix).

import ts from "typescript";

const SWAPS = new Map([
  [ts.SyntaxKind.EqualsEqualsEqualsToken, "!=="],
  [ts.SyntaxKind.ExclamationEqualsEqualsToken, "==="],
  [ts.SyntaxKind.LessThanToken, "<="],
  [ts.SyntaxKind.LessThanEqualsToken, "<"],
  [ts.SyntaxKind.GreaterThanToken, ">="],
  [ts.SyntaxKind.GreaterThanEqualsToken, ">"],
  [ts.SyntaxKind.AmpersandAmpersandToken, "||"],
  [ts.SyntaxKind.BarBarToken, "&&"],
  [ts.SyntaxKind.QuestionQuestionToken, "&&"],
  [ts.SyntaxKind.PlusToken, "-"],
  [ts.SyntaxKind.MinusToken, "+"],
  [ts.SyntaxKind.AsteriskToken, "/"],
  [ts.SyntaxKind.SlashToken, "*"],
]);

// A role one rank lower: the mutant a tired developer writes at a gate ("owner" where "editor" was meant
// is also caught, by the matrix's 403 rows; lowering is the one that opens a door).
const LOWER_ROLE = { owner: "editor", editor: "viewer" };
// Since the policy (core/policy.ts, issue 24) gates name an action, not a role: the same tired mistake
// is an action one rank lower named at the gate (an owner's action → an editor's, an editor's → a
// viewer's). Viewer actions are not lowered: every gate refuses a non-member before asking the policy.
const LOWER_ACTION = {
  "comment.moderate": "task.edit",
  "members.manage": "task.edit",
  "webhooks.manage": "task.edit",
  "project.delete": "task.edit",
  "project.edit": "project.read",
  "task.edit": "project.read",
};
const GATE_CALLS = new Set(["roleAllows", "requireProjectRole", "requireTaskRole"]);

/**
 * Every mutant of a source text: { start, end, replacement, line, what }. A module may add
 * `passThrough: ["esc"]` (a call of these replaced by its argument: escaping forgotten) and
 * `rawHtml: true` (a value in hono's html`…` wrapped in raw()), `roles: true` (a role literal, or the action a gate names, one rank lower; with `actionProps: true` also an `action:` property's), and `lines: /re/` keeps only mutants on matching
 * lines (the gates of a large service, say).
 */
export function mutantsOf(file, text, mod = {}) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out = [];
  const add = (start, end, replacement, what) =>
    out.push({ start, end, replacement, what, line: source.getLineAndCharacterOfPosition(start).line + 1 });
  const visit = (node) => {
    // Types and imports are not behaviour.
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isBinaryExpression(node) && SWAPS.has(node.operatorToken.kind)) {
      const op = node.operatorToken;
      add(op.getStart(), op.end, SWAPS.get(op.kind), `${op.getText()} → ${SWAPS.get(op.kind)}`);
    }
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
      add(node.getStart(), node.operand.getStart(), "", "! dropped");
    }
    if (node.kind === ts.SyntaxKind.TrueKeyword) add(node.getStart(), node.end, "false", "true → false");
    if (node.kind === ts.SyntaxKind.FalseKeyword) add(node.getStart(), node.end, "true", "false → true");
    if (ts.isNumericLiteral(node)) add(node.getStart(), node.end, String(Number(node.text) + 1), `${node.text} → ${Number(node.text) + 1}`);
    if (ts.isIfStatement(node)) {
      add(node.expression.getStart(), node.expression.end, "true", "if (…) → if (true)");
      add(node.expression.getStart(), node.expression.end, "false", "if (…) → if (false)");
    }
    if (ts.isExpressionStatement(node) && ts.isBlock(node.parent)) add(node.getStart(), node.end, ";", "statement removed");
    if (
      mod.passThrough &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      mod.passThrough.includes(node.expression.text) &&
      node.arguments.length === 1
    ) {
      const arg = node.arguments[0];
      add(node.getStart(), node.end, `(${arg.getText()})`, `${node.expression.text}(…) → its argument`);
    }
    // hono's html`…` escapes every value it interpolates: `rawHtml: true` wraps one value in raw(), the
    // escape forgotten (the module must import raw). Fragments are left alone: nested templates,
    // conditionals between them, lists of them (`.map(…)`) and values already raw.
    if (mod.rawHtml && ts.isTemplateSpan(node) && ts.isTaggedTemplateExpression(node.parent.parent)) {
      const tag = node.parent.parent.tag;
      const e = node.expression;
      const fragment =
        ts.isTaggedTemplateExpression(e) ||
        ts.isConditionalExpression(e) ||
        (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === "raw") ||
        (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === "map");
      if (ts.isIdentifier(tag) && tag.text === "html" && !fragment) {
        add(e.getStart(), e.end, `raw(${e.getText()})`, "html value → raw(…)");
      }
    }
    if (mod.roles && ts.isStringLiteral(node) && LOWER_ROLE[node.text]) {
      add(node.getStart() + 1, node.end - 1, LOWER_ROLE[node.text], `"${node.text}" → "${LOWER_ROLE[node.text]}"`);
    }
    if (
      mod.roles &&
      ts.isStringLiteral(node) &&
      LOWER_ACTION[node.text] &&
      ((ts.isCallExpression(node.parent) && ts.isIdentifier(node.parent.expression) && GATE_CALLS.has(node.parent.expression.text)) ||
        ts.isParameter(node.parent) ||
        // `actionProps: true`: the action a table entry names (an MCP tool's `action: "task.edit"`).
        (mod.actionProps && ts.isPropertyAssignment(node.parent) && node.parent.name.getText() === "action"))
    ) {
      add(node.getStart() + 1, node.end - 1, LOWER_ACTION[node.text], `"${node.text}" → "${LOWER_ACTION[node.text]}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!mod.lines) return out;
  const lines = text.split("\n");
  return out.filter((m) => mod.lines.test(lines[m.line - 1]));
}
