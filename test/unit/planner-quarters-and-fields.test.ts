import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public texts read this stop (quarterly goals and planning, new hires' checklists): the
// quarter a plan prepares for moved its December work to the next summer, "objectives for Q2" dated a task
// the end of June, a checklist's "Supervisor: William, S" was a task, a list's "etc." was one ("Etc"), and a
// ticked box struck through with single tildes stayed. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a quarter the work prepares for", () => {
  it("leaves the work the text dates before it where it is", () => {
    const p = plan(
      "Q3 goals\n- [ ] Ana to review the roadmap on Wednesday\n- [ ] Q3 draft OKRs for the app delivered by December 18\n- [ ] Q3 draft charter delivered by December 18",
    );
    expect(p.tasks.every((t) => (t.dueDate ?? "") <= "2026-12-18")).toBe(true);
    expect(p.tasks.find((t) => t.name.startsWith("Review the roadmap"))?.dueDate).toBe("2026-12-02");
  });

  it("does not date objectives set for it on its last day", () => {
    const p = plan(
      "Q2 quarterly planning\n- [ ] Agree the objectives for Q2\n- [ ] Write up the initiatives for Q2\n- [ ] Break the initiatives into stories\n- [ ] Put the initiatives on the roadmap",
    );
    expect(p.tasks.every((t) => (t.dueDate ?? "") < "2027-04-01")).toBe(true);
  });

  it("still runs a roadmap titled by its quarter over that quarter", () => {
    const p = plan("Q2 roadmap\n- ship the mobile app\n- launch the referral program");
    expect(p.tasks.at(-1)?.dueDate).toBe("2027-06-30");
  });
});

describe("a checklist's fields", () => {
  it("who supervises and who starts are no tasks", () => {
    expect(
      own("New hire checklist\n## Steps\nSupervisor: William, S\nUser: Marc, R\n- [ ] Check the form was sent\n- [ ] Reset the password"),
    ).toEqual(["Check the form was sent", "Reset the password"]);
  });

  it("a list's etc. is no item", () => {
    expect(own("New employee set up\nI need to order a laptop, a desk phone, a badge, etc.")).not.toContain("Etc");
    expect(own("Garage sale\n- price tags\n- signs for the street\n- etc.")).toEqual(["Price tags", "Signs for the street"]);
  });

  it("a ticked box struck through with single tildes is called off", () => {
    expect(own("Onboarding\n- [x] Fill out the tax form\n- [ ] ~Fire safety training~\n- [ ] Get a GitHub account")).toEqual([
      "Fill out the tax form",
      "Get a GitHub account",
    ]);
  });
});
