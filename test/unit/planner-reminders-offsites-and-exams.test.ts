import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, texts a user would type (planned on Friday 2026-11-27): a priority-tagged bug list and a team
// reminder were refused as no project; an offsite's "Flights and hotel, a workshop day, …" was lost; a
// bar exam's plan ended after the exam, with no exam; a Spanish move split "la luz y el gas"; "also get
// travel insurance" became "Renew also get travel insurance"; "schedule the email for 6am Friday, banner
// on homepage" became "Schedule the email for and banner on homepage"; a goal's label took the sentences
// after it into the background.

const { plan } = planOn("2026-11-27");
const names = (text: string) => plan(text).tasks.map((t) => t.name);

describe("a list tagged by priority", () => {
  it("is planned, each line with its priority", () => {
    const bugs = plan("P1: checkout fails for EU cards — fix today\nP2: slow dashboard for big accounts\nP3: typo on the invoice PDF");
    expect(bugs.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.priority])).toEqual([
      ["Checkout fails for EU cards", "high"],
      ["Slow dashboard for big accounts", "medium"],
      ["Typo on the invoice PDF", "low"],
    ]);
  });
});

describe("a reminder to the team", () => {
  it("plans what it asks done, named by the day it is for", () => {
    const audit = plan(
      "Hey team, quick reminder that the audit is on Dec 15. Please make sure your expense reports are submitted by Dec 10 and all receipts are uploaded.",
    );
    expect(audit.name).toBe("Audit");
    expect(audit.tasks.map((t) => [t.name, t.dueDate])).toEqual(expect.arrayContaining([["Submit your expense reports", "2026-12-10"]]));
    expect(audit.tasks.map((t) => t.name)).toContain("Upload all receipts");
  });

  it("still reads 'please try again with your config' as a reply", () => {
    expect(() => plan("Please try again with your config and let us know.")).toThrow();
  });
});

describe("an offsite planned in one sentence, its things in the next", () => {
  const offsite = plan(
    "Plan the team offsite in Lisbon, March 4-6, for 12 people. Flights and hotel, a workshop day on strategy, a dinner on the first night, and a surfing lesson if the weather is good.",
  );

  it("keeps each thing, booked or planned, before the offsite", () => {
    const due = new Map(offsite.tasks.map((t) => [t.name, t.dueDate ?? ""]));
    for (const name of ["Book flights", "Book the hotel", "Plan a workshop day on strategy", "Book a dinner on the first night"])
      expect((due.get(name) ?? "9999") < "2027-03-04").toBe(true);
  });

  it("holds the offsite on its days", () => {
    expect(offsite.tasks.find((t) => t.name.startsWith("Team offsite in Lisbon"))).toMatchObject({
      startDate: "2027-03-04",
      dueDate: "2027-03-06",
    });
  });
});

describe("getting ready for a dated day", () => {
  it("ends on the exam, with the exam's month's work before it", () => {
    const bar = plan(
      "Study plan for the bar exam July 28: finish Barbri lectures by May, 3 practice essays a week, 2 full MBE simulations in June, review weak areas in July.",
    );
    expect(bar.tasks.at(-1)).toMatchObject({ name: "Bar exam", dueDate: "2027-07-28" });
    expect(bar.tasks.find((t) => t.name === "Review weak areas")?.dueDate).toBe("2027-07-27");
  });

  it("reads the day said in brackets", () => {
    expect(
      plan("Training for the Chicago marathon (Oct 11). Run 4x a week, strength training twice a week, taper the last 3 weeks.").tasks.at(
        -1,
      ),
    ).toMatchObject({ name: "Chicago marathon", dueDate: "2027-10-11" });
  });
});

describe("a list's entries", () => {
  it("keep a Romance infinitive's second object", () => {
    expect(
      names(
        "Preparar la mudanza para el 15 de enero: buscar empresa de mudanzas, empaquetar libros, dar de baja la luz y el gas, cambiar la dirección en el banco.",
      ),
    ).toContain("Dar de baja la luz y el gas");
  });

  it("start on the verb after 'also', and share it with the next thing", () => {
    expect(
      names(
        "Need to renew my passport before the trip in June (takes 6-8 weeks), also get travel insurance and an international driving permit.",
      ),
    ).toEqual(expect.arrayContaining(["Get travel insurance", "Get an international driving permit"]));
  });

  it("share no object with a time", () => {
    expect(
      names(
        "Black Friday sale prep: update prices Thursday night, schedule the email for 6am Friday, banner on homepage, extra staff on Saturday.",
      ),
    ).toEqual(expect.arrayContaining(["Schedule the email", "Banner on homepage"]));
  });
});

describe("a goal's label", () => {
  it("keeps the sentences after it as work", () => {
    expect(
      names(
        "Goal: grow the newsletter to 10k subscribers by June. Publish 2 issues a week, do 3 guest swaps per month, launch a referral program by March.",
      ),
    ).toEqual(expect.arrayContaining(["Publish 2 issues a week", "Do 3 guest swaps per month", "Launch a referral program"]));
  });
});

describe("a relative clause after a step", () => {
  it("says more of that step, and its figure is the step's", () => {
    const tasks = plan(
      "Migrate every customer record from the legacy Access database into the new CRM so that the sales team can finally stop copying numbers between spreadsheets, and then migrate the billing system every Friday afternoon, which currently takes about four hours.",
    ).tasks;
    const billing = tasks.find((t) => t.name.startsWith("Migrate the billing system every Friday afternoon"));
    expect(billing?.estimateText).toBe("about four hours");
    expect(tasks.some((t) => /^Migrate (?:then|which)\b/.test(t.name))).toBe(false);
  });
});
