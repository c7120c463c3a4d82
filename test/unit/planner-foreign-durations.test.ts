import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: "en dos semanas", "in drei Wochen", "dans deux semaines" say by when, as "in two weeks" does in
// English, and their preposition goes with them: the task was "Lanzar la nueva web en" and the project
// "Negozio in aprile". Italian months after "in" and "prima di" are dates. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a duration in another language", () => {
  it("leaves no 'en' at the end of a Spanish task", () => {
    const p = plan("Lanzar la nueva web en dos semanas");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([["Lanzar la nueva web", "2026-12-11"]]);
  });

  it("reads a short German sentence as German, with no 'in' left in its task and no English steps", () => {
    const p = plan("Die neue Website in drei Wochen starten");
    expect(p.name).toBe("Neue Website");
    expect(p.milestones.map((m) => m.name)).toEqual(["Umsetzung"]);
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([["Die neue Website starten", "2026-12-18"]]);
  });

  it("names a Portuguese, French and Italian project without the duration's preposition", () => {
    // Without its opening verb too, as Italian's (2026-11-28: it was "Abrir a loja").
    expect(plan("Abrir a loja em duas semanas: alugar o espaço, comprar móveis, contratar dois vendedores").name).toBe("Loja");
    expect(plan("Lancer le site dans deux semaines : maquettes, textes, mise en ligne").name).toBe("Lancer le site");
    const italian = plan("Aprire il negozio tra due settimane: trovare il locale, comprare gli arredi");
    expect(italian.name).toBe("Negozio");
    expect(italian.tasks.at(-1)?.dueDate).toBe("2026-12-11");
  });
});

describe("an Italian month", () => {
  it("reads 'in aprile' as the end of April, and leaves it out of the name", () => {
    const p = plan("Aprire il negozio in aprile: trovare il locale, comprare gli arredi, assumere due commessi");
    expect(p.name).toBe("Negozio");
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Trovare il locale", "2027-01-18"],
      ["Comprare gli arredi", "2027-03-10"],
      ["Assumere due commessi", "2027-04-30"],
    ]);
  });

  it("reads 'prima di maggio' as before May", () => {
    const p = plan("Dobbiamo rifare il sito prima di maggio: nuove foto, testi, pagina contatti");
    expect(p.tasks.at(-1)?.dueDate).toBe("2027-04-30");
  });
});
