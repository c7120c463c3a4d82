import { useId } from "react";

/** Padding of every header and body cell of a `Table`. */
export const cell = "px-4 py-2.5";

export type TableColumn = { label: string; align?: "right" };

/**
 * A bordered table with a header row named by `columns` (a `false` entry leaves that column out) and
 * the body rows as children. Below 768 px each row is a card listing its values under the column names
 * (the `.stack-table` rules in app.css), so nothing hides behind a sideways scroll.
 */
export function Table({
  columns,
  minWidth,
  className = "",
  children,
}: {
  columns: Array<TableColumn | false>;
  /** A Tailwind min-width class for the table, e.g. "min-w-[600px]". */
  minWidth: string;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  const shown = columns.filter((c): c is TableColumn => c !== false);
  // Each stacked cell is labelled by its column. Set as raw CSS (a text child would be HTML-escaped);
  // JSON quoting plus an escaped "<" keeps any label inside its CSS string and the <style> element.
  // Phone widths only, like the rest of the stacking: at desktop widths the header row names the columns.
  const labels = `@media (max-width: 767px){${shown
    .map((c, i) => `[data-stack="${id}"] td:nth-child(${i + 1})::before{content:${JSON.stringify(c.label).replaceAll("<", "\\3c ")}}`)
    .join("")}}`;
  return (
    <div className={`relative overflow-x-auto rounded-lg border border-slate-200 ${className}`}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: column labels, escaped above. */}
      <style dangerouslySetInnerHTML={{ __html: labels }} />
      <table data-stack={id} className={`stack-table w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map(
              (c) =>
                c && (
                  <th key={c.label} scope="col" className={c.align === "right" ? `${cell} text-right` : cell}>
                    {c.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}
