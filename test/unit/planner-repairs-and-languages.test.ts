import { describe, expect, it } from "vitest";
import { dayFromNumber, dayNumber } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { findDateMentions } from "../../core/planner/parse-dates";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20: a repair at home planned as a repair, meeting notes without a thing to deliver, and the
// sentences under a plan written in the text's own language.

const TODAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const suggested = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => t.suggested)
    .map((t) => t.name);

describe("a repair", () => {
  it.each(["Fix the leaking tap", "Fix the bike's brakes", "Replace the broken window in the kitchen", "Repair the garden fence"])(
    "'%s' gets the steps of a repair, within a week",
    (idea) => {
      const p = plan(idea);
      expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([idea]);
      expect(suggested(idea)).toEqual([
        "Find out what is wrong and what it needs",
        "Get the parts and tools, or book someone to do it",
        "Check the repair holds and clean up",
      ]);
      expect(dayNumber(p.timeline.endDate) - dayNumber(p.timeline.startDate)).toBeLessThanOrEqual(7);
    },
  );

  it.each(["Fix my cracked iPad screen", "Replace the laptop's battery"])(
    "'%s' is a device to mend, not a screen of an app to change",
    (idea) => {
      expect(suggested(idea)).toEqual([
        "Find out what is wrong and what it needs",
        "Get the parts and tools, or book someone to do it",
        "Check the repair holds and clean up",
      ]);
    },
  );

  it("is not a process to fix, a page's broken link or a software bug", () => {
    expect(suggested("Fix the broken screen on the login page")).toContain("Review the change before it goes live");
    expect(suggested("Fix the settings screen")).toContain("Review the change before it goes live");
    expect(suggested("Fix our hiring process")).not.toContain("Get the parts and tools, or book someone to do it");
    expect(suggested("Fix the broken link on the pricing page")).toContain("Review the change before it goes live");
    expect(suggested("Fix the login bug")).toContain("Find the cause");
  });
});

describe("a phone someone owns", () => {
  // "iPhone" made every text an app's plan: selling an old one got "Define the MVP scope" and store listings.
  it.each(["Sell my old iPhone on eBay", "Buy a new iPhone for mum", "Sell the old iPad"])("'%s' is no app to build", (idea) => {
    expect(plan(idea).tasks.map((t) => t.name)).not.toContain("Define the MVP scope and user stories");
  });

  it.each(["Build an iPhone app for our bakery", "Release the Android version of our app by March", "Build an app for iPhone and Android"])(
    "'%s' still is",
    (idea) => {
      expect(suggested(idea)).toContain("Define the MVP scope and user stories");
    },
  );
});

describe("a move to other hosting", () => {
  // "Migrate our 40 WordPress sites to a new host" got a website build: wireframes, mockups, page copy.
  it.each(["Migrate our 12 WordPress sites to a new host before the contract ends", "Move the online shop to a new server by March"])(
    "'%s' moves what exists, and designs nothing",
    (idea) => {
      const names = plan(idea).tasks.map((t) => t.name);
      expect(names).not.toContain("Create wireframes for the key pages");
      expect(names).not.toContain("Agree on scope and sitemap");
    },
  );
});

describe("an audit of a product", () => {
  // "GDPR audit for our SaaS by end of Q1" got a website build: sitemap, wireframes, hosting and a launch.
  it.each(["GDPR audit for our SaaS by end of Q1", "Accessibility audit of the website", "Security audit of the mobile app before launch"])(
    "'%s' checks it, and builds nothing",
    (idea) => {
      const names = plan(idea).tasks.map((t) => t.name);
      expect(names).not.toContain("Agree on scope and sitemap");
      expect(names).not.toContain("Define the MVP scope and user stories");
    },
  );

  it("is one task of a build that says it builds", () => {
    expect(suggested("Build a website and audit the SEO")).toContain("Agree on scope and sitemap");
  });
});

describe("meeting notes", () => {
  it.each([
    "Meeting notes 3 Dec\n- Sam: send the contract by Dec 5\n- Ana: draft the brochure\n- Ben: book the venue\n- Everyone: review the budget",
    "Kickoff notes\nAna (design), Ben (dev)\n- Ana: draft the wireframes\n- Ben: set up the repo\n- review on Friday",
    "Minutes of the board meeting\n- approve the budget\n- hire an accountant\n- renew the insurance",
  ])("have no step delivering the notes themselves: %s", (idea) => {
    expect(suggested(idea).filter((name) => name.startsWith("Deliver"))).toEqual([]);
  });

  it("a list named for a thing still ends by delivering it", () => {
    expect(
      suggested("Family cookbook\n- collect the recipes\n- take the photos\n- design the layout\n- ask Mum to review the drafts"),
    ).toContain("Deliver the family cookbook");
  });
});

