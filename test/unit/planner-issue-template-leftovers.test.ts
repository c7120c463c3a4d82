import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, from a public request to reword a tip on a moving guide's page (rewritten here), filed through
// an issue template: the template's self-check ("I have… / - [x] described … / - [ ] outlined the steps …")
// became tasks ("Fix: thoroughly outlined below the steps …"), so did its italic hints ("_Summarize expected
// behavior._"), "Located at: Moving Guide - …" became "Move Guide - …", the title — the only work asked
// for — was no task, and the name was cut inside its quotation ('Minor Wording Change "Take Time').
// Friday 27 November 2026.

const { plan, names } = planOn("2026-11-27");

const REQUEST = `# Minor wording change "Take time to pre-clean the new bathroom and kitchen"

Located at: Moving Guide - Moving Tips - At Your Destination

## Checklist

I have…

- [x] described in detail below the behavior I expected and the behavior I observed.
- [ ] outlined below the steps to reproduce this issue.

## Expected Behavior

_Summarize expected behavior._`;

describe("an issue template filled in", () => {
  it("plans the title's change, not the template's self-check, hints or page location", () => {
    expect(names(REQUEST)).toEqual(['Minor wording change "Take time to pre-clean the new bathroom and kitchen"']);
  });

  it("is named without a quotation cut in half", () => {
    expect(plan(REQUEST).name).toBe("Minor Wording Change");
  });

  it("still plans a checklist under a heading that only starts like one", () => {
    expect(names("# Launch\n\n## I have to do these\n\n- Write the press release\n- Email the beta users").sort()).toEqual([
      "Email the beta users",
      "Write the press release",
    ]);
  });
});
