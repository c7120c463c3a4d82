import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: in French, Spanish and German the project's label before a sentence's work stayed in the task's
// name ("Fête de l'école : réserver la salle"), and "Schulfest: Halle buchen bis zum 10. April" was refused,
// its infinitive followed by when it is due. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const names = (idea: string) => generateEmbeddedPlan(idea, FRIDAY).tasks.map((t) => t.name);

describe("a project's label in another language", () => {
  it("names the plan, not the task", () => {
    expect(names("Fête de l'école : réserver la salle avant le 10 avril")).toEqual(["Réserver la salle"]);
    expect(names("Fiesta del colegio: reservar el salón antes del 10 de abril")).toEqual(["Reservar el salón"]);
    expect(names("Schulfest: Halle buchen bis zum 10. April")).toEqual(["Halle buchen"]);
  });

  it("while a list line's label is what the work is done to, and an effort is no work", () => {
    expect(names("Umzug im März\n- Kartons besorgen\n- Nachsendeauftrag: online stellen")).toContain("Nachsendeauftrag: online stellen");
    expect(names("Traducir los textos: 3 horas")).toEqual(["Traducir los textos"]);
  });
});
