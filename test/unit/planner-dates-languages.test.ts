import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { generatedPlanSchema } from "../../core/schemas/plan";

// Issue 20: dates as people write them in English, German, Spanish, French, Portuguese and Italian.
// The date that ends the project ends the plan; a date with no year is the next one to come.

const TODAY = new Date("2026-11-23T00:00:00Z");
const plan = (idea: string, today = TODAY) => generatedPlanSchema.parse(generateEmbeddedPlan(idea, today));

describe("deadlines in six languages", () => {
  it.each([
    ["Soutenance mi-juin 2027. Il faut finir le prototype, rédiger le mémoire et préparer les slides.", "2027-06-15"],
    ["Für unseren Sportverein brauchen wir bis Ende Februar eine neue Webseite: Vereinsseite, Termine und Impressum.", "2027-02-26"],
    ["Nuevo sitio web antes del 1 de abril: diseñar la portada, escribir los textos y publicar.", "2027-03-31"],
    ["Nuovo sito entro tre mesi: progettare la home, scrivere i testi e pubblicare.", "2027-02-23"],
    ["Novo site até 15 de janeiro: criar a página inicial, escrever os textos e publicar.", "2027-01-15"],
    ["Relaunch the shop in Q2 2027: new product pages, checkout, reviews.", "2027-06-30"],
    ["Finish the report by the 15th: collect data, write the draft, review it.", "2026-12-15"],
    ["Garden project 11/5-2/24: build raised beds, plant bulbs, set up compost.", "2027-02-24"],
  ])("%s ends on %s", (idea, end) => {
    expect(plan(idea).timeline.endDate).toBe(end);
  });

  it("reads 'by November 23' typed on November 23 as today, not next year", () => {
    const p = plan("Open the pop-up shop by November 23: print flyers, stock shelves, hire staff.");
    expect(p.timeline.endDate).toBe("2026-11-23");
  });

  it("ends the plan on the day of 'by March 1st', with the event on that day and nothing after it", () => {
    const p = plan("Launch the new website by March 1st");
    expect(p.timeline.endDate).toBe("2027-03-01");
    expect(p.tasks.find((t) => t.name === "Launch the new website")?.dueDate).toBe("2027-03-01");
    expect(p.tasks.every((t) => (t.dueDate as string) <= "2027-03-01")).toBe(true);
  });

  it("starts on a stated start and lets the date that ends the project win", () => {
    const p = plan("Kitchen renovation starting January 11, done by March 1st: cabinets, worktops, tiling.");
    expect(p.timeline.startDate).toBe("2027-01-11");
    expect(p.timeline.endDate).toBe("2027-03-01");
    expect(p.name).toBe("Kitchen Renovation");
  });

  it("names the project with a noun phrase, not the sentence's first words", () => {
    expect(
      plan("Für unseren Sportverein brauchen wir bis Ende Februar eine neue Webseite: Vereinsseite, Termine und Impressum.").name,
    ).toBe("Neue Webseite für unseren Sportverein");
    expect(plan("Nuovo sito entro tre mesi: progettare la home, scrivere i testi e pubblicare.").name).toBe("Nuovo sito");
  });
});

describe("what each task carries", () => {
  const p = plan(
    "Website for the sports club by March 1st\n- Homepage with the fixtures (urgent)\n- Member login, must have\n- Photo gallery, nice to have\n- Fix the crash on the contact form",
  );

  it("gives each task its own span as description, never the whole input", () => {
    for (const t of p.tasks.filter((x) => !x.suggested)) {
      expect(t.description.length).toBeLessThan(120);
      expect(t.description).not.toContain("Photo gallery, nice to have\n");
    }
  });

  it("gives each task a start and a due date, not only one-day bars", () => {
    for (const t of p.tasks) expect((t.startDate as string) <= (t.dueDate as string)).toBe(true);
    expect(p.tasks.some((t) => t.startDate !== t.dueDate)).toBe(true);
  });

  it("reads priority from the text", () => {
    const priorityOf = (word: string) => p.tasks.find((t) => t.name.toLowerCase().includes(word))?.priority;
    expect(priorityOf("homepage")).toBe("high");
    expect(priorityOf("member login")).toBe("high");
    expect(priorityOf("photo gallery")).toBe("low");
    expect(priorityOf("crash")).toBe("high");
  });

  it("keeps the author's own items as tasks and marks anything else as a suggestion with a reason", () => {
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(
      expect.arrayContaining(["Homepage with the fixtures", "Fix the crash on the contact form"]),
    );
    for (const t of p.tasks.filter((x) => x.suggested)) expect(t.reason).toMatch(/\S/);
  });
});

