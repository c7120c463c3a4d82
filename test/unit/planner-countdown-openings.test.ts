import { describe, expect, it } from "vitest";
import { dayNumber } from "../../core/dates";
import { findDateMentions } from "../../core/planner/parse-dates";
import { planOn } from "../support/plan-on";

// Issue 20: "Two weeks until the launch: …", "Only 3 weeks left before the wedding! …". A text that opens by
// counting down to its day was named by what was left of the count ("Until the Launch", "Only Left",
// "Noch bis zur Eröffnung des Cafés"), and in English the count was no date at all: a month until the café
// opened ended the plan after two weeks.

const { plan } = planOn("2026-11-27");
const lastDue = (p: ReturnType<typeof plan>) =>
  p.tasks
    .map((t) => t.dueDate ?? "")
    .sort()
    .at(-1);

describe("a countdown that opens the text", () => {
  it.each([
    ["Two weeks until the launch: write the post, email the list, fix the signup bug.", "Launch", "2026-12-11"],
    ["One month until the café opens: order furniture, hire staff, print the menu.", "Café Opening", "2026-12-25"],
    ["Only 3 weeks left before the wedding! Confirm the caterer, buy the rings, send the seating plan.", "Wedding", "2026-12-18"],
  ])("names the day it counts to and ends the plan on it: %s", (idea, name, end) => {
    const p = plan(idea);
    expect(p.name).toBe(name);
    expect(lastDue(p)).toBe(end);
  });

  it.each([
    ["Noch ein Monat bis zur Eröffnung des Cafés: Möbel bestellen, Personal einstellen, Speisekarte drucken.", "Eröffnung des Cafés"],
    ["Noch drei Wochen bis zum Umzug: Kartons besorgen, Bücher einpacken, Möbelwagen mieten.", "Umzug"],
    ["Encore un mois avant l'ouverture du café : commander les meubles, recruter, imprimer le menu.", "Ouverture du café"],
    ["Falta un mes para la apertura del café: comprar los muebles, contratar personal, imprimir el menú.", "Apertura del café"],
    ["Manca un mese all'apertura del bar: comprare i mobili, assumere il personale, stampare il menù.", "Apertura del bar"],
  ])("does so in the planner's other languages: %s", (idea, name) => {
    expect(plan(idea).name).toBe(name);
  });

  it("counts 'ten days to go' as ten days", () => {
    expect(lastDue(plan("Ten days to go until the fair: print the flyers, pack the stand, book the van."))).toBe("2026-12-07");
  });
});

describe("a step counted back from the day", () => {
  it("is no countdown from today: 'two weeks before the party'", () => {
    const today = dayNumber("2026-11-27");
    expect(findDateMentions("send the invites two weeks before the party", today)).toEqual([]);
    expect(findDateMentions("two weeks left before the party", today).map((m) => m.day)).toEqual([today + 14]);
  });
});
