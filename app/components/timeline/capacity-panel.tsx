import { useEffect, useState } from "react";
import type { MemberView } from "../../../core/schemas/team";
import { errorMessage } from "../../lib/api";
import { getSchedule, setCapacity } from "../../lib/timeline-api";
import { useToast } from "../ui/toast";

// How many tasks each member may carry at once when auto-schedule respects capacity (default one).

const nameOf = (m: MemberView) => [m.user.firstName, m.user.lastName].filter(Boolean).join(" ") || m.user.username;

export function CapacityPanel({ projectId, members }: { projectId: number; members: MemberView[] }) {
  const toast = useToast();
  const [capacities, setCapacities] = useState<Record<number, number> | null>(null);

  useEffect(() => {
    let live = true;
    getSchedule(projectId)
      .then((s) => live && setCapacities(Object.fromEntries(s.capacities.map((c) => [c.userId, c.capacity]))))
      .catch(() => live && setCapacities({}));
    return () => {
      live = false;
    };
  }, [projectId]);

  const save = async (userId: number, value: string) => {
    const capacity = Number(value);
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > 20) {
      toast({ title: "Capacity not saved", description: "Capacity is a whole number from 1 to 20.", variant: "destructive" });
      return;
    }
    try {
      await setCapacity(projectId, userId, capacity);
      setCapacities((c) => ({ ...c, [userId]: capacity }));
    } catch (err) {
      toast({ title: "Capacity not saved", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  };

  return (
    <details className="rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Team capacity</summary>
      <p className="mt-2 text-slate-600">
        Tasks each person can work on at the same time, used by auto-schedule when it respects capacity.
      </p>
      {capacities === null ? (
        <p className="mt-2 text-slate-500">Loading…</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {members.map((m) => (
            <li key={m.userId} className="flex items-center justify-between gap-2">
              <label htmlFor={`cap-${m.userId}`} className="truncate">
                {nameOf(m)}
              </label>
              <input
                id={`cap-${m.userId}`}
                type="number"
                min={1}
                max={20}
                step={1}
                defaultValue={capacities[m.userId] ?? 1}
                onBlur={(e) => {
                  if (Number(e.target.value) !== (capacities[m.userId] ?? 1)) void save(m.userId, e.target.value);
                }}
                className="h-8 w-20 rounded-md border border-slate-300 px-2"
              />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
