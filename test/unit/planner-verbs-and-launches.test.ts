import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a garden's verbs", () => {
  it("keeps every job of a list of sentences, whatever the garden verb", () => {
    expect(own("Garden makeover by May\n\nSpring jobs\nDig the new beds. Plant the roses. Mulch the borders.")).toEqual([
      "Dig the new beds",
      "Plant the roses",
      "Mulch the borders",
    ]);
    expect(own("TODO\nDig the new beds. Plant the roses.")).toEqual(["Dig the new beds", "Plant the roses"]);
  });

  it("plans a one-line garden job instead of refusing it", () => {
    expect(own("Sow tomatoes indoors")).toEqual(["Sow tomatoes indoors"]);
  });
});

describe("the day a thing is released or goes live", () => {
  it.each([
    ["Our debut album releases on March 5.\n- mix the tracks\n- master the songs\n- design the cover art", "Release our debut album"],
    ["Our debut album goes live on March 5.\n- mix the tracks\n- master the songs\n- design the cover art", "Launch our debut album"],
    ["Our debut album launches on March 5.\n- mix the tracks\n- master the songs\n- design the cover art", "Launch our debut album"],
  ])("%s ends on that day with the day's own task", (idea, day) => {
    const result = plan(idea);
    expect(result.name).toBe("Debut Album Launch");
    expect(result.tasks.map((t) => t.name)).toEqual(["Mix the tracks", "Master the songs", "Design the cover art", day]);
    expect(result.tasks.at(-1)?.dueDate).toBe("2027-03-05");
    expect(result.timeline.endDate).toBe("2027-03-05");
  });
});

describe("an opening announced in one sentence with its needs", () => {
  it("plans the hires and purchases up to the opening day instead of refusing it", () => {
    const result = plan("We're opening a second café in Leipzig on April 30 and need to hire two baristas and buy an espresso machine.");
    expect(result.name).toBe("Second Café in Leipzig");
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Hire two baristas", "Buy an espresso machine"]);
    expect(result.timeline.endDate).toBe("2027-04-30");
  });
});

describe("'we're holding' and 'we're opening'", () => {
  it("plans a sale someone is holding, named by the sale", () => {
    expect(plan("We are holding a bake sale on Saturday: bake cookies, print flyers.").name).toBe("Bake Sale");
  });

  it.each([
    "I am holding off on the release until the fix lands.",
    "We are holding back the update for now.",
    "We are opening up the beta to everyone next week.",
  ])("still refuses a status said with the same verbs: %s", (idea) => {
    expect(() => plan(idea)).toThrow(/couldn't find a project/);
  });
});

describe("work the text puts after the day", () => {
  it.each([
    "Team dinner on Friday, December 18. Book a table, send the invites, and send thank-you notes after.",
    "Team dinner on Friday, December 18. Book a table, send the invites, and send thank-you notes afterwards.",
    "Team dinner on December 18:\n- book a table\n- send the invites\n- send thank-you notes after the dinner",
    "Team dinner on December 18:\n- book a table\n- send the invites\n- send thank-you notes the day after",
  ])("follows the dinner, not before it: %s", (idea) => {
    const tasks = plan(idea).tasks;
    const dinner = tasks.find((t) => t.name === "Team dinner");
    const thanks = tasks.find((t) => t.name.startsWith("Send thank-you notes"));
    expect(dinner?.dueDate).toBe("2026-12-18");
    expect(tasks.indexOf(thanks ?? tasks[0])).toBe(tasks.length - 1);
    expect(thanks?.startDate).toBe("2026-12-21");
  });

  it("keeps work that only names something 'after' where the text puts it", () => {
    const names = plan("Team dinner on December 18:\n- book a table\n- send the invites\n- ask Ben to look after").tasks.map((t) => t.name);
    expect(names.indexOf("Team dinner")).toBe(names.length - 1);
  });
});

describe("a list line that holds the event on its day", () => {
  it("holds the stall on its day, with the lines under it as its preparations", () => {
    const tasks = plan(
      "Christmas market stall:\n- hold the stall on December 19\n- order the stock 3 weeks before that\n- print the price tags",
    ).tasks;
    expect(tasks.map((t) => `${t.name} ${t.startDate}..${t.dueDate}`)).toEqual([
      "Order the stock 2026-11-27..2026-11-27",
      "Print the price tags 2026-11-30..2026-12-09",
      "Hold the stall 2026-12-19..2026-12-19",
    ]);
  });

  it("sends a gala's invitations before it and its thank-yous after it, with no second 'Host the event'", () => {
    const result = plan(
      "Charity gala:\n- hold the gala on December 30\n- send the invitations 3 weeks before that\n- send thank-you notes 2 days after that",
    );
    const own = result.tasks.filter((t) => !t.suggested).map((t) => `${t.name} @${t.dueDate}`);
    expect(own).toEqual(["Send the invitations @2026-12-09", "Hold the gala @2026-12-30", "Send thank-you notes @2027-01-01"]);
    expect(result.tasks.map((t) => t.name)).not.toContain("Host the event");
  });

  it("leaves a held line that is not an event in the author's order", () => {
    const names = plan("Sprint:\n- hold the code freeze on December 18\n- write the release notes").tasks.map((t) => t.name);
    expect(names.indexOf("Hold the code freeze")).toBeLessThan(names.indexOf("Write the release notes"));
  });
});

describe("a checklist item dated in full before the event", () => {
  it.each([
    [
      "Party on Saturday, December 19\n- Buy drinks on Thursday, December 3\n- Set up the tables on Saturday morning",
      "Buy drinks",
      "2026-12-03",
    ],
    [
      "Team offsite on Friday, December 4\n- Book the bus today, Friday, November 27\n- Print the agendas on Thursday",
      "Book the bus",
      "2026-11-27",
    ],
  ])("keeps the date it gives with its weekday: %s", (idea, name, due) => {
    expect(plan(idea).tasks.find((t) => t.name === name)?.dueDate).toBe(due);
  });

  it("still reads a plain weekday in the event's week", () => {
    const tasks = plan("Garden party on Saturday, December 12: buy drinks on Thursday, set up the tables on Saturday morning").tasks;
    expect(tasks.find((t) => t.name === "Buy drinks")?.dueDate).toBe("2026-12-10");
  });
});

describe("a software release", () => {
  const names = (idea: string) => plan(idea).tasks.map((t) => t.name);

  it.each([
    "Release checklist\n- [ ] Make sure the linter passes\n- [ ] Make sure all tests pass\n- [ ] Add the changes to the changelog\n- [ ] Tag v2.1.0 and merge into main\n- [ ] Announce it on the mailing list",
    "Release process for the library:\n- update the docs\n- build the tar.gz and check it is complete\n- announce the release",
  ])("is the checklist's own steps, not a product's launch: %s", (idea) => {
    // A project's release checklist got "Define the target audience and positioning" and "Set pricing and packaging".
    expect(names(idea)).not.toContain("Define the target audience and positioning");
    expect(names(idea)).not.toContain("Set pricing and packaging");
  });

  it("but a product launch that also writes release notes is still a launch", () => {
    expect(names("Product launch on Product Hunt in March: write the release notes, record the demo video")).toContain(
      "Define the target audience and positioning",
    );
  });
});
