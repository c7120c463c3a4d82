// Subtasks in an imported file or pull (issue 14): a row's "Parent" cell names another row of the same file,
// by that row's key or id (Jira's "Parent" holds the parent's Issue id, a generic sheet often its
// key) or else by its name (Asana's "Parent task" holds the parent's name). A parent that is not in
// the file never loses the row: it is imported at the top level and the preview says so.

export interface ParentCandidate {
  /** The row a person sees in a spreadsheet (header is row 1), for notices. */
  row: number;
  name: string;
  /** The row's own identifiers (issue key, issue id, task id…), any of which a child may name. */
  ids: string[];
  /** The parent cell as written; empty: a top-level row. */
  parent: string;
}

export interface ParentLinks {
  /** For each row, the index of its parent row, or null. */
  parents: Array<number | null>;
  /** What could not be kept, one sentence per row. */
  notices: string[];
}

const key = (v: string) => v.trim().toLowerCase();

export function linkParents(rows: ParentCandidate[]): ParentLinks {
  const byId = new Map<string, number>();
  const byName = new Map<string, number[]>();
  rows.forEach((r, i) => {
    for (const id of r.ids) if (key(id) && !byId.has(key(id))) byId.set(key(id), i);
    byName.set(key(r.name), [...(byName.get(key(r.name)) ?? []), i]);
  });
  const notices: string[] = [];
  const parents = rows.map((r, i): number | null => {
    const wanted = key(r.parent);
    if (!wanted) return null;
    const j = byId.get(wanted) ?? byName.get(wanted)?.find((n) => n !== i);
    if (j === undefined) {
      notices.push(`Row ${r.row}: the parent "${r.parent.trim()}" is not in this file, so "${r.name}" is imported as a top-level task.`);
      return null;
    }
    return j === i ? null : j;
  });
  for (const i of breakLoops(parents)) {
    notices.push(`Row ${rows[i].row}: "${rows[i].name}" is, through its parents, its own subtask, so it is imported as a top-level task.`);
  }
  return { parents, notices };
}

/**
 * A loop (A under B under A) cannot be a tree: the item that closes it goes to the top level (its
 * parent set to null in place). Returns the items cut loose.
 */
export function breakLoops(parents: Array<number | null>): number[] {
  const cut: number[] = [];
  parents.forEach((_, i) => {
    const seen = new Set<number>([i]);
    for (let p = parents[i]; p !== null; p = parents[p]) {
      if (seen.has(p)) {
        if (p === i) {
          parents[i] = null;
          cut.push(i);
        }
        break;
      }
      seen.add(p);
    }
  });
  return cut;
}

/** Rows in tree order: each parent right before its subtasks (depth 1, 2…), siblings in file order. */
export function treeOrder(parents: Array<number | null>): Array<{ index: number; depth: number }> {
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  parents.forEach((p, i) => {
    if (p === null) roots.push(i);
    else children.set(p, [...(children.get(p) ?? []), i]);
  });
  const out: Array<{ index: number; depth: number }> = [];
  const visit = (i: number, depth: number) => {
    out.push({ index: i, depth });
    for (const c of children.get(i) ?? []) visit(c, depth + 1);
  };
  for (const r of roots) visit(r, 0);
  return out;
}
