import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: what one part of a list is. Found reading the mutation sample's survivors (issue 27), 2026-11-27.

const TODAY = new Date("2026-11-27T00:00:00Z");
const names = (idea: string) =>
  generateEmbeddedPlan(idea, TODAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("short names after a phrase's preposition", () => {
  it("continue that phrase: one task, not 'Test tablet' and 'Get Jo'", () => {
    expect(names("Test the new links on mobile, tablet and desktop.")).toEqual(["Test the new links on mobile, tablet and desktop"]);
    expect(names("Get the copy approved by Sam, Jo and Priya.")).toEqual(["Get the copy approved by Sam, Jo and Priya"]);
    expect(names("We need to test the checkout on Chrome, Safari and Firefox")).toEqual([
      "Test the checkout on Chrome, Safari and Firefox",
    ]);
    expect(names("Write posts for Instagram, TikTok and LinkedIn by Friday")).toEqual(["Write posts for Instagram, TikTok and LinkedIn"]);
  });

  it("still split jobs that each have their verb", () => {
    expect(names("Email the proposal to Anna, call Ben and book rooms")).toEqual(["Email the proposal to Anna", "Call Ben", "Book rooms"]);
  });
});

describe("a list's parts", () => {
  it("drop the 'we' before a step after a colon too", () => {
    expect(
      names(
        "Plan our product launch: the kick-off is scheduled for December 8, then we build the landing page and write the press release.",
      ),
    ).toContain("Build the landing page");
  });

  it("drop the 'we' before each step: 'then we build the site' is building the site", () => {
    expect(names("First we design the logo, then we build the site and we launch it in March.")).toEqual([
      "Design the logo",
      "Build the site",
      "Launch it",
    ]);
  });

  it("never make a task of a date alone ('Trip: Japan, Dec 19')", () => {
    const p = generateEmbeddedPlan("Trip: Japan, Dec 19. Book flights, reserve the ryokan, get a JR pass.", TODAY);
    expect(p.tasks.map((t) => t.name)).not.toContain("Dec 19");
    expect(p.timeline.endDate).toBe("2026-12-19");
  });

  it("read 'TODO:' before a list of errands as a to-do list, with no steps added", () => {
    const p = generateEmbeddedPlan("TODO: call the landlord, pay rent, fix the bike", TODAY);
    expect(p.name).toBe("To-Do List");
    expect(p.tasks.map((t) => [t.name, t.suggested ?? false])).toEqual([
      ["Call the landlord", false],
      ["Pay rent", false],
      ["Fix the bike", false],
    ]);
  });
});

describe("a small change with a check of it", () => {
  it("stays a change: the review is its last step, not a website build", () => {
    const p = generateEmbeddedPlan(
      "Update the website footer (new address & phone number). Review it on mobile & desktop before it goes live.",
      TODAY,
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Prepare", "Make the change", "Review & publish"]);
    expect(p.timeline.endDate).toBe("2026-12-03");
  });
});

describe("an open checkbox whose line states a result", () => {
  it("is the work to reach it, not done, and keeps every word", () => {
    const p = generateEmbeddedPlan(
      "Release readiness:\n- [ ] CI/CD pipelines established\n- [ ] deployment scripts completed\n- [ ] integration testing required and completed\n- [ ] drinks delivered to the office\n- [ ] website updated (see the changelog)\n- [x] Venue booked",
      TODAY,
    );
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.done ?? false])).toEqual([
      ["Establish CI/CD pipelines", false],
      ["Complete deployment scripts", false],
      ["Complete integration testing required", false],
      ["Deliver drinks to the office", false],
      ["Update website (see the changelog)", false],
      ["Book the venue", true],
    ]);
  });
});

describe("an epic with its list of work", () => {
  const epic = [
    "# Epic: data migration of the shop's orders from MySQL to Postgres",
    "",
    "Copy six years of data: customers, orders, invoices, refunds. Repeatable, logged, and checked before the switch.",
    "",
    "## Sub-issues",
    "",
    "- [ ] #21 — Write the copy script and run it on a dump",
    "- [ ] #22: Copy customers and addresses",
    "- [ ] #23 Copy orders, invoices and refunds",
    "- [ ] #24 — Check the totals against the old database and write the report",
    "",
    "## Notes",
    "- TBD",
  ].join("\n");

  it("plans the list, with each tracker number after the words; the paragraph above it describes the epic", () => {
    expect(names(epic)).toEqual([
      "Write the copy script and run it on a dump (#21)",
      "Copy customers and addresses (#22)",
      "Copy orders, invoices and refunds (#23)",
      "Check the totals against the old database and write the report (#24)",
    ]);
  });

  it("is no research study because it moves data and writes a report", () => {
    const p = generateEmbeddedPlan(epic, TODAY);
    expect(p.milestones.map((m) => m.name)).not.toContain("Study design");
    expect(p.tasks.map((t) => t.name)).not.toContain("Define research questions and hypotheses");
  });
});

describe("a placeholder in a list", () => {
  it("is no task: 'TODO:', 'TBD' and '...' hold the place of work not yet written", () => {
    expect(names("Website refresh by December 18:\n- update the pricing page\n- TODO:\n- TBD\n- ...\n- fix the footer links")).toEqual([
      "Update the pricing page",
      "Fix the footer links",
    ]);
  });
});

describe("an opening said twice", () => {
  it("is one task, and the plan is named after what opens ('We are opening a bakery in Leeds … We want to open by March')", () => {
    const p = generateEmbeddedPlan(
      "We are opening a bakery in Leeds. It will sell bread and cakes. We want to open by March.\n- sign the lease\n- buy the ovens\n- hire a baker",
      TODAY,
    );
    expect(p.name).toBe("Bakery in Leeds");
    expect(p.tasks.map((t) => t.name)).toEqual(["Sign the lease", "Buy the ovens", "Hire a baker", "Open a bakery in Leeds"]);
    expect(p.timeline.endDate).toBe("2027-03-31");
  });
});
