// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAnalyticsRefresh } from "../../app/components/analytics/use-analytics-refresh";
import { queryKeys } from "../../app/lib/query-keys";

// The Analytics tab reads its figures again after board changes: once per half second at most, and
// (unlike a debounce) still while changes keep coming.

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries").mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(({ version }) => useAnalyticsRefresh(7, version), { wrapper, initialProps: { version: 1 } });
  return { invalidate, hook };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("analytics refresh after board changes", () => {
  it("does not read again on the first render", () => {
    vi.useFakeTimers();
    const { invalidate } = setup();
    vi.advanceTimersByTime(2000);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("reads once per burst, half a second after its first change", () => {
    vi.useFakeTimers();
    const { invalidate, hook } = setup();
    hook.rerender({ version: 2 });
    vi.advanceTimersByTime(200);
    hook.rerender({ version: 3 });
    hook.rerender({ version: 4 });
    vi.advanceTimersByTime(299);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.analyticsOf(7) });
  });

  it("keeps reading while changes keep coming", () => {
    vi.useFakeTimers();
    const { invalidate, hook } = setup();
    for (let version = 2; version <= 11; version++) {
      hook.rerender({ version });
      vi.advanceTimersByTime(200);
    }
    // Two seconds of changes every 200 ms: a read every 500 ms, not one at the end.
    expect(invalidate.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it("drops a pending read when the tab closes", () => {
    vi.useFakeTimers();
    const { invalidate, hook } = setup();
    hook.rerender({ version: 2 });
    hook.unmount();
    vi.advanceTimersByTime(1000);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
