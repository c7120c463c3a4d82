import { describe, expect, it } from "vitest";
import { dayIn, weekStart as weekOf } from "../../core/dates";
import { formatMinutes, parseDuration } from "../../core/time/days";

describe("time-tracking days (issue 26)", () => {
  it("takes the day in the person's time zone", () => {
    const at = new Date("2026-11-26T23:30:00Z");
    expect(dayIn(at, "UTC")).toBe("2026-11-26");
    expect(dayIn(at, "Europe/Paris")).toBe("2026-11-27");
    expect(dayIn(at, "America/Los_Angeles")).toBe("2026-11-26");
  });

  it("puts a day in the week that starts on its Monday", () => {
    expect(weekOf("2026-11-26")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
  });

  it("reads the durations people type", () => {
    expect(parseDuration("1:30")).toBe(90);
    expect(parseDuration("1h 30m")).toBe(90);
    expect(parseDuration("90m")).toBe(90);
    expect(parseDuration("1.5")).toBe(90);
    expect(parseDuration("2h")).toBe(120);
    expect(parseDuration("45 min")).toBe(45);
    expect(parseDuration("soon")).toBeNull();
    expect(parseDuration("")).toBeNull();
  });

  it("writes minutes as hours and minutes", () => {
    expect(formatMinutes(90)).toBe("1 h 30 min");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(120)).toBe("2 h");
  });
});
