import { useId } from "react";

// Every chart is a figure with a title, a one-sentence summary (the svg is labelled by both) and its
// numbers as a table, so the chart is never the only way to read them.

export interface LegendItem {
  label: string;
  color: string;
  dashed?: boolean;
}

export interface ChartTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

export function ChartFigure({
  title,
  summary,
  legend,
  table,
  empty = false,
  children,
}: {
  title: string;
  summary: string;
  legend: LegendItem[];
  table: ChartTable;
  /** Nothing to draw yet: the summary says why, and no empty axes are shown. */
  empty?: boolean;
  /** The chart, given the ids it is labelled by. */
  children: (labelledBy: string) => React.ReactNode;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  return (
    <figure aria-labelledby={titleId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h3>
      <p id={summaryId} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      {empty ? (
        <div className="mt-3 flex h-32 items-center justify-center rounded-md border border-dashed border-slate-200 text-sm text-slate-500">
          No data yet
        </div>
      ) : (
        <div className="mt-3">{children(`${titleId} ${summaryId}`)}</div>
      )}
      {legend.length > 1 && !empty && <ChartLegend legend={legend} />}
      {!empty && <ChartDataTable title={title} table={table} />}
    </figure>
  );
}

function ChartLegend({ legend }: { legend: LegendItem[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {legend.map((l) => (
        <li key={l.label} className="flex items-center gap-1.5">
          <svg width="18" height="8" aria-hidden>
            <line x1="0" y1="4" x2="18" y2="4" stroke={l.color} strokeWidth="3" strokeDasharray={l.dashed ? "4 3" : undefined} />
          </svg>
          {l.label}
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers, folded away under "Data table"; the first column heads each row. */
function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer rounded text-indigo-700 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
        Data table
      </summary>
      <div className="relative mt-2 max-h-64 overflow-auto">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-500">
              {table.columns.map((c) => (
                <th key={c} scope="col" className="py-1 pr-3 font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i} className="border-b border-slate-100">
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={table.columns[j]} scope="row" className="py-1 pr-3 font-normal text-slate-700">
                      {cell}
                    </th>
                  ) : (
                    <td key={table.columns[j]} className="py-1 pr-3 tabular-nums text-slate-700">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
