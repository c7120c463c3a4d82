import { useState } from "react";

/** One piece of work at a time: `busy` while it runs, whatever its outcome (a failure is reported by the work itself). */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}
