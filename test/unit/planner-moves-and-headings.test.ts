import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Plan a surprise 40th … Guest list, book the restaurant, order a cake, make a photo slideshow."
// read "Guest list" as a guest listing something: "Let guest list", "Restaurant booking", "Let guest order a
// cake, make a photo slideshow". A spec ending in "## Timeline" was named "Timeline". "Wir ziehen am 15.
// Januar um." was named "Wir ziehen am um", and "Strom und Internet ummelden" gave a task "Strom".

const { plan } = planOn("2026-11-27");
const own = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => !t.suggested).map((t) => t.name);

describe("a list that opens on a thing", () => {
  it("is not a guest's feature", () => {
    const party = plan(
      "Plan a surprise 40th for my husband on Jan 23. Guest list, book the restaurant, order a cake, make a photo slideshow. Keep it secret!",
    );
    expect(own(party)).toEqual(
      expect.arrayContaining(["Draft the guest list", "Book the restaurant", "Order a cake", "Make a photo slideshow"]),
    );
    expect(own(party).some((name) => name.startsWith("Let "))).toBe(false);
  });

  it("still reads what people do as features", () => {
    expect(own(plan("Habit app. Users sign up with email, create habits and see their streaks."))).toEqual(
      expect.arrayContaining(["Sign-up with email", "Habit creation", "Streaks"]),
    );
  });
});

describe("a spec's headings", () => {
  it("do not name it when they only say what follows", () => {
    const spec = plan(
      "## Goal\nLet customers pay invoices online.\n\n## Scope\n- Stripe checkout for invoices\n- Email receipts\n- Admin view of payments\n\n## Out of scope\n- Subscriptions\n\n## Timeline\nBeta by Jan 20, GA by Feb 15.",
    );
    expect(spec.name).toBe("Pay Invoices Online");
    expect(spec.tasks.map((t) => t.name)).not.toContain("Deliver the timeline");
  });
});

describe("a move in another language", () => {
  it.each([
    ["Wir ziehen am 15. Januar um. Umzugsfirma buchen, Kartons packen.", "Umzug"],
    ["Ich ziehe im März nach Hamburg um. Wohnung kündigen, Kartons packen.", "Umzug nach Hamburg"],
    ["Nous déménageons à Lyon le 15 janvier. Réserver le camion, faire les cartons.", "Déménagement à Lyon"],
    ["Nos mudamos a Madrid en marzo. Reservar la mudanza, empacar las cajas.", "Mudanza a Madrid"],
  ])("%s is named %s", (text, name) => {
    expect(plan(text).name).toBe(name);
  });

  it("keeps German objects with the verb after them", () => {
    expect(own(plan("Umzug am 15. Januar: Umzugsfirma buchen, Kartons packen, Strom und Internet ummelden."))).toEqual([
      "Umzugsfirma buchen",
      "Kartons packen",
      "Strom und Internet ummelden",
    ]);
  });
});
