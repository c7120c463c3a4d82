// Header names as a mapping can name them. Jira's "Export CSV (all fields)" repeats a header once per
// value of a multi-value field (Labels, Sprint, Comment, Watchers, Component): the repeats are told
// apart as "Labels", "Labels (2)", "Labels (3)"…, and a field mapped to the first of them reads the
// whole group, so a label that names a priority is found whichever column it landed in.

/** The file's headers made unique (an empty header reads "Column N"), in file order. */
export function uniqueColumns(headers: string[]): string[] {
  const taken = new Set<string>();
  const seen = new Map<string, number>();
  return headers.map((raw, i) => {
    const base = raw.trim() || `Column ${i + 1}`;
    let n = seen.get(base) ?? 0;
    let name = base;
    while (taken.has(name)) name = `${base} (${++n + 1})`;
    seen.set(base, n);
    taken.add(name);
    return name;
  });
}

/** For each column that starts a group of repeated headers, the indexes of the whole group. */
export function repeatedGroups(headers: string[], columns: string[]): Map<string, number[]> {
  const byBase = new Map<string, number[]>();
  headers.forEach((h, i) => {
    const base = h.trim().toLowerCase();
    if (base) byBase.set(base, [...(byBase.get(base) ?? []), i]);
  });
  const groups = new Map<string, number[]>();
  for (const indexes of byBase.values()) if (indexes.length > 1) groups.set(columns[indexes[0]], indexes);
  return groups;
}
