import { useMemo, useRef } from "react";

/** Longer than any double-click interval (desktops default to 500 ms). */
const AFTER_SUCCESS_MS = 1000;

/**
 * Keeps the second click of a double-click from submitting again (issue 15 #6): a submit while one is
 * on its way is dropped, and so is a submit of the form just emptied by a success (the success toast
 * stays instead of "Email required").
 */
export function useSubmitGuard() {
  const busy = useRef(false);
  const succeededAt = useRef(Number.NEGATIVE_INFINITY);
  return useMemo(
    () => ({
      ignore: (formEmpty: boolean) => busy.current || (formEmpty && Date.now() - succeededAt.current < AFTER_SUCCESS_MS),
      start: () => {
        busy.current = true;
      },
      finish: (succeeded: boolean) => {
        busy.current = false;
        if (succeeded) succeededAt.current = Date.now();
      },
    }),
    [],
  );
}
