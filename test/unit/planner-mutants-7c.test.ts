import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the sample p4 (parse-idea, task-names). Each case states what the planner
// promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const lastMilestoneDue = (p: GeneratedPlan) => p.milestones.at(-1)?.dueDate;

describe("headings written in capitals", () => {
  it("reads a three-letter all-caps line ('SEO', 'ADS') as the heading of the lines under it, not as a task", () => {
    // An all-caps short line heads what follows, an acronym of three letters as much as "SHOPPING".
    const written = names(
      "Marketing push for the spring sale\nSEO\nrewrite the product titles\nfix the broken links\nADS\nset up the Google campaign\ndesign the banners",
    );
    expect(written).toEqual(
      expect.arrayContaining(["Rewrite the product titles", "Fix the broken links", "Set up the Google campaign", "Design the banners"]),
    );
    expect(written.filter((name) => /\b(?:SEO|ADS)\b/.test(name))).toEqual([]);
  });
});

describe("a launch the opening line announces", () => {
  it("plans an album that 'releases on March 5' up to that day", () => {
    // "releases" is the opening's verb: the listed work leads to the release day, and the plan ends on it.
    const p = plan("Our debut album releases on March 5.\n- mix the tracks\n- master the songs\n- design the cover art");
    expect(p.tasks.slice(0, 3).map((t) => t.name)).toEqual(["Mix the tracks", "Master the songs", "Design the cover art"]);
    expect(lastMilestoneDue(p)).toBe("2027-03-05");
  });

  it("names each step of a launch's own colon list once, without the list glued onto a launch step", () => {
    // "We're launching our podcast in February: record…, design…, set up…": the list is the work; no
    // task carries the whole list in its name.
    const written = names("We're launching our podcast in February: record three episodes, design the cover art, and set up the RSS feed.");
    expect(written.filter((name) => /cover art/i.test(name))).toEqual(["Design the cover art"]);
    expect(written.filter((name) => /episodes/i.test(name))).toEqual(["Record three episodes"]);
  });
});

describe("what an 'Out of scope' section says", () => {
  it("plans none of the sentences written under 'Out of scope'", () => {
    // Prose under a heading that excludes work is what the author will not do.
    const written = names(
      "Website redesign by March 15\n\n## Goals\n- new homepage\n- rebuild the blog\n- add a contact form\n\n## Out of scope\nMigrate the old forum. Translate the site into French.",
    );
    expect(written).toEqual(expect.arrayContaining(["New homepage", "Rebuild the blog", "Add a contact form"]));
    expect(written.filter((name) => /forum|French/i.test(name))).toEqual([]);
  });
});

describe("a label before a dash", () => {
  it("keeps the room in a renovation item 'Kitchen - new cabinets': without a verb after it, no one is named", () => {
    // A dash gives the work to a person only when the words after it are work ("Chloe - interview
    // customers"); "Kitchen - new cabinets and worktop" says where, and the name keeps it.
    const written = names(
      "Flat renovation before we move in on March 1\n- Kitchen - new cabinets and worktop\n- Hallway - fresh paint\n- Bedroom - built-in wardrobe",
    );
    expect(written).toEqual(
      expect.arrayContaining(["Kitchen - new cabinets and worktop", "Hallway - fresh paint", "Bedroom - built-in wardrobe"]),
    );
  });
});

describe("task names in the author's words", () => {
  it("names an onboarding's 'email set-up' without saying 'set up' twice", () => {
    // An onboarding's accounts are set up; when the item already says "set-up", the verb changes.
    expect(names("New hire onboarding for Priya:\n- laptop\n- email set-up\n- buddy")).toEqual(
      expect.arrayContaining(["Order the laptop", "Configure the email set-up", "Assign the buddy"]),
    );
  });

  it("keeps a bug list's 'The data loss on logout' as written: 'loss' is no verb", () => {
    // A spec's "The X does Y" is turned round to its verb; "loss" is a noun, so the item stays as written.
    expect(
      names("Bugs to fix before the release:\n- The data loss on logout\n- The crash on startup\n- The slow search").slice(0, 3),
    ).toEqual(["The data loss on logout", "The crash on startup", "The slow search"]);
  });
});
