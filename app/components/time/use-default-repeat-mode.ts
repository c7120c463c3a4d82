import { useEffect, useState } from "react";
import type { PersonTimeSettings } from "../../../core/schemas/person-time-settings";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { api, readJson } from "../../lib/api";

/** The person's default repeat mode for new rules (Settings); "completion" until it has loaded. */
export function useDefaultRepeatMode(): RecurrenceMode {
  const [mode, setMode] = useState<RecurrenceMode>("completion");
  useEffect(() => {
    let live = true;
    readJson(api["time-settings"].$get())
      .then((s: PersonTimeSettings) => live && setMode(s.recurrenceMode))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return mode;
}
