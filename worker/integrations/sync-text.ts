// Text as sync compares it: providers keep paragraphs but not stray blank lines or trailing spaces,
// so both sides are compared (and stored as the base) in this form.
export function normalText(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .join("\n\n");
}