describe("refusing text that asks for no work", () => {
  it.each([
    "Ugh, it's been raining nonstop since Sunday and my umbrella snapped",
    "Thanks a lot, that fixed it!",
    "How do I change my password?",
    "Danke, hat funktioniert.",
    "¿Alguien sabe cuándo sale la próxima versión?",
    "Merci beaucoup pour votre travail !",
    "Obrigado, funcionou perfeitamente.",
    "Grazie mille, ora funziona tutto.",
  ])("refuses %j", (text) => {
    expect(() => generateEmbeddedPlan(text, TODAY)).toThrow(/couldn't find a project/);
  });

  it.each([
    "Finish the Lower Stage of hydra, a nose cone for the top of it, fins and ebays.",
    "Rebrand",
    "Hochzeit im Juni planen",
    "Organizar la fiesta de fin de curso",
    "Préparer la soutenance",
    "Criar o site da escola",
    "Preparare la festa di compleanno",
  ])("plans %j", (text) => {
    expect(plan(text).tasks.filter((t) => !t.suggested).length).toBeGreaterThan(0);
  });

  it("keeps every item of an enumeration in one sentence", () => {
    const names = plan("Finish the Lower Stage of hydra, a nose cone for the top of it, fins and ebays.").tasks.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["Finish the Lower Stage of hydra", "Finish fins", "Finish ebays"]));
    expect(names.join(" ")).not.toMatch(/press kit|pricing|launch email/i);
  });
});

describe("feedback rounds in the plan's language", () => {
  const base = () =>
    plan("Bäckerei-Webseite bis Ende März 2027\n- Neue Sitemap\n- Startseite gestalten\n- Blog-Bereich\n- Kontaktformular mit Karte");

  it("reads requests in German, French, Spanish, Portuguese and Italian", async () => {
    const { applyFeedback } = await import("../../core/planner/feedback");
    const p = base();
    const removed = applyFeedback(p, "Blog-Bereich entfernen", TODAY);
    expect(removed.tasks.some((t) => /blog/i.test(t.name))).toBe(false);
    expect(applyFeedback(p, "supprimer blog", TODAY).tasks.some((t) => /blog/i.test(t.name))).toBe(false);
    expect(applyFeedback(p, "quitar blog", TODAY).tasks.some((t) => /blog/i.test(t.name))).toBe(false);
    expect(applyFeedback(p, "remover blog", TODAY).tasks.some((t) => /blog/i.test(t.name))).toBe(false);
    expect(applyFeedback(p, "togliere blog", TODAY).tasks.some((t) => /blog/i.test(t.name))).toBe(false);
  });

  it("dates an added task where it belongs, not on the last day", async () => {
    const { applyFeedback } = await import("../../core/planner/feedback");
    const p = base();
    const next = applyFeedback(p, "add a task to print the sitemap on paper", TODAY);
    const added = next.tasks.at(-1);
    expect(added?.name).toBe("Print the sitemap on paper");
    expect(added?.dueDate).toBe(p.tasks.find((t) => /sitemap/i.test(t.name))?.dueDate);
    expect(added?.dueDate).not.toBe(p.timeline.endDate);
    const dated = applyFeedback(p, "add a task to order flyers by January 15", TODAY).tasks.at(-1);
    expect(dated?.dueDate).toBe("2027-01-15");
  });

  it("says which requests it understands when it cannot act", async () => {
    const { applyFeedback } = await import("../../core/planner/feedback");
    expect(() => applyFeedback(base(), "make it prettier", TODAY)).toThrow(/understands/);
  });
});
