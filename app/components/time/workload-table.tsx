import type { weeklyWorkload } from "../../../core/time/workload";
import { formatDay } from "../../lib/gantt-model";
import { cell, Table } from "../ui/table";

const hours = (h: number) => `${Math.round(h * 10) / 10} h`;

/** Each person's load per week against their capacity; an overload is marked by colour and in words. */
export function WorkloadTable({ workload, nameOf }: { workload: ReturnType<typeof weeklyWorkload>; nameOf: (userId: number) => string }) {
  return (
    <Table
      columns={[{ label: "Person" }, ...workload.weeks.map((w) => ({ label: `Week of ${formatDay(w)}`, align: "right" as const }))]}
      minWidth="min-w-[900px]"
    >
      {workload.rows.map((row) => (
        <tr key={row.userId}>
          <td className={`${cell} font-medium text-slate-900`}>{nameOf(row.userId)}</td>
          {row.cells.map((c) => (
            <td
              key={c.week}
              data-over={c.over || undefined}
              className={`${cell} text-right tabular-nums ${c.over ? "bg-rose-50 text-rose-800" : c.load > 0 ? "text-slate-900" : "text-slate-500"}`}
            >
              <div>
                <span>
                  {hours(c.load)} of {hours(c.capacity)}
                </span>
                {c.over && (
                  <span className="block font-semibold">
                    <span aria-hidden="true">▲ </span>Over by {hours(c.load - c.capacity)}
                  </span>
                )}
              </div>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}
