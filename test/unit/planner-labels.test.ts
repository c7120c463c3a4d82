import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Labels before a colon: a person's ("Maria: follow up with legal" is Maria's task, named by its work),
// a team's or a priority's (named by the work, no owner), and "Non-goals:" (background, never the name).

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("a one-word label before a colon", () => {
  it("makes a person's line their task, named by the work, and says whose it is", () => {
    const tasks = own(
      "Launch plan\n- Maria: follow up with legal\n- Li: book the venue\n- Design: create wireframes\n- Backend: set up the API",
    );
    expect(tasks.map((t) => t.name).sort()).toEqual(["Book the venue", "Create wireframes", "Follow up with legal", "Set up the API"]);
    expect(tasks.find((t) => t.name === "Follow up with legal")?.description).toMatch(/For Maria\.$/);
    expect(tasks.find((t) => t.name === "Book the venue")?.description).toMatch(/For Li\.$/);
    // A team or a kind of work is nobody's name.
    expect(tasks.find((t) => t.name === "Create wireframes")?.description).not.toMatch(/For /);
    expect(tasks.find((t) => t.name === "Set up the API")?.description).not.toMatch(/For /);
  });

  it("reads a priority label as no owner", () => {
    const tasks = own("Move checklist\n- Critical: confirm the insurance\n- Optional: repaint the hall");
    expect(tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Confirm the insurance", "Repaint the hall"]));
    expect(tasks.map((t) => t.description).join(" ")).not.toMatch(/For (?:Critical|Optional)/);
  });

  it("keeps a label followed by no action", () => {
    expect(own("Launch plan\n- Press: TechCrunch and The Verge\n- Book the venue").map((t) => t.name)).toContain(
      "Press: TechCrunch and The Verge",
    );
  });
});

describe("non-goals", () => {
  it("never name the plan or open its summary", () => {
    const result = plan(
      "Goals:\n1. Marketplace for shift swaps\n2. Manager approval\n3. Overtime guard\nNon-goals: payroll.\nProblem: nurses trade shifts in WhatsApp groups.",
    );
    expect(result.name).toBe("Marketplace for Shift Swaps");
    expect(result.description).not.toMatch(/non-goals|payroll/i);
    expect(result.tasks.map((t) => t.name)).toEqual(
      expect.arrayContaining(["Marketplace for shift swaps", "Manager approval", "Overtime guard"]),
    );
    expect(result.tasks.map((t) => t.name).join(" ")).not.toMatch(/payroll/i);
  });
});

describe("a budget in a name", () => {
  it("keeps 'budget' as the thing drafted, and cuts only a budget's figure", () => {
    expect(plan("Draft budget").name).toBe("Draft Budget");
    expect(plan("| Task | Owner | Due |\n|---|---|---|\n| Draft budget | Ana | Dec 4 |\n| Book venue | Raj | Dec 11 |").name).toBe(
      "Draft Budget",
    );
    expect(plan("Kitchen renovation budget of 15k: get 3 quotes, pick a contractor").name).toBe("Kitchen Renovation");
    expect(plan("Wedding with a budget of 20k: book the venue, hire a photographer").name).toBe("Wedding");
  });
});

describe("a list's label before 'to'", () => {
  it.each([
    ["Bugs to fix before the release:\n- login fails on Safari\n- crash when uploading a PNG\n- typo on the pricing page", "Bugs to Fix"],
    ["Things to buy for the trip: sunscreen, adapter, new backpack", "Things to Buy for the Trip"],
  ])("%s is named by its label, not as a person's task", (idea, name) => {
    expect(plan(idea).name).toBe(name);
  });

  it("still reads a person before 'to' as the owner", () => {
    const result = plan("Meeting notes\n- Ana to draft the pricing proposal\n- Ben to book the venue");
    expect(result.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Draft the pricing proposal", "Book the venue"]));
  });
});

describe("a plan said out loud", () => {
  it("names the thing, not its state, and leaves the filler off the last task", () => {
    const result = plan(
      "so yeah we need to get the landing page done and then we should probably set up the waitlist and then I guess write a couple of blog posts before launch which is like end of January",
    );
    expect(result.name).toBe("Landing Page");
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Finish the landing page",
      "Set up the waitlist",
      "Write a couple of blog posts before launch",
    ]);
    expect(result.timeline.endDate).toBe("2027-01-29");
  });
});

describe("steps said one sentence at a time", () => {
  it("keeps a step said with 'after that we should'", () => {
    expect(
      own(
        "Kitchen renovation. First we need to pick the tiles. Then hire a plumber. After that we should order the cabinets. Finally paint the walls.",
      ).map((t) => t.name),
    ).toEqual(["Pick the tiles", "Hire a plumber", "Order the cabinets", "Paint the walls"]);
  });

  it("names the project by an opening gerund without making it a task before its steps", () => {
    const result = plan("Finishing my thesis. Write chapter 3 by Jan 31, write chapter 4 by Feb 28 and submit by March 31.");
    expect(result.name).toBe("Thesis");
    expect(
      own("Finishing my thesis. Write chapter 3 by Jan 31, write chapter 4 by Feb 28 and submit by March 31.").map((t) => t.name),
    ).toEqual(["Write chapter 3", "Write chapter 4", "Submit"]);
    // Alone, the gerund is the plan's one item.
    expect(own("Finishing my thesis.").map((t) => t.name)).toEqual(["Finish my thesis"]);
  });

  it("buys what a 'To buy' list names", () => {
    expect(own("Repaint the bedroom. To buy: white paint, two new brushes, some masking tape.").map((t) => t.name)).toEqual([
      "Repaint the bedroom",
      "Buy white paint",
      "Buy two new brushes",
      "Buy some masking tape",
    ]);
  });
});
