import { useCallback, useEffect, useState } from "react";
import type { CapacityView, Holiday } from "../../../core/schemas/capacity";
import { errorMessage } from "../../lib/api";
import { getCapacity, getHolidays, saveCapacity, saveHolidays } from "../../lib/timeline-api";

type Loaded = { capacity: CapacityView; holidays: Holiday[] };

/**
 * The project's working time (each member's capacity and the holidays): read, read again when the
 * members change, and saved, each save telling `onChanged`.
 */
export function useWorkingTime(projectId: number, memberKey: string, onChanged?: () => void) {
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailed(null);
    try {
      const [capacity, { holidays }] = await Promise.all([getCapacity(projectId), getHolidays(projectId)]);
      setData({ capacity, holidays });
    } catch (err) {
      setFailed(errorMessage(err, "Please try again."));
    }
  }, [projectId]);

  // Members come and go on the Team tab: their list reloads the settings.
  useEffect(() => {
    void memberKey;
    void load();
  }, [load, memberKey]);

  const saveMembers = async (members: Parameters<typeof saveCapacity>[1]["members"]) => {
    const capacity = await saveCapacity(projectId, { members });
    setData((d) => d && { ...d, capacity });
    onChanged?.();
  };
  const saveHolidayList = async (list: Holiday[]) => {
    const { holidays } = await saveHolidays(projectId, list);
    setData((d) => d && { ...d, holidays });
    onChanged?.();
  };
  return { data, failed, load, saveMembers, saveHolidayList };
}
