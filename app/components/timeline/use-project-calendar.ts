import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { makeCalendar, STANDARD_WEEK, type WorkCalendar } from "../../../core/schedule";
import { queryKeys } from "../../lib/query-keys";
import { getHolidays } from "../../lib/timeline-api";

/**
 * The project's working-day calendar (its holidays), the one the server moves a dropped bar's
 * successors in, so a drag previews the dates it will store. Until the holidays arrive, or if they
 * cannot be read, the standard week: the server's answer to the drop then puts every bar right.
 */
export function useProjectCalendar(projectId: number): { calendar: WorkCalendar; reload: () => void } {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: queryKeys.holidays(projectId), queryFn: () => getHolidays(projectId) });
  const calendar = useMemo(() => (data ? makeCalendar(data.holidays.map((h) => h.date)) : STANDARD_WEEK), [data]);
  return { calendar, reload: () => void client.invalidateQueries({ queryKey: queryKeys.holidays(projectId) }) };
}
