import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from three public release checklists read this stop (rewritten here):
// - "- [x] 1. Check the issue tracker": the step's number stayed in the name ("1. Check …");
// - a sentence under an entry ("A useful tool is the changelog generator") and the command shown under it
//   were glued onto its name, and that command ("changelog_generator -u acme --since-tag v2.2.0", with
//   "v2" read as "low priority") headed every step after it, all of them marked low;
// - "Prepare a release on GitHub with: https://…" kept its link; "Announce the release" with two links
//   under it became two tasks named after the links, and the announcement itself was gone;
// - "New release checklist for version 5.2.1" that updates the website was planned as a website build,
//   with a sitemap and wireframes, and its "Build the packages" step moved before the tag was made.
// Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

const PREPARE = `# Prepare the 2.3.0 release

### Release checklist

This list makes sure we don't forget a step. It is based on docs/release-checklist.md

- [x] 1. Check and update the issue tracker for the current milestone

- [x] 2. Update \`CHANGELOG.md\` with everything missing
   A useful tool is the changelog generator
   It can be used like this:

        gem install changelog_generator
        changelog_generator -u acme -p widgets --since-tag v2.2.0

- [ ] 3. Make sure all wanted changes are on the \`dev\` branch.

- [ ] 4. Prepare a release on GitHub with: https://github.com/acme/widgets/releases/new

- [ ] 5. Push the tagged commit to the \`release\` branch.

- [ ] 6. Announce the release
  - https://groups.example.org/forum/widgets-dev
  - https://social.example.org/@widgets`;

describe("a numbered release checklist with notes and commands under its steps", () => {
  const own = () => plan(PREPARE).tasks.filter((t) => !t.suggested);

  it("names each step by its own words: no number, note, command or link", () => {
    expect(own().map((t) => t.name)).toEqual([
      "Check and update the issue tracker for the current milestone",
      "Update CHANGELOG.md with everything missing",
      "Make sure all wanted changes are on the dev branch",
      "Prepare a release on GitHub",
      "Push the tagged commit to the release branch",
      "Announce the release",
    ]);
  });

  it("keeps the notes and links in the descriptions", () => {
    const tasks = own();
    expect(tasks[1]?.description).toContain("changelog generator");
    expect(tasks[3]?.description).toContain("https://github.com/acme/widgets/releases/new");
  });

  it("reads no priority from a command's flags", () => {
    expect(own().filter((t) => t.priority === "low")).toEqual([]);
  });
});

describe("a release checklist that updates the website", () => {
  const idea = `# New release checklist for version 5.2.1

## Before creating the tag

- [x] Review the milestone issues and close the milestone.
- [x] Update the \`CHANGELOG.md\`, review and merge the change.
- [ ] Ask for a volunteer to make the tag.

## After creating the tag

- [ ] Build the packages and upload them to S3.
- [ ] Update the website with the new release.
- [ ] Publish the website changes.
- [ ] Advertise the new release.`;

  it("is no website build: no site's steps are suggested, and the steps stay in the author's order", () => {
    const tasks = plan(idea).tasks;
    expect(tasks.filter((t) => t.suggested && /sitemap|wireframe|hosting|mockup|audience|browsers/i.test(t.name))).toEqual([]);
    expect(tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Review the milestone issues and close the milestone",
      "Update the CHANGELOG.md, review and merge the change",
      "Ask for a volunteer to make the tag",
      "Build the packages and upload them to S3",
      "Update the website with the new release",
      "Publish the website changes",
      "Advertise the new release",
    ]);
  });

  it("is still a website when the headline names one", () => {
    expect(
      plan("# Website for version 2 of our bakery\n\n- Update the menu page\n- Publish the website").tasks.some((t) => t.suggested),
    ).toBe(true);
  });
});

describe("a checklist's name in a usual step", () => {
  // The list of the work is no thing delivered: "Deliver the new release checklist" read as a document to hand over.
  it("is left out of the delivery step when the checklist lists the work", () => {
    const suggested = (idea: string) =>
      plan(idea)
        .tasks.filter((t) => t.suggested)
        .map((t) => t.name);
    expect(suggested("Move checklist\n- Critical: confirm the insurance\n- Optional: repaint the hall")).toContain("Deliver the result");
    expect(suggested("Add progress checklist (PROJ-103)")).toContain("Deliver the progress checklist");
  });
});
