import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, from two public onboarding checklists read this stop (rewritten here):
// - an onboarding lead's page opened with the list of its sections ("* Classes / * Handbook / * Buddies /
//   * Ops") above "## Classes", "## Handbook" …: each heading became a task of its own;
// - "I'd like a list of all the tasks I do as the onboarding lead" became a task, "A list of all the tasks…";
// - a new hire's checklist kept its links in the names ("Activate the staff ID https://…"); the link
//   belongs in the description.
// Friday 27 November 2026.

const { plan, names } = planOn("2026-11-27");

const LEAD = `# Checklist for the onboarding lead

I'd like a list of all the tasks I do as the onboarding lead each time someone new joins the team.

# Onboarding roles

* Classes
* Handbook
* Onboarding buddies
* Ops

## Classes
1. Invite the new person to the classes calendar
2. Remind the instructors of their class

## Handbook
1. Keep the handbook up to date

## Onboarding buddies
1. Find each new hire a buddy before they join`;

describe("a page that lists its own sections first", () => {
  it("plans the work under the headings, not a task per heading", () => {
    expect(names(LEAD)).toEqual([
      "Invite the new person to the classes calendar",
      "Remind the instructors of their class",
      "Keep the handbook up to date",
      "Find each new hire a buddy before they join",
    ]);
  });

  it("still plans a list whose entries have sub-items of their own", () => {
    expect(names("- Venue\n  - book the hall\n  - pay the deposit\n- Food\n  - order the cake\n  - hire a caterer")).toContain(
      "Book the hall",
    );
  });

  it("keeps a list that only shares one word with a heading", () => {
    expect(names("# Launch\n\n- Classes\n- Write the press release\n- Brief the team\n\n## Classes\n- Book the room")).toContain(
      "Write the press release",
    );
  });
});

describe("links in a checklist's lines", () => {
  const idea = `# Finish the on-boarding for Priya

- [x] Fill out the tax form
- [ ] Activate the staff ID https://example.org/id
- [ ] Review the new hire guide: https://docs.example.org/guide
- [ ] Get a GitHub account`;

  it("are left out of the names and kept in the descriptions", () => {
    const tasks = plan(idea).tasks;
    expect(tasks.map((t) => t.name)).toEqual(
      expect.arrayContaining(["Activate the staff ID", "Review the new hire guide", "Get a GitHub account"]),
    );
    expect(tasks.find((t) => t.name === "Review the new hire guide")?.description).toContain("https://docs.example.org/guide");
  });
});