describe("the sentence that sums up a list", () => {
  it("writes a task in lower case, but keeps a name, an acronym or a label as written", () => {
    expect(plan("Build a notes app\n- Sync across devices\n- API docs for plugins\n- iOS widget").description).toMatch(
      /^Covers sync across devices, API docs for plugins and iOS widget\./,
    );
    // A person's label leaves the task's name (planner-labels); a label before no action stays, as written.
    expect(plan("Kickoff notes\n- Press: TechCrunch and The Verge\n- Ben: set up the repo\n- Review the plan").description).toMatch(
      /^Covers Press: TechCrunch and The Verge, set up the repo and review the plan\./,
    );
  });

  it.each([
    [
      "Préparer le salon avant le 30 juin\n- réserver le stand\n- imprimer les flyers\n- former l'équipe",
      "Comprend réserver le stand, imprimer les flyers et former l'équipe. Planifié sur 31 semaines, terminé le 2027-06-29.",
    ],
    [
      "Preparar la feria antes del 30 de junio\n- reservar el stand\n- imprimir los folletos\n- formar al equipo",
      "Incluye reservar el stand, imprimir los folletos y formar al equipo. Planificado en 31 semanas, con fin el 2027-06-29.",
    ],
    [
      "Messe vorbereiten vor dem 30. Juni\n- Stand buchen\n- Flyer drucken\n- Team schulen",
      "Umfasst Stand buchen, Flyer drucken und Team schulen. Geplant über 31 Wochen, fertig bis 2027-06-29.",
    ],
    [
      "Preparare la fiera prima del 30 giugno\n- prenotare lo stand\n- stampare i volantini\n- formare il team",
      "Comprende prenotare lo stand, stampare i volantini e formare il team. Pianificato in 31 settimane, con fine il 2027-06-29.",
    ],
    [
      "Lançamento do site até 15 de janeiro\n- escrever os textos\n- tirar as fotos\n- publicar o site",
      "Inclui escrever os textos, tirar as fotos e publicar o site. Planejado em 7 semanas, com término em 2027-01-15.",
    ],
  ])("is written in the list's language: %s", (idea, description) => {
    expect(plan(idea).description).toBe(description);
  });

  it("reads a German list without articles as German", () => {
    const p = plan("Renovierung des Badezimmers\n- Fliesen aussuchen\n- Handwerker beauftragen\n- Waschbecken bestellen");
    expect(p.description).toBe("Umfasst Fliesen aussuchen, Handwerker beauftragen und Waschbecken bestellen. Geplant über 2 Wochen.");
    expect(p.milestones.map((m) => m.name)).toEqual(["Umsetzung"]);
  });

  it("names an Italian plan's phases in Italian", () => {
    const p = plan("Preparare la fiera prima del 30 giugno\n- prenotare lo stand\n- stampare i volantini\n- formare il team");
    expect(p.milestones.map((m) => m.name)).toEqual(["Realizzazione"]);
  });
});

describe("'before' a day, in every language read", () => {
  const days = (text: string) => findDateMentions(text, dayNumber("2026-11-27")).map((m) => dayFromNumber(m.day));
  it.each(["before June 30", "avant le 30 juin", "antes del 30 de junio", "vor dem 30. Juni", "prima del 30 giugno"])(
    "'%s' is the day before",
    (text) => {
      expect(days(text)).toEqual(["2027-06-29"]);
    },
  );
  it.each(["by EOD Tuesday", "by end of day Tuesday", "due COB Tuesday", "by Tuesday"])("'%s' is Tuesday", (text) => {
    expect(days(text)).toEqual(["2026-12-01"]);
  });
  it.each(["by June 30", "pour le 30 juin", "bis zum 30. Juni", "hasta el 30 de junio", "entro il 30 giugno"])(
    "'%s' is that day",
    (text) => {
      expect(days(text)).toEqual(["2027-06-30"]);
    },
  );
});

describe("a status report written as a list", () => {
  it.each([
    "Weekly status\n- Design is done\n- Backend is 80% complete\n- QA started on Monday\n- No blockers this week",
    "Sprint recap\n- Homepage done\n- Blog in review\n- Checkout shipped",
  ])("is no plan: %s", (report) => {
    expect(() => plan(report)).toThrow(PlanRefusal);
  });

  it("a list with work still to do is planned, its done lines marked done", () => {
    const p = plan("Launch checklist\n- Landing page done\n- Write the press release\n- Email the beta users\n- Set up analytics");
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.map((t) => t.name)).toEqual(
      expect.arrayContaining(["Landing page", "Write the press release", "Email the beta users", "Set up analytics"]),
    );
    expect(own.find((t) => t.name === "Landing page")?.description).toBe("Landing page. Already marked done in the brief.");
    // A feature's name with a state's word in it is a feature, and "get it done" is work.
    expect(
      plan("Features\n- Live chat support\n- Ready-made templates\n- Blocked users list").tasks.filter((t) => !t.suggested).length,
    ).toBe(3);
    expect(plan("Year-end\n- Get the taxes done\n- Book the accountant\n- File the receipts").tasks.map((t) => t.name)).toContain(
      "Finish the taxes",
    );
  });
});

