import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Website for my bakery. Pages: home, menu, about, contact." planned "Build home", "Build about"
// and "Contact" (a verb, so it got none). In a thread, "Tom: and Lisa should design the charts" was lost: the
// line opened with "and".

const { plan } = planOn("2026-11-27");
const own = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => !t.suggested).map((t) => t.name);

describe("a list of pages", () => {
  it("names each as a page", () => {
    const bakery = plan(
      "Website for my bakery. Pages: home, menu, about, contact. Want online orders eventually but not now. Budget $2k. Launch before Valentine's Day.",
    );
    expect(own(bakery)).toEqual(["Build home page", "Build menu page", "Build about page", "Build contact page", "Launch"]);
    expect(own(plan("Fitness app. Screens: login, workout list, settings screen."))).toEqual([
      "Login screen",
      "Workout list screen",
      "Settings screen",
    ]);
  });

  it("keeps a form or page named after a verb a thing", () => {
    expect(own(plan("Website for the café with a menu and order form"))).toContain("Build order form");
  });
});

describe("a thread's line that goes on from the one before", () => {
  it("is still work", () => {
    const report = plan(
      "Sarah: can we get the Q4 report to the board by Dec 15?\nTom: I'll pull the numbers by the 8th\nSarah: great, I'll write the summary after that\nTom: and Lisa should design the charts",
    );
    expect(own(report)).toEqual(["Pull the numbers", "Write the summary", "Design the charts", "Get the Q4 report to the board"]);
  });
});
