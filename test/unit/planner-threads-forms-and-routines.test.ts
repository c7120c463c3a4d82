import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, texts a user would type (planned on Friday 2026-11-27): a fitness plan put all its routines on
// its last day; "gather W-2s, 1099s and receipts" lost the 1099s; "update CV and LinkedIn this week" made a
// task "LinkedIn"; "Grade midterms by March 20" was lost; a Slack thread lost what its first message still
// needed; a feature request's solution was read as background; an "Update:" note about a wedding was named
// "Update"; "Need: impact numbers from each program lead, …" had no verbs; a board's "To Do" named the plan "Do".

const { plan } = planOn("2026-11-27");
const names = (text: string) => plan(text).tasks.map((t) => t.name);

describe("a goal said first, then its routines", () => {
  it("comes after them, and they are spread over the time", () => {
    const shape = plan("I want to get in shape before summer. Gym 3x a week, cut sugar, sleep by 11, run a 5k in May.");
    const due = new Map(shape.tasks.map((t) => [t.name, t.dueDate]));
    expect((due.get("Gym 3x a week") ?? "") < "2027-03-01").toBe(true);
    expect(shape.tasks.filter((t) => !t.suggested).at(-1)?.name).toBe("Get in shape");
  });
});

describe("things listed after an action", () => {
  it("share its verb up to the 'and' that ends them", () => {
    expect(
      names("Taxes due April 15: gather W-2s, 1099s and receipts, sort deductions, file with TurboTax, don't forget the state return."),
    ).toEqual(expect.arrayContaining(["Gather W-2s", "Gather 1099s", "Gather receipts", "Sort deductions"]));
  });

  it("are not an action's when it says when", () => {
    expect(
      names(
        "We're buying our first house! Get pre-approved for a mortgage this month, look at houses in January, make an offer by February, inspection and appraisal, then close and move in by April 30.",
      ),
    ).not.toContain("Make inspection");
  });

  it("keep a thing and its time together", () => {
    expect(
      names(
        "Job search plan: update CV and LinkedIn this week, apply to 5 jobs a week, practice system design interviews, aim for an offer by end of February.",
      ),
    ).toContain("Update CV and LinkedIn");
  });
});

describe("an order whose verb the planner does not know", () => {
  it("is kept when it says by when", () => {
    const semester = plan(
      "Spring semester plan for my 9th grade biology class: cells unit (Jan), genetics (Feb-Mar), ecology (Apr), final project presentations in late May. Grade midterms by March 20.",
    );
    expect(semester.tasks.find((t) => t.name === "Grade midterms")?.dueDate).toBe("2027-03-19");
  });
});

describe("a Slack thread", () => {
  const thread = plan(
    "Ana  9:14 AM\nok so for the pitch deck we still need the market size slide and the financials\nBen  9:15 AM\nI can do financials by Thursday\nAna  9:16 AM\nperfect, I'll take market size. Leo can you review both on Friday?\nLeo  9:20 AM\nsure",
  );
  const byName = new Map(thread.tasks.map((t) => [t.name, t]));

  it("plans what its first message still needs, each taken by who took it", () => {
    expect(byName.get("Prepare the market size slide")?.description).toContain("Ana took this on");
    expect(byName.get("The financials")).toMatchObject({ dueDate: "2026-12-03" });
    expect(byName.get("The financials")?.description).toContain("Ben");
  });

  it("gives a request to the person it names", () => {
    expect(byName.get("Review both")?.description).toContain("Asked of Leo");
  });

  it("dates a taken item by its taker, not by the day the first message gives the whole", () => {
    const demo = plan(
      "[09:12] Maria: ok so for the client demo next Thursday we still need the new dashboard charts\n[09:13] Tom: I can do the charts by Tuesday",
    );
    expect(demo.tasks.find((t) => t.name === "Build the new dashboard charts")?.dueDate).toBe("2026-12-01");
  });

  it("plans no 'few things' a first message announces", () => {
    expect(
      names(
        "[10:02] Mia: before the launch we need a few things\n  - update the pricing page\n  - write the release notes\n[10:05] Tom: I'll take the release notes",
      ),
    ).not.toContain("A few things");
  });
});

describe("a feature request", () => {
  it("plans the solution it describes, not its problem", () => {
    const request = names(
      "### Is your feature request related to a problem?\nI can't export my boards to CSV, so I copy everything by hand every week.\n\n### Describe the solution you'd like\nAn \"Export\" button in the board menu that downloads a CSV with all columns, including custom fields.\n\n### Additional context\nWould be great for monthly reporting.",
    );
    expect(request).toContain('Build an "Export" button in the board menu that downloads a CSV with all columns');
    expect(request.some((name) => name.startsWith("I can't"))).toBe(false);
  });
});

describe("names", () => {
  it("of news of a loss are the occasion's", () => {
    const update = plan(
      "Update: the DJ cancelled on us, so we need a new one ASAP. Everything else for the wedding (June 20) is on track. Also still need to finalize the seating chart and order favors.",
    );
    expect(update.name).toBe("Wedding");
    expect(update.tasks.map((t) => t.name)).toContain("Book a new DJ ASAP");
  });

  it("of a board's columns are not 'Do'", () => {
    expect(plan("To Do:\n- Write API docs\n- Set up staging\nDoing:\n- Migrate users table\nDone:\n- Design review").name).not.toBe("Do");
  });
});

describe("a 'Need:' list", () => {
  it("gets what others hand over, and writes the stories", () => {
    expect(
      names(
        "Our nonprofit's annual report is due to the board on Jan 31. Need: impact numbers from each program lead, 3 beneficiary stories, photos, a letter from the director, and design (Canva template).",
      ),
    ).toEqual(
      expect.arrayContaining([
        "Get impact numbers from each program lead",
        "Write 3 beneficiary stories",
        "Get a letter from the director",
      ]),
    );
  });
});