describe("a line naming the team and its roles", () => {
  it("is the team, not the plan's name nor a task, wherever it stands", () => {
    const first = plan("Ana (design), Ben (dev)\n- hero section\n- pricing table\n- signup form");
    expect(first.name).toBe("Hero Section");
    expect(first.description).toBe("Covers hero section, pricing table and signup form. Planned for a team of 2 over 2 weeks.");
    const second = plan("Landing page sprint\nAna (design), Ben (dev) and Chloe (QA)\n- hero section\n- pricing table\n- signup form");
    expect(second.description).toContain("for a team of 3");
    expect(second.tasks.map((t) => t.name)).not.toContain("Ana (design), Ben (dev) and Chloe (QA)");
  });

  it("a title of features with their platform in brackets is no team", () => {
    const p = plan("Login (web), Signup (mobile)\n- build the API\n- write the docs");
    expect(p.name).toBe("Login");
    expect(p.description).toBe("Covers build the API and write the docs. Planned over 2 weeks.");
  });
});

describe("a deadline at the end of a day", () => {
  it("dates the plan and leaves its name", () => {
    const p = plan("We need to ship the beta by EOD Friday: fix the sync bug, update the onboarding copy and record a demo video.");
    expect(p.name).toBe("Beta");
    expect(p.timeline.endDate).toBe("2026-12-04");
  });
});

describe("today, tonight and tomorrow morning", () => {
  const days = (text: string) =>
    findDateMentions(text, dayNumber("2026-11-27")).map((m) => [dayFromNumber(m.day), text.slice(m.index, m.index + m.length)]);
  it("date the work they follow and leave its name", () => {
    expect(days("send the newsletter today")).toEqual([["2026-11-27", "today"]]);
    expect(days("finish the slides tonight")).toEqual([["2026-11-27", "tonight"]]);
    expect(days("rehearse tomorrow morning")).toEqual([["2026-11-28", "tomorrow morning"]]);
    const own = plan("Finish the slides tonight and rehearse tomorrow morning").tasks.filter((t) => !t.suggested);
    expect(own.map((t) => t.name)).toEqual(["Finish the slides", "Rehearse"]);
  });

  it("are no date opening a sentence, owning a thing or after 'as of'", () => {
    for (const text of ["Today I want to plan the garden", "review today's numbers", "as of today we have 3 users"])
      expect(days(text), text).toEqual([]);
  });
});

describe("one sentence of several actions", () => {
  it.each([
    ["Paint the fence and the shed, then clean the gutters", ["Paint the fence and the shed", "Clean the gutters"]],
    ["Mix the flour and sugar, add the eggs and bake the cake", ["Mix the flour and sugar", "Add the eggs", "Bake the cake"]],
    ["Book the venue, order the cake and send the invites", ["Book the venue", "Order the cake", "Send the invites"]],
  ])("'%s' is one task per action, a second object kept with its action", (idea, tasks) => {
    expect(
      plan(idea)
        .tasks.filter((t) => !t.suggested)
        .map((t) => t.name),
    ).toEqual(tasks);
  });
});

describe("an apostrophe that opens no quotation", () => {
  it("leaves the task's name as written ('90s)", () => {
    expect(plan(`Make a '90s playlist called "Throwback"`).tasks.map((t) => t.name)).toContain(`Make a '90s playlist called "Throwback"`);
  });
});

describe("Italian with no French or Spanish word in it", () => {
  it("is read as Italian: its own items, Italian phases, the modal out of the name, no English steps", () => {
    const p = plan("Dobbiamo rifare il sito entro fine marzo: nuove foto dei prodotti, testi in inglese, pagina contatti con mappa.");
    expect(p.name).toBe("Rifare il sito");
    expect(p.tasks.map((t) => t.name)).toEqual(["Nuove foto dei prodotti", "Testi in inglese", "Pagina contatti con mappa"]);
    expect(p.tasks.some((t) => t.suggested)).toBe(false);
    expect(p.milestones.map((m) => m.name)).toEqual(["Realizzazione"]);
    expect(p.timeline.endDate).toBe("2027-03-31");
  });

  it("an English text with 'I' and 'per' in it stays English", () => {
    const p = plan("I need to write 3 blog posts per week for the launch: pick topics, draft them, schedule them");
    expect(p.milestones.every((m) => /^[A-Z][a-z &-]+$/.test(m.name) && !/Realizzazione|Réalisation|Ejecución/.test(m.name))).toBe(true);
  });
});

describe("English with a word Italian or Portuguese also spells", () => {
  it.each([
    "Upgrade OS: back up files, install updates, test printers",
    "Serve the new menu at the summer party",
    "Das Boot screening night: book the hall",
  ])("%j stays English, with English steps", (idea) => {
    const p = plan(idea);
    expect(p.milestones.some((m) => /Realizzazione|Réalisation|Ejecución|Execução|Umsetzung|Vorbereitung/.test(m.name))).toBe(false);
  });
});
