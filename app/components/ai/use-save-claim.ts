import { useRef, useState } from "react";

/**
 * One save at a time: `claim` runs a save unless one is running (`isSaving`), and `saving` shows it on
 * the Save button.
 */
export function useSaveClaim() {
  const [saving, setSaving] = useState(false);
  // A ref, not state: two presses in the same frame both see the first one's claim.
  const savingRef = useRef(false);
  const claim = async (run: () => Promise<void>) => {
    savingRef.current = true;
    setSaving(true);
    try {
      await run();
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };
  return { saving, isSaving: () => savingRef.current, claim };
}
