/** Padding of every header and body cell of a `Table`. */
export const cell = "px-4 py-2.5";

export type TableColumn = { label: string; align?: "right" };

/**
 * A bordered table that scrolls sideways on narrow screens, with a header row named by `columns`
 * (a `false` entry leaves that column out) and the body rows as children.
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
  return (
    <div className={`overflow-x-auto rounded-lg border border-slate-200 ${className}`}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
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
