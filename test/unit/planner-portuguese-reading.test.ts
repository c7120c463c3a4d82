import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, found on 2026-11-28: "Preparar o casamento em setembro: reservar o local, …" was read as English
// (no word of it was a marker of any language), named "Preparar O Casamento" and given "Review the result and
// fix gaps". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const phases = (idea: string) => plan(idea).milestones.map((m) => m.name);

describe("a Portuguese text", () => {
  it("is planned in Portuguese, named by its thing", () => {
    const idea = "Preparar o casamento em setembro: reservar o local, contratar o buffet, enviar os convites";
    expect(plan(idea).name).toBe("Casamento");
    expect(plan(idea).tasks.map((t) => t.name)).toEqual(["Reservar o local", "Contratar o buffet", "Enviar os convites"]);
    expect(phases(idea)).toEqual(["Execução"]);
  });

  it("drops the opening verb from its name", () => {
    expect(plan("Abrir a loja em duas semanas: alugar o espaço, comprar móveis, contratar dois vendedores").name).toBe("Loja");
    expect(plan("Lançar a nova versão do app").name).toBe("Nova versão do app");
  });

  it("leaves Spanish texts Spanish, though 'o' and 'dos' are words of both", () => {
    expect(plan("Lanzar la nueva web en dos semanas").name).toBe("Nueva web");
    expect(phases("Lanzar la nueva web en dos semanas")).toEqual(["Ejecución"]);
    expect(phases("Mudanza a Madrid en enero: comprar dos cajas, alquilar la furgoneta o el coche")).toEqual(["Ejecución"]);
  });
});

describe("a Portuguese text with few words of any language", () => {
  // Found on 2026-11-29: its own letters ("ã", "õ") tell it apart; "Faltam duas semanas para a inauguração
  // da loja" was read as English (its two "a" outweighed one "ç"), title-cased, given English steps and no end.
  it("is planned in Portuguese, and its countdown ends it", () => {
    const idea = "Faltam duas semanas para a inauguração da loja: comprar os móveis, contratar a equipe, imprimir os cardápios.";
    expect(plan(idea).name).toBe("Inauguração da loja");
    expect(phases(idea)).toEqual(["Execução"]);
    expect(plan(idea).timeline.endDate).toBe("2026-12-11");
  });

  it("plans one booking as itself, with no English steps", () => {
    expect(plan("Reservar o salão").tasks.map((t) => t.name)).toEqual(["Reservar o salão"]);
  });
});
