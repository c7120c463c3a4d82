import { describe, expect, it } from "vitest";
import { readUserFeatures } from "../../core/planner/enumerations";
import { planOn } from "../support/plan-on";

// Issue 27, the twenty-first planner sample (`--every 50 --across --offset 41` at 38c0f45,
// scripts/mutation/README.md): the survivors this file answers, each case failing on its mutant, and the
// planner fixes their probes found.

const { plan } = planOn("2026-11-27");
const task = (idea: string, name: string) => plan(idea).tasks.find((t) => t.name === name);
const names = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a start said for today", () => {
  // build-plan.ts `statedStart`: a calendar day that is today still starts the plan today (`< today`).
  it("starts a far party's work today, not in the weeks before it", () => {
    const party = plan("Birthday party on March 20, starting November 27: book the hall, send the invites, order the cake.");
    expect(party.tasks.find((t) => t.name === "Book the hall")?.startDate).toBe("2026-11-27");
  });
});

describe("a word the text capitalizes only sometimes", () => {
  // build-tasks.ts `properNoun`: a proper noun is capitalized wherever the text writes it.
  it("is written small in a name built from the text", () => {
    expect(names("Trip: Beach, June 5. Pack for the beach. Book the Beach house.")).toContain("Trip to beach");
  });
});

describe("an event's line that opens with a count", () => {
  // build-tasks.ts `agendaSlot`: "2 - 3" is no time of day (a colon or am/pm makes one).
  it("is work before the day, named with its count", () => {
    const meetup = plan("Meetup on January 21\n- book the room\n- 2 - 3 volunteers for the door\n- order pizza");
    expect(meetup.tasks.find((t) => t.name === "2 - 3 volunteers for the door")?.dueDate).toBe("2026-12-31");
  });
});

describe("'four weeks before'", () => {
  // countdown.ts SMALL_COUNT: four is 4.
  it("is 28 days before the day", () => {
    const shower = "Plan my sister's baby shower on May 8. Send invitations four weeks before, order the cake a week before.";
    expect(task(shower, "Send invitations")?.dueDate).toBe("2027-04-09");
  });
});

describe("two Japanese entries that differ by an ending", () => {
  // dedupe.ts: a script without spaces is compared by pairs of characters.
  it("are one task", () => {
    const site = names(
      "新しいウェブサイト\n- ランディングページを作成する\n- ロゴをデザインする\n- ランディングページを作成\n- お問い合わせフォームを追加する",
    );
    expect(site.filter((name) => name.startsWith("ランディングページ"))).toHaveLength(1);
  });
});

describe("a stray closing bracket in a list", () => {
  // enumerations.ts `piecesOutside`: a bracket closed once too often does not open the next ones up.
  it("still keeps the commas of a later aside inside it", () => {
    expect(names("Party prep: book the venue (big room)), send the invites (email, post), order the food.")).toContain(
      "Send the invites (email, post)",
    );
  });
});

describe("what users do, in one clause", () => {
  // enumerations.ts `readUserFeatures`: one clause is a feature only said with "can" or the like.
  it("is a feature with 'can', and a statement without", () => {
    expect(readUserFeatures("Users can export their reports")?.parts).toEqual(["report export"]);
    expect(readUserFeatures("Users export their reports")).toBeNull();
  });
});

describe("a month with its year in brackets", () => {
  // parse-dates.ts: "(Feb 2028)" is February 2028, not the coming February.
  it("dates the item in that year", () => {
    expect(task("Team growth: hire 2 backend engineers (Jan), 1 designer (Feb 2028), a PM (Mar).", "Hire 1 designer")?.dueDate).toBe(
      "2028-02-29",
    );
  });
});

describe("a dated event before a remark", () => {
  // parse-idea.ts: "Final exam on Dec 14: wish me luck." names the exam before its colon whatever follows
  // it (it was lost to a suggested "Deliver the study plan"; the sample's mutant found it).
  it("is the day the work leads to", () => {
    const study = plan("Study plan\n\nFinal exam on Dec 14: wish me luck.\n\n- review chapters 1-6\n- do past papers");
    expect(study.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Review chapters 1-6", "2026-12-02"],
      ["Do past papers", "2026-12-08"],
      ["Final exam", "2026-12-14"],
    ]);
  });
});

describe("a head over a list two of whose parts are actions", () => {
  // parse-idea.ts `hasActions`: two actions are enough; two thirds of the parts glued the head to the first.
  it("leaves the head out of the first task", () => {
    expect(names("Side project notes. Weekend plan: fix the login bug, dark mode, the pricing page, email the beta users.")).toEqual([
      "Fix the login bug",
      "Dark mode",
      "The pricing page",
      "Email the beta users",
    ]);
  });
});

describe("two phase lines", () => {
  // phase-lines.ts: two lines of a series are its phases.
  it("are the plan's phases", () => {
    const site = plan(
      "Website revamp\nPhase 1: audit the old pages and list the broken links\nPhase 2: rebuild the blog and move the posts",
    );
    expect(site.milestones.map((m) => m.name)).toEqual(["Phase 1", "Phase 2"]);
  });
});

describe("what the product should do", () => {
  // task-names.ts FEATURE_PATTERNS: "the app should support X" is "Support X"; "should have X" is "Add X".
  it("is named by its verb", () => {
    expect(names("Recipe app\n- the app should support offline mode\n- the site must show prices in euros\n- add a login")).toEqual([
      "Support offline mode",
      "Show prices in euros",
      "Add a login",
    ]);
  });

  it("is the feature however it is asked for", () => {
    // The request stayed the name: "The app should have a dark mode" (the sample's `if (true)` found it).
    expect(
      names("Recipe app\n- Please the app should have a dark mode\n- Don't forget the app must include a search bar\n- add a login"),
    ).toEqual(["Add a dark mode", "Add a search bar", "Add a login"]);
  });
});

describe("typed smileys and lettered lists", () => {
  // Found by the probe for enumerations.ts: ":)" was read as a colon, and "a) b) c)" stayed in the names.
  it("reads past a smiley", () => {
    expect(names("Launch: fix the login bug (finally!) :) , write the post (blog, newsletter), email the list.")).toEqual([
      "Fix the login bug (finally!)",
      "Write the post (blog, newsletter)",
      "Email the list",
    ]);
    expect(plan("Launch: fix the login bug :), write the post, email the list.").name).toBe("Launch");
  });

  it("reads a list lettered inside a line as it reads one numbered", () => {
    expect(names("Party prep: a) book the venue, b) send the invites, c) order the food.")).toEqual(
      names("Party prep: 1) book the venue, 2) send the invites, 3) order the food."),
    );
    expect(names("Party prep: a) book the venue, b) send the invites, c) order the food.")).toContain("Book the venue");
  });
});
