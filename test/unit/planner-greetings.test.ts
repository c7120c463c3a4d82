import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// A greeting said as a sentence of its own names nothing (core/planner/greeting.ts), and a sentence
// that only dates the project ("We need it by March") is a deadline, not a task.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);

describe("a greeting that opens the text", () => {
  it.each([
    [
      "Hi all! Organize our year-end party: book the venue, send the invitations and hire a DJ.",
      "Year-End Party",
      ["Book the venue", "Send the invitations", "Hire a DJ"],
    ],
    [
      "Buenos días. Organizar nuestra fiesta de fin de año: reservar el local, enviar las invitaciones y contratar un DJ.",
      "Fiesta de fin de año",
      ["Reservar el local", "Enviar las invitaciones", "Contratar un DJ"],
    ],
    [
      "Bonjour ! Organiser notre fête de fin d'année : réserver la salle, envoyer les invitations et trouver un DJ.",
      "Fête de fin d'année",
      ["Réserver la salle", "Envoyer les invitations", "Trouver un DJ"],
    ],
    [
      "Hallo zusammen! Wir planen unser Sommerfest: Location buchen, Einladungen verschicken, DJ finden.",
      "Sommerfest",
      ["Location buchen", "Einladungen verschicken", "DJ finden"],
    ],
    [
      "Ciao a tutti! Organizzare la festa di fine anno: prenotare la sala, mandare gli inviti e trovare un DJ.",
      "Festa di fine anno",
      ["Prenotare la sala", "Mandare gli inviti", "Trovare un DJ"],
    ],
    [
      "Olá! Organizar a festa de fim de ano: reservar o salão, enviar os convites e contratar um DJ.",
      "Festa de fim de ano",
      ["Reservar o salão", "Enviar os convites", "Contratar um DJ"],
    ],
  ])("%s", (idea, name, items) => {
    const result = plan(idea);
    expect(result.name).toBe(name);
    // The phases may order them: the event's vendors before its invitations.
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(expect.arrayContaining(items));
    expect(result.tasks.filter((t) => !t.suggested)).toHaveLength(items.length);
    expect(result.description.startsWith(idea.slice(idea.search(/[.!] /) + 2).split(":")[0] ?? "")).toBe(true);
  });

  it("keeps a letter's greeting and sign-off out of the plan, the greeting on its own line", () => {
    const result = plan(
      "Hi Sam,\n\nCould you update the pricing page with the new tiers and send me the draft by Friday? Also please check the FAQ for anything outdated.\n\nThanks,\nAnna",
    );
    expect(result.description).not.toMatch(/\b(?:Sam|Anna|Thanks)\b/);
    expect(result.tasks.map((t) => t.name).join(" | ")).not.toMatch(/\b(?:Hi|Sam|Anna|Thanks)\b/);
  });

  it("leaves a name that only starts like a greeting alone", () => {
    const result = plan("Morning routine: wake up at 6, stretch, journal.");
    expect(result.name).toBe("Morning Routine");
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Wake up at 6", "Stretch", "Journal"]);
    expect(plan("Good morning team. Morning routine: wake up at 6, stretch, journal.").name).toBe("Morning Routine");
  });

  it("names an Italian text by what it is for once the greeting and its addressees go", () => {
    const result = plan("Ciao a tutti, per l'open day mancano ancora i pannelli, i volantini e la macchina del caffè.");
    expect(result.name).not.toMatch(/tutti/i);
    expect(result.description).toMatch(/^Per l'open day/);
  });
});

describe("the plan's own words in Italian", () => {
  it("writes the summary and phases in Italian for an Italian text of infinitives", () => {
    const result = plan("Preparare la festa di compleanno");
    expect(result.name).toBe("Festa di compleanno");
    expect(result.description).toMatch(/Pianificato in \d+ settimane\.$/);
    expect(result.milestones.map((m) => m.name)).toEqual(["Realizzazione"]);
  });

  it("still reads a French text as French", () => {
    const result = plan("Préparer la fête : déclarer la salle à la mairie, comparer les traiteurs.");
    expect(result.description).toMatch(/Planifié sur/);
  });
});

describe("a sentence that only dates the project", () => {
  it.each([
    "We need a new website for the bakery. We need it by March.",
    "Website for the sports club\nWe need it by March.",
    "We need a new website for the bakery. I want this done by March.",
  ])("%s ends the plan in March and is no task", (idea) => {
    const result = plan(idea);
    expect(result.tasks.map((t) => t.name)).not.toContain("It");
    expect(result.tasks.map((t) => t.name).join(" | ")).not.toMatch(/^(?:It|This)\b|\| (?:It|This)\b/);
    expect(result.timeline.endDate).toBe("2027-03-31");
  });

  it("keeps work that names its own object", () => {
    expect(names("We need a new website for the bakery. Do the menu page by March.")).toContain("Do the menu page");
  });
});

describe("a German name", () => {
  it.each([
    ["Wir müssen bis Ende Februar die neue Website live haben. Texte schreiben, Fotos machen, Impressum prüfen.", "Neue Website"],
    ["Die Webseite für den Sportverein neu gestalten", "Webseite für den Sportverein"],
    ["Bis Ende März wollen wir das neue Lager in Betrieb nehmen: Regale aufbauen, Software einrichten.", "Das neue Lager"],
    ["Wir müssen das Lager bis Ende März in Betrieb nehmen: Regale aufbauen, Software einrichten.", "Lager"],
    ["Hochzeit planen", "Hochzeit"],
  ])("%s is named %s, without its article or the verb at the end", (idea, name) => {
    expect(plan(idea).name).toBe(name);
  });
});

describe("a greeting with its addressees, in French", () => {
  it("names the open day, not the team greeted", () => {
    const result = plan("Salut l'équipe, pour la journée portes ouvertes il reste à commander les panneaux et imprimer les flyers.");
    expect(result.name).toBe("Journée portes ouvertes");
    expect(result.description).toMatch(/^Pour la journée portes ouvertes/);
  });
});

describe("'Hello World'", () => {
  it("is the name of a program, not a greeting", () => {
    // It was refused, and then named "World App".
    const result = generateEmbeddedPlan("Hello World app: print a greeting, add a test, publish to npm", new Date("2026-11-27T00:00:00Z"));
    expect(result.name).toBe("Hello World App");
    expect(result.tasks.map((t) => t.name)).toEqual(["Print a greeting", "Add a test", "Publish to npm"]);
  });
});

describe("a greeting to someone by every name, or to two people", () => {
  it("names the party, not the person greeted by three names", () => {
    // It was named "Anna Maria Lopez": only two of the names were taken as the greeting's.
    const result = plan("Hi Anna Maria Lopez! Organize our summer party: book the venue, order the food, send the invites.");
    expect(result.name).toBe("Summer Party");
    expect(result.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Book the venue", "Order the food", "Send the invites"]);
  });

  it.each([
    "Hello Sam and Alex! Plan the offsite: book the cabin, plan the games.",
    "Hello Sam & Alex! Plan the offsite: book the cabin, plan the games.",
    "Hi team, Priya! Plan the offsite: book the cabin, plan the games.",
  ])("plans the work after it, not refused as chat: %s", (idea) => {
    const result = plan(idea);
    expect(result.name).toBe("Offsite");
    expect(names(idea)).toEqual(expect.arrayContaining(["Book the cabin", "Plan the games"]));
  });

  it("takes a welcome as part of it, not as the plan's name", () => {
    // "Hi all and welcome!": "welcome" is no second person, and no project ("Welcome" was the plan's name,
    // and the store's March opening was lost).
    const result = plan("Hi all and welcome! Our store opens in March: pick a theme, add the products, write the policies.");
    expect(result.name).toBe("Store Opening");
    expect(result.timeline.endDate).toBe("2027-03-31");
    expect(plan("Hello, welcome back! Plan the offsite: book the cabin, plan the games, send the agenda.").name).toBe("Offsite");
  });
});
