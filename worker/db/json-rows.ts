// Many rows in one bound value: an INSERT … SELECT FROM json_each(?) writes a whole chunk in one
// statement, where D1's 100 parameters a statement would take a row of ten columns at a time.

/** The rows as JSON arrays of at most `maxChars` characters each (a longer row is a chunk of its own). */
export function jsonChunks(rows: readonly unknown[], maxChars: number): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let size = 0;
  for (const row of rows) {
    const part = JSON.stringify(row);
    if (parts.length > 0 && size + part.length > maxChars) {
      chunks.push(`[${parts.join(",")}]`);
      parts = [];
      size = 0;
    }
    parts.push(part);
    size += part.length + 1;
  }
  if (parts.length > 0) chunks.push(`[${parts.join(",")}]`);
  return chunks;
}
