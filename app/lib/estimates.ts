import { createContext, useContext, useEffect, useState } from "react";
import type { EstimateUnit } from "../../core/schemas/time-fields";
import type { EstimateTotal } from "../../core/time/estimate-totals";
import { api, readJson } from "./api";

// Issue 26: the list's estimate totals (core/time rolls them up from the live board) and the project's unit.

export interface Estimates {
  unit: EstimateUnit;
  totals: Map<string, EstimateTotal>;
}

export const EstimateTotals = createContext<Estimates>({ unit: "hours", totals: new Map() });
export const useEstimates = () => useContext(EstimateTotals);

const units = new Map<number, EstimateUnit>();
const unitListeners = new Set<() => void>();

/** Tells every open view of the project that its unit changed (the Analytics tab's switch). */
export function setEstimateUnit(projectId: number, unit: EstimateUnit) {
  units.set(projectId, unit);
  for (const l of unitListeners) l();
}

/** The project's estimate unit: hours until the server says otherwise. */
export function useEstimateUnit(projectId: number): EstimateUnit {
  const [unit, setUnit] = useState<EstimateUnit>(units.get(projectId) ?? "hours");
  useEffect(() => {
    const sync = () => setUnit(units.get(projectId) ?? "hours");
    unitListeners.add(sync);
    if (!units.has(projectId)) {
      readJson(api.projects[":id"]["time-settings"].$get({ param: { id: String(projectId) } }))
        .then((r) => setEstimateUnit(projectId, r.estimateUnit))
        .catch(() => {});
    }
    return () => {
      unitListeners.delete(sync);
    };
  }, [projectId]);
  return unit;
}
