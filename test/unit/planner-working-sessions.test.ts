import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Client project for Acme: discovery workshop next week, wireframes by Dec 18, design by Jan 15,
// dev Jan-Feb, launch March 1." was planned as an event (its "workshop"), with "Host the event" on the
// launch day.

const { plan } = planOn("2026-11-27");

describe("a project's working session", () => {
  it("does not make the project an event", () => {
    const acme = plan(
      "Client project for Acme: discovery workshop next week, wireframes by Dec 18, design by Jan 15, dev Jan-Feb, launch March 1. Budget 40k.",
    );
    expect(acme.tasks.map((t) => t.name)).not.toContain("Host the event");
    expect(acme.milestones.map((m) => m.name)).not.toContain("Event day");
    expect(acme.tasks.find((t) => t.name === "Launch")?.dueDate).toBe("2027-03-01");
  });

  it("leaves a workshop that is the event one", () => {
    expect(
      plan("Run a one-day photography workshop for 20 people on March 6: book the studio, send the invites.").tasks.map((t) => t.name),
    ).toContain("Host the event");
  });
});
