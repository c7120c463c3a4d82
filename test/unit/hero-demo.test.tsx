// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroDemo } from "../../app/components/landing/hero-demo";

// The landing page's demo (spec §1): it starts once the page is idle, moves from Idea to Plan, and pauses on request.

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The step the window bar shows as current (the filled one). */
const currentStep = () => screen.getAllByText(/^\d\. /, { exact: false }).find((el) => el.className.includes("bg-indigo-600"))?.textContent;

describe("HeroDemo", () => {
  it("moves from the idea to the plan to the board while running, and stands still while paused", () => {
    render(<HeroDemo />);
    expect(currentStep()).toBe("1. Idea");
    // No requestIdleCallback here: the loop starts a second after load.
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentStep()).toBe("2. Plan");
    fireEvent.click(screen.getByRole("button", { name: "Pause demo" }));
    act(() => vi.advanceTimersByTime(8000));
    expect(currentStep()).toBe("2. Plan");
    fireEvent.click(screen.getByRole("button", { name: "Play demo" }));
    act(() => vi.advanceTimersByTime(4000));
    expect(currentStep()).toBe("3. Board");
    expect(screen.getByRole("button", { name: "Pause demo" })).toBeTruthy();
  });
});
