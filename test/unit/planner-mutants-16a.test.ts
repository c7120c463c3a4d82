import { describe, expect, it } from "vitest";
import { type DayNumber, dayFromNumber } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { summaryFrom } from "../../core/planner/naming";
import { findDateMentions } from "../../core/planner/parse-dates";

// Issue 27: survivors of the planner's sixteenth mutation sample (survivors-p13). Each case states what the
// planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);
const dueOf = (idea: string, name: string) => plan(idea).tasks.find((t) => t.name === name)?.dueDate;

describe("April in four spellings", () => {
  it("is the fourth month", () => {
    expect(plan("Fête de l'école : réserver la salle avant le 10 avril").description).toContain("2027-04-09");
    expect(plan("Fiesta del colegio: reservar el salón antes del 10 de abril").description).toContain("2027-04-09");
    expect(dueOf("School fair on Apr 14: book the hall, print the posters", "School fair")).toBe("2027-04-14");
    expect(dueOf("School fair on April 14: book the hall, print the posters", "School fair")).toBe("2027-04-14");
  });
});

describe("a team counted in French and German", () => {
  it("is four people", () => {
    expect(
      plan("Déménagement du bureau avec une équipe de quatre : trier les archives, réserver le camion, prévenir les clients").description,
    ).toContain("équipe de 4");
    // "vier Entwicklern", in the dative, was no team at all.
    expect(plan("Website-Relaunch mit vier Entwicklern: Design abstimmen, Seiten bauen, testen").description).toContain("Team von 4");
  });
});

describe("named days", () => {
  it("Easter Sunday 2027 is March 28, so its plan ends the Friday before", () => {
    expect(plan("Easter egg hunt on Easter Sunday: buy the eggs, hide them in the park").description).toContain("finishing by 2027-03-26");
  });

  it("Easter of a far year is found by the same reckoning (April 17 in 2033)", () => {
    // Beyond the planner's horizon no plan is dated by it, so the date reader is asked directly.
    const today = Math.floor(FRIDAY.getTime() / 86_400_000) as DayNumber;
    const [easter] = findDateMentions("Family reunion at Easter 2033", today);
    expect(easter ? dayFromNumber(easter.day) : null).toBe("2033-04-17");
  });

  it("'may' in lower case after 'in' is the verb, not the month", () => {
    expect(plan("Plan the team offsite. Some people in may want to stay longer. Book the hotel.").description).toBe(
      "Plan the team offsite. Some people in may want to stay longer. Planned over 5 weeks.",
    );
  });

  it("'may' as a verb dates nothing", () => {
    expect(
      plan("Plan the party in the garden; we may need a bigger tent. Book the band.").tasks.every((t) => (t.dueDate ?? "") < "2027-01-01"),
    ).toBe(true);
  });

  it("'the week before' counts a week back from the day", () => {
    expect(dueOf("Baby shower on May 8. Order the cake the week before, send invitations 4 weeks before.", "Order the cake")).toBe(
      "2027-04-30",
    );
  });
});

describe("an e-mail", () => {
  it("leaves out a signature of three names, even one that opens on a verb", () => {
    expect(
      own("Subject: Garden party\n\nHi all,\nPlease book the caterer and send the invitations by Friday.\n\nThanks,\nMark Van Dyke"),
    ).toEqual(["Book the caterer", "Send the invitations"]);
    // Nor is the name a sentence of the plan's description.
    expect(plan("Subject: Garden party\n\nHi all,\nPlease book the caterer.\n\nThanks,\nMark Van Dyke").description).not.toContain(
      "Van Dyke",
    );
  });
});

describe("a bug report", () => {
  it("with two of its template's headings is a bug to fix", () => {
    expect(
      plan(
        "Checkout crashes\n## Steps to reproduce\n1. Add a mug to the cart\n2. Pay with a card\n## Expected behavior\nThe receipt shows.",
      ).milestones.map((m) => m.name),
    ).toEqual(["Diagnose", "Fix", "Release"]);
  });
});

describe("a month said after another", () => {
  it("belongs to the work before it, not to a task of its own", () => {
    expect(own("Lab plan: run the experiments in February and in March, write the report")).toEqual([
      "Run the experiments",
      "Write the report",
    ]);
    expect(own("Lab plan: run the experiments in February, March, write the report")).toEqual(["Run the experiments", "Write the report"]);
  });
});

describe("a short line over a list", () => {
  it("heads it up to sixty characters; a longer one is a sentence of its own", () => {
    const list = "\n- paint the walls\n- order the new oven\n- hire two bakers";
    // 60 characters: a heading, named in each item's description.
    expect(plan(`Bakery relaunch\nPreparatory jobs before reopening our enlarged Lisbon bakery${list}`).tasks[0]?.description).toBe(
      "Paint the walls. From “Preparatory jobs before reopening our enlarged Lisbon bakery”.",
    );
    // 61 characters: the plan's description.
    const longer = plan(`Bakery relaunch\nPreparatory tasks before reopening our enlarged Lisbon bakery${list}`);
    expect(longer.tasks[0]?.description).toBe("Paint the walls.");
    expect(longer.description).toContain("Preparatory tasks before reopening our enlarged Lisbon bakery.");
  });
});

describe("a repeating chore", () => {
  it("is named without how often, even by three letters", () => {
    expect(own("Chores\n- Gym every Monday\n- Mow every Saturday\n- Bins every Tuesday")).toEqual(["Gym", "Mow", "Bins"]);
  });
});

describe("features written as what users do", () => {
  it("name a short plural's thing in the singular", () => {
    // "pies" is a pie, not a "py"; "bakeries" a bakery.
    expect(own("A bakery app. Users create pies with a recipe, track bakeries and share cakes with friends.")).toEqual([
      "Pie creation with a recipe",
      "Bakery tracking",
      "Cake sharing with friends",
    ]);
  });
});

describe("a plan's name", () => {
  it("ends at the comma after a one-letter name", () => {
    expect(plan("Launch X, our new budgeting app").name).toBe("X Launch");
  });
});

describe("a plan's description", () => {
  it("holds at most 400 characters of the text's sentences, spaces between them counted", () => {
    // Two sentences of 199 and 200 characters take 401 with the space after each: the second is left out.
    const first = `A${"a".repeat(197)}.`;
    const second = `B${"b".repeat(198)}.`;
    expect(summaryFrom([first, second])).toBe(first);
    // One character fewer and both fit.
    expect(summaryFrom([first, `B${"b".repeat(197)}.`])).toBe(`${first} B${"b".repeat(197)}.`);
  });
});
