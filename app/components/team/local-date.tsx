import { useSyncExternalStore } from "react";
import { formatDay } from "../../lib/dates";

const subscribe = () => () => {};

/**
 * A stored timestamp as a calendar date. The server renders it in UTC and the browser switches to
 * the reader's own time zone after hydration, so the two renders never disagree mid-hydration.
 */
export function LocalDate({ value, pattern = "MMM d, yyyy" }: { value: string | null | undefined; pattern?: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const text = hydrated ? formatDay(value, pattern, "N/A") : formatDay(value?.slice(0, 10), pattern, "N/A");
  return value ? <time dateTime={value}>{text}</time> : <span>{text}</span>;
}
