import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public event organisers' issues read this stop: a German title listing its work as
// infinitives ("Helferplan erstellen, Aufgabenbereiche anpassen, veröffentlichen") was one task, or none
// and only generic English suggestions; a Portuguese "Listar as atividades … e adicionar ao plano de
// trabalho" was one task. Infinitives listed in one breath are each a task, in every language the planner
// reads. Texts paraphrased. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("infinitives listed in one sentence", () => {
  it("are each a task in German, with the verb last", () => {
    expect(own("Helferplan erstellen, Aufgabenbereiche anpassen, veröffentlichen")).toEqual([
      "Helferplan erstellen",
      "Aufgabenbereiche anpassen",
      "Veröffentlichen",
    ]);
    expect(own("Umfasst Stand buchen, Flyer drucken und Team schulen.")).toEqual(["Stand buchen", "Flyer drucken", "Team schulen"]);
  });

  it("are each a task in Spanish, French, Italian and Portuguese", () => {
    expect(own("Reservar el salón, contratar el catering y enviar las invitaciones")).toEqual([
      "Reservar el salón",
      "Contratar el catering",
      "Enviar las invitaciones",
    ]);
    expect(own("Réserver la salle, commander les boissons et envoyer les invitations")).toEqual([
      "Réserver la salle",
      "Commander les boissons",
      "Envoyer les invitations",
    ]);
    expect(own("Prenotare la sala e inviare gli inviti")).toEqual(["Prenotare la sala", "Inviare gli inviti"]);
    // A thing after an infinitive's entry is its second object, joined as written.
    expect(own("# Criar cronograma do evento\n\nListar as atividades e suas datas de entrega e adicionar ao plano de trabalho.")).toEqual([
      "Listar as atividades e suas datas de entrega",
      "Adicionar ao plano de trabalho",
    ]);
  });

  it("leaves a label's list to the label, its day on the event", () => {
    const p = generateEmbeddedPlan("Sommerfest der Firma am 12. Juli: Zelt mieten, Essen bestellen, Einladungen schicken", FRIDAY);
    expect(p.tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Zelt mieten", "2027-02-10"],
      ["Essen bestellen", "2027-04-27"],
      ["Einladungen schicken", "2027-07-12"],
    ]);
  });
});
