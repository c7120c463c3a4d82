import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a hire is planned as one. "Hire a part-time bookkeeper by January" got "Define goals and what
// done looks like", "Check progress at the halfway point" and a retrospective. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const suggested = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => t.suggested)
    .map((t) => t.name);

const HIRING_STEPS = [
  "Write the role description",
  "Post the job and ask for referrals",
  "Screen applications and pick a shortlist",
  "Interview the shortlisted candidates",
  "Check references",
  "Make the offer and agree a start date",
  "Prepare their first week",
];

describe("a hire", () => {
  it("goes from the role written down to the new person's first week", () => {
    const p = plan("Hire a part-time bookkeeper by January");
    expect(p.milestones.map((m) => m.name)).toEqual(["Role & posting", "Screening & interviews", "Offer & onboarding"]);
    // The goal said as an item is done once the offer is accepted, before the first week.
    expect(p.tasks.map((t) => t.name)).toEqual([...HIRING_STEPS.slice(0, 6), "Hire a part-time bookkeeper", HIRING_STEPS[6]]);
    expect(p.timeline.endDate).toBe("2027-01-29");
  });

  it.each([
    "Hire our first engineer",
    "Hire two baristas before the café opens in March",
    "Hire a senior React developer for our Lisbon team",
  ])("is read from the role hired: %s", (idea) => {
    expect(suggested(idea)).toContain("Screen applications and pick a shortlist");
  });

  it("is read from two of a hire's words in the headline", () => {
    expect(suggested("Interview the shortlisted candidates")).toContain("Write the role description");
  });

  it("keeps the author's own steps and adds only what they leave out", () => {
    const own =
      "Q1 hiring plan\n- 2 backend engineers by Jan 31\n- 1 designer by Feb 28\n- Write JDs\n- Post the jobs on LinkedIn\n- Onboard the new hires";
    // "Write JDs" is the role description; posting, hiring and onboarding are the author's. Screening is not.
    expect(names(own)).toEqual([
      "Write JDs",
      "Post the jobs on LinkedIn",
      "Screen applications and pick a shortlist",
      "Hire 2 backend engineers",
      "Hire 1 designer",
      "Onboard the new hires",
    ]);
  });
});

describe("a hiring plan's headcounts", () => {
  it("are the people to hire, each a task", () => {
    // "2 engineers" was read as the team's size and dropped: the plan hired the designer alone.
    expect(
      plan("Hiring plan: 2 engineers, 1 designer")
        .tasks.filter((t) => !t.suggested)
        .map((t) => t.name),
    ).toEqual(["Hire 2 engineers", "Hire 1 designer"]);
  });

  it("but elsewhere a headcount is still the team, no task", () => {
    const p = plan("Booking site: 2 engineers, 1 designer");
    expect(p.description).toBe("Booking site: 2 engineers, 1 designer. Planned for a team of 3 over 2 weeks.");
    expect(p.tasks.map((t) => t.name)).not.toContain("2 engineers");
  });
});

describe("not a hire", () => {
  it.each([
    // Renting, in British English.
    "Hire a van for the move",
    "Hiring a van for the move",
    // Study participants and volunteers are no employees.
    "Recruit 3 volunteers for the food bank Christmas drive",
    // Interviews and onboarding alone are research and a product's flow.
    "Interview 5 customers about onboarding",
    // About hiring, not a hire.
    "Fix our hiring process",
    // A hire among other work is one task of it.
    "Open the pop-up shop by November 23: print flyers, stock shelves, hire staff.",
    "We're opening a second café in Leipzig on April 30 and need to hire two baristas and buy an espresso machine.",
  ])("%s", (idea) => {
    expect(suggested(idea)).not.toContain("Screen applications and pick a shortlist");
  });

  it("software or a document about hiring is not a hire", () => {
    // Both got the hiring steps: a role description, posting, screening, an offer.
    expect(
      suggested(
        "Applicant tracking system - onboarding\n\nOnce a candidate passes all interviews and accepts the offer letter, onboarding begins.\n- [ ] Add an 'onboard employee' button to the offer letter\n- [ ] Track onboarding tasks on the employee record",
      ),
    ).not.toContain("Write the role description");
    expect(
      suggested(
        "Documentation for interviewing and hiring\n- Job posting templates\n- Hiring committee\n- Interview questions for each team",
      ),
    ).not.toContain("Write the role description");
  });

  it("a hire for an event is the event's", () => {
    expect(suggested("Hire a DJ for the party")).not.toContain("Write the role description");
    expect(suggested("Recruit participants for the usability study")).toContain("Design the study and method");
  });
});

describe("a team's reviews", () => {
  it("are work to plan, not small talk", () => {
    // It was refused: "We couldn't find a project in that text".
    expect(plan("Annual performance reviews for 8 people before Christmas").name).toBe("Annual Performance Reviews for 8 People");
  });

  it("but praise of reviews is still a remark", () => {
    expect(() => plan("Great reviews so far!")).toThrow(/couldn't find a project/);
  });
});

describe("people at the end of a plan", () => {
  it("are not delivered", () => {
    // "Deliver the two new designers": "Hand over, publish or present the result to the people it is for".
    const p = plan("Onboard the two new designers starting Monday");
    expect(p.name).toBe("Two New Designers Onboarding");
    expect(p.tasks.map((t) => t.name)).not.toContain("Deliver the two new designers");
    expect(names("Interview five customers")).not.toContain("Deliver the five customers");
  });

  it("but a thing for them still is", () => {
    expect(names("Write the team handbook")).toContain("Deliver the team handbook");
  });

  it("names training by what is trained for", () => {
    expect(plan("Train for a half marathon").name).toBe("Half Marathon Training");
  });
});
