import { describe, expect, it } from "vitest";
import { planSignals } from "../../core/planner/plan-signals";
import { hasProject } from "../../core/planner/refusal";

// Refusal rules found on fresh public texts outside the corpus (decision 133). Every text here is
// written for this test in the spirit of what the fresh texts showed, never copied from them.

describe("replies the gate refuses (decision 133)", () => {
  it.each([
    // Telling the reader to do it themself is a retort, not a task for the planner.
    ["advice to the reader", "Fix it yourself if you can't wait, it's a hobby project."],
    // "…, it still cannot be opened" has its own subject: a clause, not one more thing in a list.
    ["a report whose last part is a clause", "Even after reinstalling and rebooting, it still cannot be opened."],
    // Closing a task in Spanish talks about the thread, as "Closing this issue" does.
    ["closing the task", "Cierro esta tarea, queda cubierta por la #12."],
    // A need inside the writer's own promise ("I'll …"), even past an abbreviation's dot.
    ["a need inside the writer's promise", "I'll open a ticket for the screenshots etc. that need to be updated after the release."],
  ])("refuses %s", (_kind, text) => {
    expect(hasProject(text)).toBe(false);
  });

  it("reads moving an issue to a later release, and leaving it open, as talk about the thread", () => {
    expect(planSignals("Moving this forward to the next milestone.").chat).toBeGreaterThan(0);
    expect(planSignals("Keeping this open until the fix ships.").chat).toBeGreaterThan(0);
    expect(planSignals("Resta aperta di proposito.").chat).toBeGreaterThan(0);
  });

  it("does not read an impersonal wish in a relative clause ('che si vuole') as a need", () => {
    const signals = planSignals("Funziona tutto, e un progetto che si vuole far crescere merita una guida.");
    expect(signals.ask).toBeLessThan(signals.chat);
  });
});

describe("plans the gate keeps (decision 133)", () => {
  it.each([
    // "before it is released" is the ask's condition, not a report that the work is done.
    [
      "a need with a state inside a clause of time",
      "Update the install guide before the release\n\nThe install guide must be updated to cover the new flags before it is released.",
    ],
    // "Se requiere", "il est nécessaire de": needs said impersonally, as Spanish and French briefs do.
    ["an impersonal need (es)", "Entrega del manual de usuario\n\nSe requiere un manual de usuario con capturas de cada pantalla."],
    // A title that states a need asks for it.
    [
      "a title that states a need (fr)",
      "Les exports doivent être documentés\n\nIl est nécessaire de décrire chaque colonne du fichier CSV.",
    ],
  ])("plans %s", (_kind, text) => {
    expect(hasProject(text)).toBe(true);
  });
});
