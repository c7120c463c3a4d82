import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the third fresh sample of the planner's mutants (`--every 50 --across --offset
// 17`, a3d5187), part b. Each case states what the planner promises for a text a user could paste
// (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);
const own = (p: GeneratedPlan) => p.tasks.filter((t) => !t.suggested).map((t) => t.name);

describe("an idea in another language", () => {
  it("plans a Spanish wedding list in Spanish, though its 'una' is an Italian word too", () => {
    // One word both languages share is no reason to answer a Spanish text in Italian.
    const p = plan("Planear una boda pequeña:\n- reservar salón\n- enviar invitaciones\n- contratar música");
    expect(p.milestones.map((m) => m.name)).toEqual(["Ejecución"]);
    expect(p.description).toBe("Incluye reservar salón, enviar invitaciones y contratar música. Planificado en 2 semanas.");
  });

  it("reads 'en cinco semanas' as five weeks from today", () => {
    // Five weeks from Friday 27 November is Friday 1 January.
    const p = plan("Lanzar la tienda online en cinco semanas:\n- elegir la plataforma\n- subir los productos\n- preparar los envíos");
    expect(p.description).toBe(
      "Incluye elegir la plataforma, subir los productos y preparar los envíos. Planificado en 5 semanas, con fin el 2027-01-01.",
    );
    expect(p.tasks.at(-1)?.dueDate).toBe("2027-01-01");
  });
});

describe("the plan's description", () => {
  it("is an idea's one long sentence cut to 400 characters, not a list of its tasks", () => {
    // A sentence of 401 characters is too long by one: it is cut at a clause, never dropped.
    const idea =
      "Build a mobile app for our neighbourhood bakery so that regular customers can order bread, cakes and coffee ahead of time, pay for them in the app with a card or Apple Pay, pick a time slot to collect their order at the counter without queueing, collect stamps towards a free coffee, get a push notification when their order is ready, and leave a review so we learn which cakes our regulars love most.";
    expect(idea.length).toBe(401);
    expect(plan(idea).description).toBe(
      "Build a mobile app for our neighbourhood bakery so that regular customers can order bread, cakes and coffee ahead of time, pay for them in the app with a card or Apple Pay, pick a time slot to collect their order at the counter without queueing, collect stamps towards a free coffee, get a push notification when their order is ready… Planned over 8 weeks.",
    );
  });
});

describe("a deadline the idea states", () => {
  it("reads 'in one week' as seven days from today", () => {
    // Friday 27 November plus one week is Friday 4 December.
    const p = plan("Launch the newsletter in one week:\n- pick a name\n- write the first issue\n- set up the mailing list");
    expect(p.description).toBe(
      "Covers pick a name, write the first issue and set up the mailing list. Planned over 6 working days, finishing by 2026-12-04.",
    );
    expect(p.tasks.at(-1)?.dueDate).toBe("2026-12-04");
  });

  it("reads 'before autumn' as the last day of August", () => {
    // Autumn starts on 1 September (the meteorological seasons), so the house is painted by 31 August.
    expect(plan("Repaint the house before autumn").description).toBe(
      "Repaint the house before autumn. Planned over 40 weeks, finishing by 2027-08-31.",
    );
  });

  it("holds an offsite on the 1st Monday of February, written with digits", () => {
    // The first Monday of February 2027 is the 1st; the event is held that day, not a week later.
    const p = plan("Team offsite the 1st Monday of February:\n- book the venue\n- plan the agenda\n- send invites");
    expect(task(p, "Host the event")?.dueDate).toBe("2027-02-01");
    expect(p.milestones.at(-1)).toMatchObject({ name: "Event day", dueDate: "2027-02-01" });
  });

  it("keeps the launch day as the deadline when a step is dated '3 business days before that'", () => {
    // "before that" counts back from 18 December: nothing in the plan moves past the launch.
    const p = plan("Launch the new app by December 18, with the code frozen 3 business days before that");
    expect(p.timeline.endDate).toBe("2026-12-18");
    expect(p.description).toBe(
      "Launch the new app by December 18, with the code frozen 3 business days before that. Planned over 3 weeks, finishing by 2026-12-18.",
    );
  });

  it("takes no date in a year already over as a deadline: the item keeps it in its words", () => {
    // "by April 15, 2025" said in November 2026 is a reference, not a day to plan for.
    const p = plan(
      "Tax paperwork:\n- file the 2025 return by April 15, 2025\n- gather receipts\n- book the accountant by January 15, 2027",
    );
    expect(own(p)).toEqual(["File the 2025 return by April 15, 2025", "Gather receipts", "Book the accountant"]);
    expect(task(p, "Book the accountant")?.dueDate).toBe("2027-01-15");
  });
});

describe("code in an idea", () => {
  it("plans no task from the commands in a fenced code block", () => {
    // The lines between ``` fences are code the author quotes, not bullets of work.
    const p = plan("Release checklist:\n- tag the release\n```bash\n- git push --tags\n- npm publish\n```\n- announce it on the blog");
    expect(own(p)).toEqual(["Tag the release", "Announce it on the blog"]);
  });
});
