import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { detectLanguage } from "../../core/planner/language";
import { PlanRefusal } from "../../core/planner/refusal";
import { planOn } from "../support/plan-on";

// Issue 27, the twentieth planner sample (`--every 50 --across --offset 23`, scripts/mutation/README.md):
// the survivors this file answers, each case failing on its mutant.

const { plan } = planOn("2026-11-27");
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("a list whose items name nothing", () => {
  // build-plan.ts `planName`: with no statement, a list alone still makes a plan of its kind, not an untitled one.
  it("is a 'Project Plan', not an 'Untitled Project'", () => {
    expect(plan("- Get it done by Friday\n- Make it work\n- Fix it").name).toBe("Project Plan");
  });
});

describe("a subtask dated on the plan's deadline", () => {
  // build-plan.ts `goalLast`: the one entry on the deadline goes last only when it is a task of its own;
  // a subtask stays under its parent.
  it("stays under its parent, in the author's order", () => {
    const beta = plan(
      "Ship the beta by December 18\n- build the app\n  - finish the login screen by December 18\n  - add the settings page\n- write the docs\n- record the demo",
    );
    expect(beta.tasks.slice(0, 3).map((t) => [t.name, t.parentIndex])).toEqual([
      ["Build the app", null],
      ["Finish the login screen", 0],
      ["Add the settings page", 0],
    ]);
  });
});

describe("a countdown's step after the day", () => {
  // countdown.ts: "3 days after" counts three days on from the event, not six.
  it("is three days after it", () => {
    const party = plan(
      "Summer party on Friday, December 11\n## 2 weeks before\n- send the invites\n- book the DJ\n## 3 days after\n- send thank-you notes\n- return the chairs",
    );
    expect(party.tasks.find((t) => t.name === "Return the chairs")?.dueDate).toBe("2026-12-14");
  });
});

describe("a sentence of short things, each by its day", () => {
  // dated-list.ts: a thing of six words is still short ("<= SHORT_THING").
  it("makes each thing of up to six words a task due when it says", () => {
    const app = own("Offline mode for the mobile app by January 15, dark mode by March 1");
    expect(app.map((t) => t.name)).toEqual(["Offline mode for the mobile app", "Dark mode"]);
    expect(app[0]?.dueDate).toBe("2027-01-15");
  });
});

describe("a text mostly English with a few words of another language", () => {
  // language.ts: another language wins only with over 1.2 times English's markers.
  it("stays English at exactly 1.2 times, and is Spanish above it", () => {
    const menu = "We need the tacos and the drinks: los tacos, las salsas y el guacamole para Pedro con Ana";
    expect(detectLanguage(menu)).toBe("en");
    expect(detectLanguage(`${menu} al final`)).toBe("es");
  });
});

describe("'ein Monat'", () => {
  // parse-dates.ts: German "ein" is one.
  it("is one month", () => {
    const cafe = plan("Noch ein Monat bis zur Eröffnung des Cafés: Möbel bestellen, Personal einstellen, Speisekarte drucken.");
    expect(cafe.tasks.at(-1)?.dueDate).toBe("2026-12-25");
  });
});

describe("a heading pasted twice", () => {
  // parse-idea.ts `withoutRepeatedHeadings`: the copy is no section of its own.
  it("plans as the heading once", () => {
    const once = plan("# Trip to Rome\n\nBook flights by March 1. Pack the bags.");
    expect(plan("# Trip to Rome\n# Trip to Rome\n\nBook flights by March 1. Pack the bags.")).toEqual(once);
  });
});

describe("a line indented under a list entry", () => {
  // parse-idea.ts: indented six spaces it is code under the entry (markdown's list content plus four).
  it("is code at six spaces, shown, not said", () => {
    const readme = own("Website refresh\n- Update the readme\n      see the old wiki page for the wording\n- Fix the footer links");
    expect(readme.map((t) => t.name)).toEqual(["Update the readme", "Fix the footer links"]);
  });

  it("goes on with the entry when it wraps it, and heads nothing", () => {
    // It was the heading of the entry after it: "Update the readme with the install steps and" was the task.
    const readme = own("Website refresh\n\n- Update the readme with the install steps and\n  the upgrade notes\n- Fix the footer links");
    expect(readme.map((t) => [t.name, t.description])).toEqual([
      ["Update the readme with the install steps and the upgrade notes", "Update the readme with the install steps and the upgrade notes."],
      ["Fix the footer links", "Fix the footer links."],
    ]);
  });
});

describe("a line broken before its comma", () => {
  // parse-idea.ts `addStatementClauses`: ", everything booked by November 30" is the state alone.
  it("is the state, done by its day", () => {
    const trip = plan("Ski trip this winter\n, everything booked by November 30");
    expect(trip.tasks.find((t) => t.name === "Book everything")?.dueDate).toBe("2026-11-30");
  });
});

describe("a question after a sentence that asks for nothing", () => {
  // plan-signals.ts: only an instruction before it makes "Can you …?" hand over more work.
  it("is a request to a person, refused as no project", () => {
    expect(() =>
      generateEmbeddedPlan("We met at the conference last week. Can you send me the slides?", new Date("2026-11-27T00:00:00Z")),
    ).toThrow(PlanRefusal);
  });
});
