import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// A German or French list under headings that name no phase ("Wohnung:", "Kisten:") gets its phases in
// its own language. They were the English "Execution"; then plain words ("Vorbereitung"); now the
// author's own headings, the topics of a plan of no known kind (phases.ts ownSections), with none of the
// planner's English about them.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const milestones = (idea: string) => generateEmbeddedPlan(idea, FRIDAY).milestones.map((m) => m.name);

describe("headings that name no phase, in German or French", () => {
  it("leave the phases in the text's language", () => {
    expect(
      milestones(
        "Umzug nach Berlin\n\nWohnung:\n- Mietvertrag unterschreiben\n- Kaution überweisen\n\nKisten:\n- Kartons besorgen\n- Bücher einpacken",
      ),
    ).toEqual(["Wohnung", "Kisten"]);
    expect(
      milestones(
        "Déménagement à Lyon\n\nAppartement :\n- signer le bail\n- payer la caution\n\nCartons :\n- acheter des cartons\n- emballer les livres",
      ),
    ).toEqual(["Appartement", "Cartons"]);
  });

  it("say nothing about those headings in English", () => {
    const umzug = generateEmbeddedPlan(
      "Umzug nach Berlin\n\nWohnung:\n- Mietvertrag unterschreiben\n\nKisten:\n- Kartons besorgen",
      FRIDAY,
    );
    expect(umzug.milestones.map((m) => [m.name, m.description])).toEqual([
      ["Wohnung", ""],
      ["Kisten", ""],
    ]);
  });

  it("leave an English text's phases in English: its own headings", () => {
    expect(
      milestones("Move to Berlin\n\nApartment:\n- sign the lease\n- pay the deposit\n\nBoxes:\n- get boxes\n- pack the books"),
    ).toEqual(["Apartment", "Boxes"]);
  });
});
