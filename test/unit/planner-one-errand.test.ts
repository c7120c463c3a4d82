import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20: one errand ("Call the bank", "Send me the invoice") is a task done today, not a three-week
// project with "Define goals and what done looks like", "Complete the core work on the me the invoice" and
// "Deliver the landlord". And a request closed with "Thanks!" is still a request. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const days = (idea: string) => plan(idea).tasks.map((t) => [t.name, t.startDate, t.dueDate]);

describe("one errand", () => {
  it("is one task done today, in a to-do list named after it", () => {
    const p = plan("Call the bank");
    expect(p.name).toBe("Call the Bank");
    expect(p.milestones.map((m) => [m.name, m.dueDate])).toEqual([["To do", "2026-11-27"]]);
    expect(p.tasks.map((t) => [t.name, t.startDate, t.dueDate])).toEqual([["Call the bank", "2026-11-27", "2026-11-27"]]);
  });

  it("is named by what is done, not by its object", () => {
    // "Me the Invoice" and "Landlord About the Leak" were the names.
    expect(plan("Send me the invoice").name).toBe("Send Me the Invoice");
    expect(plan("Email the landlord about the leak").name).toBe("Email the Landlord About the Leak");
    expect(plan("Please send the invoice to Anna.").name).toBe("Send the Invoice to Anna");
    expect(plan("Book hotel (Hilton)").name).toBe("Book Hotel");
  });

  it("gets no standard steps", () => {
    expect(days("Email the landlord about the leak")).toEqual([["Email the landlord about the leak", "2026-11-27", "2026-11-27"]]);
    expect(days("Pick up the dry cleaning")).toEqual([["Pick up the dry cleaning", "2026-11-27", "2026-11-27"]]);
  });

  it("keeps the day it is given", () => {
    expect(days("Call the bank by Tuesday")).toEqual([["Call the bank", "2026-11-27", "2026-12-01"]]);
    expect(days("Pay the deposit @2026-12-15")).toEqual([["Pay the deposit", "2026-11-27", "2026-12-15"]]);
  });

  it("keeps the effort it is given", () => {
    const p = plan("Collect the numbers (five days)");
    expect(p.name).toBe("Collect the Numbers");
    expect(p.tasks.map((t) => [t.estimate, t.startDate, t.dueDate])).toEqual([[40, "2026-11-27", "2026-12-03"]]);
  });
});

describe("work said as the state it ends in", () => {
  it("is the work: 'get the slides sent' is sending them", () => {
    // It was "Slides Sent to the Client", with "Deliver the slides sent" and a retrospective.
    const p = plan("Get the slides sent to the client by Friday");
    expect(p.name).toBe("Send the Slides to the Client");
    expect(days("Get the slides sent to the client by Friday")).toEqual([["Send the slides to the client", "2026-11-27", "2026-12-04"]]);
    expect(days("Please get the invoices paid this week").map(([name]) => name)).toEqual(["Pay the invoices"]);
    expect(days("Get the flights booked by December 15")).toEqual([["Book the flights", "2026-11-27", "2026-12-15"]]);
  });

  it("keeps what someone else does for you as said", () => {
    expect(days("Get the car fixed")).toEqual([["Get the car fixed", "2026-11-27", "2026-11-27"]]);
    expect(plan("Get the contract signed by the landlord").tasks.map((t) => t.name)).toEqual(["Get the contract signed by the landlord"]);
  });
});

describe("a sale", () => {
  it("of a thing someone owns is one errand", () => {
    // It was "Define goals", "Deliver the old bike" and "Hold a short retrospective", over three weeks.
    expect(days("Sell my old bike on eBay")).toEqual([["Sell my old bike on eBay", "2026-11-27", "2026-11-27"]]);
    expect(days("Sell the bikes")).toEqual([["Sell the bikes", "2026-11-27", "2026-11-27"]]);
  });

  it("of a flat, a car or a business, or of things counted, is a project", () => {
    expect(plan("Sell the flat").tasks.length).toBeGreaterThan(3);
    expect(plan("Sell our car").tasks.length).toBeGreaterThan(3);
    expect(plan("Sell 200 candles at the Christmas market").tasks.length).toBeGreaterThan(1);
  });
});

describe("not an errand", () => {
  it("plans buying a house as a project", () => {
    expect(plan("Buy a house").tasks.length).toBeGreaterThan(3);
  });

  it("plans 'Sign in with Apple' as a feature, not a signature", () => {
    expect(plan("Sign in with Apple").milestones.map((m) => m.name)).not.toEqual(["To do"]);
  });

  it("names an errand under a label after the label", () => {
    expect(plan("Das Boot screening night: book the hall").name).toBe("Das Boot Screening Night");
  });
});

describe("a request closed with thanks", () => {
  it("is planned as the request alone would be", () => {
    const alone = plan("Please add a dark mode to the settings page.");
    for (const thanked of [
      "Please add a dark mode to the settings page. Thanks!",
      "Please add a dark mode to the settings page. Thanks in advance!",
    ]) {
      const p = plan(thanked);
      expect(p.name).toBe(alone.name);
      expect(p.tasks.map((t) => t.name)).toEqual(alone.tasks.map((t) => t.name));
    }
    expect(alone.tasks.map((t) => t.name)).toContain("Add a dark mode to the settings page");
  });

  it("still refuses a thank-you that asks for nothing", () => {
    for (const reply of ["Fixed it, thanks!", "Thanks for the fix!", "Done. Thanks!", "Looks great, thanks!"])
      expect(() => plan(reply), reply).toThrow(PlanRefusal);
  });
});
