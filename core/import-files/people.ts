// Assignees in an imported file are written as e-mails (Asana) or display names (Jira, monday.com).
// Either is matched against the people the importer may assign: themselves and the people they
// already share a project with. Whoever matches nobody is listed, never guessed.

export interface Assignable {
  id: number;
  email: string;
  /** "Ada Lovelace" (first and last name) when the profile has one. */
  name: string | null;
  username: string;
}

export interface AssigneeMatch {
  /** Value as written in the file → the person it names. */
  matched: Map<string, Assignable>;
  /** Values that name no one, in file order, each once. */
  unmatched: string[];
}

const norm = (v: string) => v.trim().replace(/\s+/g, " ").toLowerCase();

export function matchAssignees(values: ReadonlyArray<string | null>, people: readonly Assignable[]): AssigneeMatch {
  const index = new Map<string, Assignable | null>();
  const add = (k: string, p: Assignable) => {
    if (!k) return;
    // Two people with one display name: the name matches neither (never a guess).
    const prev = index.get(k);
    index.set(k, prev === undefined || prev?.id === p.id ? p : null);
  };
  for (const p of people) {
    add(norm(p.email), p);
    add(norm(p.username), p);
    if (p.name) add(norm(p.name), p);
  }
  const matched = new Map<string, Assignable>();
  const unmatched: string[] = [];
  for (const v of values) {
    if (!v?.trim() || matched.has(v) || unmatched.includes(v)) continue;
    const p = index.get(norm(v));
    if (p) matched.set(v, p);
    else unmatched.push(v);
  }
  return { matched, unmatched };
}
