import { useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { EstimateUnit } from "../../core/schemas/time-fields";
import type { EstimateTotal } from "../../core/time/estimate-totals";
import { api, readJson } from "./api";
import { queryKeys } from "./query-keys";

// Issue 26: the list's estimate totals (core/time rolls them up from the live board) and the project's unit.

export interface Estimates {
  unit: EstimateUnit;
  totals: Map<string, EstimateTotal>;
}

export const EstimateTotals = createContext<Estimates>({ unit: "hours", totals: new Map() });
export const useEstimates = () => useContext(EstimateTotals);

/** The project's estimate unit: hours until the server says otherwise. The Analytics tab's switch updates it. */
export function useEstimateUnit(projectId: number): EstimateUnit {
  const settings = useQuery({
    queryKey: queryKeys.projectTimeSettings(projectId),
    queryFn: () => readJson(api.projects[":id"]["time-settings"].$get({ param: { id: String(projectId) } })),
    // Changed only through the switch, which writes the cache: read once per visit of the project.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return settings.data?.estimateUnit ?? "hours";
}
