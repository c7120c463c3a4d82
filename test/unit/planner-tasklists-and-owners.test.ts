import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, from two public epics read this stop (rewritten here):
// - an epic whose work sits in GitHub's task-list blocks ("```[tasklist]" … "```") planned none of it: the
//   blocks were skipped as code, and the plan was two sentences of its prose and two generic steps;
// - its items are issue numbers alone ("- [ ] #7010" under "### Bugs"); "This epic tracks …" named the plan
//   "Epic Tracks Follow-Up Work …";
// - a deprecation epic's "### Owners" list of handles and its "Priority: P2" line were four tasks, and
//   "Define the plan to retire the old docs site" was named "Plan".
// Friday 27 November 2026.

const { plan, names } = planOn("2026-11-27");

const EPIC = `This epic tracks follow-up work from phase 1 of the public API. Goal: a stable, documented API behind the CLI.

## (40%) UX & docs

\`\`\`[tasklist]
### CLI Improvements
* [x] #6676
* [ ] #6800
\`\`\`

\`\`\`[tasklist]
### Documentation
* [ ] #5540
* [ ] #6546
\`\`\`

## (30%) Smooth upgrades

Restore the previous behavior and give clear warnings for renamed flags.

\`\`\`[tasklist]
### Bugs
* [x] #6933
* [ ] #7010
\`\`\`
`;

describe("an epic's task-list blocks", () => {
  it("plans the items of each block, an issue number named with its section", () => {
    expect(names(EPIC)).toEqual([
      "CLI Improvements (#6676)",
      "CLI Improvements (#6800)",
      "Documentation (#5540)",
      "Documentation (#6546)",
      "Restore the previous behavior",
      "Give clear warnings for renamed flags",
      "Bugs (#6933)",
      "Bugs (#7010)",
    ]);
    const done = plan(EPIC)
      .tasks.filter((t) => t.done)
      .map((t) => t.name);
    expect(done).toEqual(["CLI Improvements (#6676)", "Bugs (#6933)"]);
  });

  it("is named by what it tracks, not by the epic", () => {
    expect(plan(EPIC).name).toBe("Follow-Up Work from Phase 1 of the Public API");
  });

  it("still skips a code block, and a task-list block with words keeps them", () => {
    const code = "## Set up the build\n- Install the tools\n```\nnpm install --save-dev vitest\n```\n- Run the tests in CI";
    expect(names(code)).toEqual(["Install the tools", "Run the tests in CI"]);
    const words = "## Launch\n```[tasklist]\n- [ ] Write the announcement\n- [ ] Email the beta users\n```";
    expect(names(words).sort()).toEqual(["Email the beta users", "Write the announcement"]);
  });

  it("keeps a key with words as before: the words lead, the key after them", () => {
    expect(names("## Fixes\n- [ ] #5540 Update the install guide\n- [ ] PROJ-12 Fix the login timeout")).toEqual([
      "Update the install guide (#5540)",
      "Fix the login timeout (PROJ-12)",
    ]);
  });
});

const DEPRECATION = `## Define the plan to retire the old docs site
Priority: P2

### Tasks
- Add a banner to the old pages
- Redirect the old URLs

### Owners
- @cwaring
- @jessica

### Context
See the group's Q4 goals for how this fits the quarter.
`;

describe("an epic's owners and labels", () => {
  it("plans the work, not the people who own it or the priority label", () => {
    expect(names(DEPRECATION)).toEqual(["Add a banner to the old pages", "Redirect the old URLs"]);
  });

  it("is named by what the plan is for, not 'Plan'", () => {
    expect(plan(DEPRECATION).name).toBe("Old Docs Site Retirement");
    expect(plan("Write a plan to migrate the billing service to Postgres.").name).toBe("Billing Service Migration");
    expect(plan("Our strategy to grow the newsletter: post weekly, swap ads, add a referral prize.").name).toBe("Grow the Newsletter");
  });

  it("still plans work listed under an owners heading when it starts with a verb", () => {
    expect(names("## Launch the beta\n### Owners\n- Ana: design\n- Email the testers\n- Set up the feedback form")).toEqual([
      "Email the testers",
      "Set up the feedback form",
    ]);
  });
});
