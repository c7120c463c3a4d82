import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner/index";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20: a one-line change to something that exists is planned as that change, not replaced by the
// template of the thing it changes ("Update the website footer" got wireframes, hosting and "Announce the
// new site": fourteen steps of a website build around the user's one task).

const TODAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe("a one-line change to something that exists", () => {
  it("is agreed, made, reviewed and published within a week: the site's build steps stay out", () => {
    const p = plan("Update the website footer");
    expect(p.tasks.map((t) => [t.name, t.suggested === true])).toEqual([
      ["Agree on exactly what changes and who approves it", true],
      ["Update the website footer", false],
      ["Review the change before it goes live", true],
      ["Publish the change and tell the people it affects", true],
    ]);
    expect(p.milestones.map((m) => m.name)).toEqual(["Prepare", "Make the change", "Review & publish"]);
    expect(days(p.timeline.startDate, p.timeline.endDate)).toBeLessThanOrEqual(7);
  });

  it("holds for content and for a product's parts, and for an addition to something named", () => {
    for (const idea of [
      "Replace the hero image on the landing page",
      "Fix the typo in the newsletter",
      "Change the logo colour on the app",
      "Add a dark mode toggle to the app",
      "Update the pricing on the website",
    ]) {
      expect(names(idea), idea).toEqual([
        "Agree on exactly what changes and who approves it",
        idea,
        "Review the change before it goes live",
        "Publish the change and tell the people it affects",
      ]);
    }
  });

  it("a software fault is reproduced and its cause found before the fix, which is tested and released", () => {
    for (const idea of ["Fix the login bug", "Fix the crash on startup"]) {
      expect(names(idea), idea).toEqual([
        "Reproduce the problem and write down the steps",
        "Find the cause",
        idea,
        "Test the fix and check nothing else broke",
        "Release the fix and tell whoever reported it",
      ]);
    }
  });

  it("a new thing, a redesign or a list of work keeps the kind's own steps", () => {
    expect(names("Redesign the website")).toContain("Create wireframes for the key pages");
    // "Add a blog" alone may be a project of its own: only an addition *to* something is a change.
    expect(names("Add a blog")).not.toContain("Publish the change and tell the people it affects");
    const list = names("Website relaunch:\n- Update the footer\n- Rewrite the about page\n- Add a contact form");
    expect(list).not.toContain("Agree on exactly what changes and who approves it");
    expect(list).toEqual(expect.arrayContaining(["Update the footer", "Rewrite the about page", "Add a contact form"]));
  });

  it("one new page of a site, or a few changes to one, is a change too, not a site to host and build", () => {
    for (const idea of [
      "Create a new landing page for the spring sale",
      "Build a landing page for the app",
      "Create the pricing page. Can you also add a checkout?",
      "Update the footer and fix the typo on the about page",
    ]) {
      const p = plan(idea);
      expect(
        p.milestones.map((m) => m.name),
        idea,
      ).toEqual(["Prepare", "Make the change", "Review & publish"]);
      expect(days(p.timeline.startDate, p.timeline.endDate), idea).toBeLessThanOrEqual(7);
    }
    // "checkout" is no check: the change is still reviewed before it goes live.
    expect(names("Create the pricing page. Can you also add a checkout?")).toEqual([
      "Agree on exactly what changes and who approves it",
      "Create the pricing page",
      "Add a checkout",
      "Review the change before it goes live",
      "Publish the change and tell the people it affects",
    ]);
    // A page of a new site is part of building that site.
    expect(names("Create the home page of our new website")).toContain("Set up hosting, domain and CMS");
    expect(names("Build a website for my bakery")).toContain("Set up hosting, domain and CMS");
  });

  it("a short idea around a two-letter acronym is planned; a reply of one is not", () => {
    for (const idea of ["Set up CI", "Redo my CV", "Fix UX", "An ML app"]) expect(plan(idea).tasks.length, idea).toBeGreaterThan(0);
    for (const reply of ["OK", "Hi HR", "No PR yet"]) expect(() => plan(reply), reply).toThrow(PlanRefusal);
  });

  it("a generic one-liner that is itself the core work gets no step repeating it", () => {
    // "Complete the core work on the pricing page" beside "Complete the pricing page"; "Deliver the leaking tap".
    expect(names("Complete the pricing page")).not.toContain("Complete the core work on the pricing page");
    const tap = names("Fix the leaking tap");
    expect(tap).toContain("Fix the leaking tap");
    expect(tap).not.toContain("Complete the core work on the leaking tap");
    expect(tap).not.toContain("Deliver the leaking tap");
  });
});

describe("a bug report written in a tracker's template", () => {
  const report = (open: string, close: string) =>
    [
      `${open}Describe the bug${close}`,
      "Clicking the save button on the settings page does nothing.",
      "",
      `${open}To Reproduce${close}`,
      "Steps to reproduce the behavior:",
      "1. Go to Settings",
      "2. Click on Save",
      "3. See error",
      "",
      `${open}Expected behavior${close}`,
      "The settings are saved.",
      "",
      `${open}Screenshots${close}`,
      "N/A",
    ].join("\n");
  it.each([
    ["## headings", report("## ", "")],
    ["bold headings", report("**", "**")],
  ])("with %s is a bug to fix, not its steps to reproduce as tasks", (_label, text) => {
    const p = plan(text);
    const own = p.tasks.filter((t) => !t.suggested).map((t) => t.name);
    expect(own).toEqual(["Fix: clicking the save button on the settings page does nothing"]);
    const all = p.tasks.map((t) => t.name);
    expect(all).toEqual(expect.arrayContaining(["Find the cause", "Test the fix and check nothing else broke"]));
    for (const step of ["Go to Settings", "Click on Save", "See error"]) expect(all).not.toContain(step);
    expect(all.some((n) => /site|hosting|wireframe/i.test(n))).toBe(false);
    expect(days(p.timeline.startDate, p.timeline.endDate)).toBeLessThanOrEqual(7);
  });
});
