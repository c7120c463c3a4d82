import { describe, expect, it } from "vitest";
import { dayFromNumber } from "../../core/dates";
import { findDateMentions } from "../../core/planner/parse-dates";
import { planOn } from "../support/plan-on";

// Issue 20: "Client project for Acme: discovery workshop next week, wireframes by Dec 18, design by Jan 15,
// dev Jan-Feb, launch March 1." was planned as an event (its "workshop"), with "Host the event" on the
// launch day; "dev Jan-Feb" kept its months in its name and was due in January.

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

describe("a span of months", () => {
  it("runs to the last month's end", () => {
    const acme = plan(
      "Client project for Acme: discovery workshop next week, wireframes by Dec 18, design by Jan 15, dev Jan-Feb, launch March 1. Budget 40k.",
    );
    expect(acme.tasks.find((t) => t.name === "Dev")?.dueDate).toBe("2027-02-26");
  });

  it.each([
    ["dev Jan-Feb", "2027-01-01", "2027-02-28"],
    ["run the pilot January to March", "2027-01-01", "2027-03-31"],
    ["fieldwork Jan–Mar 2027", "2027-01-01", "2027-03-31"],
  ])("%s", (text, from, to) => {
    const [span] = findDateMentions(text, 20784);
    expect(span && span.from !== undefined ? [dayFromNumber(span.from), dayFromNumber(span.day)] : null).toEqual([from, to]);
  });

  it("leaves a day range and a month used as a verb alone", () => {
    const [sprint] = findDateMentions("Sprint 14 (Jan 4-15)", 20784);
    expect(sprint ? [sprint.from, sprint.day].map((d) => (d === undefined ? null : dayFromNumber(d))) : null).toEqual([
      "2027-01-04",
      "2027-01-15",
    ]);
    expect(findDateMentions("march to the beat", 20784)).toEqual([]);
  });
});

describe("a pace said beside the work", () => {
  // "Migrate 40 WordPress sites … by end of Q1. 10 per month, test each after migrating, update DNS": "10 per
  // month" was a task.
  it("is no task", () => {
    const sites = plan("Migrate 40 WordPress sites to the new host by end of Q1. 10 per month, test each after migrating, update DNS.");
    expect(sites.tasks.map((t) => t.name)).not.toContain("10 per month");
    expect(sites.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Test each after migrating", "Update DNS"]));
  });

  it("leaves work counted per month a task", () => {
    expect(plan("Write the book: 2 chapters a month, edit as I go, send to the editor by June.").tasks.map((t) => t.name)).toContain(
      "2 chapters a month",
    );
  });
});
