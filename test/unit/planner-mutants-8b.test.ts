import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 27: the survivors of an eighth fresh sample of the planner's mutants (`--every 50 --across --offset
// 13`): dates written as numbers, words and holidays, the team size, and the plan's summary. Each case
// states what the planner promises for a text a user could paste (issue 20), not what the mutant did.
// Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);

describe("the plan's description", () => {
  it("keeps the summary within 400 characters, leaving out the sentence that would pass them", () => {
    // The first sentence (313 characters) fits; the second (113) would take the summary past 400, so it
    // stops there and only the plan's length follows.
    const p = plan(
      "We are building a community garden on the empty lot behind the library, with raised beds for twenty families, a tool shed, a rainwater tank, a compost corner, a shaded bench area for older neighbours, and a small path wide enough for wheelchairs so everyone on the street can take part in growing food together. The city council has already agreed to lease us the land for five years at no cost, provided we keep it tidy. Tasks:\n- build the raised beds\n- install the rainwater tank\n- lay the path",
    );
    expect(p.description).toBe(
      "We are building a community garden on the empty lot behind the library, with raised beds for twenty families, a tool shed, a rainwater tank, a compost corner, a shaded bench area for older neighbours, and a small path wide enough for wheelchairs so everyone on the street can take part in growing food together. Planned over 2 weeks.",
    );
  });
});

describe("the team size the text states", () => {
  it("reads 'a team of ten' as ten people in the plan's description", () => {
    // The number written out is the team the plan is paced for, and the description says so.
    const p = plan("Fundraiser with a team of ten:\n- book venue\n- sell tickets");
    expect(p.description).toBe("Covers book venue and sell tickets. Planned for a team of 10 over 4 weeks.");
  });
});

describe("a deadline written as words", () => {
  it("reads 'in seven weeks' as seven weeks from today", () => {
    // Seven weeks from Friday 27 November is Friday 15 January; the plan ends that day.
    const p = plan("Write the annual report in seven weeks:\n- gather figures\n- write chapters\n- design layout");
    expect(p.timeline.endDate).toBe("2027-01-15");
    expect(p.description).toBe("Covers gather figures, write chapters and design layout. Planned over 7 weeks, finishing by 2027-01-15.");
  });

  it("reads Portuguese 'em uma semana' as one week from today", () => {
    // One week from Friday 27 November is Friday 4 December: the move is planned in six working days.
    const p = plan("Mudança de casa em uma semana:\n- empacotar as caixas\n- contratar a transportadora\n- limpar o apartamento");
    expect(p.timeline.endDate).toBe("2026-12-04");
    expect(p.description).toBe(
      "Inclui empacotar as caixas, contratar a transportadora e limpar o apartamento. Planejado em 6 dias úteis, com término em 2026-12-04.",
    );
  });

  it("reads 'by the start of next year' as the first week of January", () => {
    // The start of a year is its first seven days, counted from January 1: done by Thursday January 7.
    const p = plan("Launch the online shop by the start of next year:\n- write product texts\n- take photos\n- set up payments");
    expect(p.timeline.endDate).toBe("2027-01-07");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-01-07");
  });

  it("reads 'the 4th Thursday of next month' as the fourth Thursday of December", () => {
    // December 2026's Thursdays are the 3rd, 10th, 17th, 24th and 31st: the dinner is on the 24th.
    const p = plan("Host the book club dinner on the 4th Thursday of next month:\n- pick the book\n- send invitations\n- cook dinner");
    expect(p.timeline.endDate).toBe("2026-12-24");
    expect(p.milestones.at(-1)?.dueDate).toBe("2026-12-24");
  });
});

describe("a deadline written as a date", () => {
  it("ends the work the working day before a day-first date said with 'before'", () => {
    // "before 15.03.2027" is done by Sunday 14 March, so the last working day is Friday 12 March.
    const p = plan("Submit the grant application before 15.03.2027:\n- write the budget\n- collect letters of support");
    expect(p.timeline.endDate).toBe("2027-03-12");
    expect(p.description).toBe("Covers write the budget and collect letters of support. Planned over 15 weeks, finishing by 2027-03-12.");
  });

  it("reads Spanish '15 de agosto' as a day in August", () => {
    // The wedding is on Sunday 15 August 2027; its preparations end on the Friday before.
    const p = plan("Organizar la boda para el 15 de agosto:\n- reservar el salón\n- enviar las invitaciones\n- elegir el menú");
    expect(p.timeline.endDate).toBe("2027-08-13");
    expect(p.description).toBe(
      "Incluye reservar el salón, enviar las invitaciones y elegir el menú. Planificado en 37 semanas, con fin el 2027-08-13.",
    );
  });
});
