import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { GOLDEN_TODAY } from "../golden/ideas";

// The project name says what the project is: never a date line, a filler phrase or the deadline clause
// that follows the name. Found on ideas the planner had not seen (issue 9).

describe("project names", () => {
  it.each([
    [
      "Wir planen ein Sommerfest für den Sportverein im Juli 2027. Wir müssen einen Platz reservieren und Grillgut bestellen.",
      "Sommerfest für den Sportverein",
    ],
    [
      "Queremos lanzar una tienda online de cerámica antes del 15 de junio de 2027. Hay que fotografiar los productos y configurar Shopify.",
      "Tienda online de cerámica",
    ],
    [
      "Nous devons migrer notre site vers WordPress d'ici fin février 2027 : exporter les articles, choisir un thème et configurer les redirections.",
      "Migrer notre site vers WordPress",
    ],
    [
      "1. Audit current AWS costs\n2. Move staging to spot instances\n3. Set budget alerts\nDeadline Jan 31 2027",
      "Current AWS Costs Audit",
    ],
    [
      "So basically I want to write a cookbook with my grandma's recipes, I need to collect the recipes from my aunts and test each one.",
      "Cookbook with My Grandma's Recipes",
    ],
    // An obligation's subject and a phrasal verb's particle are no part of the name.
    ["Our team has to migrate the database to Postgres", "Database Migration"],
    ["We've got to ship the beta by March", "Beta"],
    ["Set up SSO with Okta for the admin console", "SSO with Okta for the Admin Console"],
    // A PRD without a title: its "Problem" says why and "Goals" what kind of list follows; the work names it.
    [
      "## Goals\n- Shift marketplace for nurses\n- Manager approval for swaps\n- Overtime guard\n## Non-goals\n- Payroll\n## Problem\nNurses trade shifts in WhatsApp groups.",
      "Shift Marketplace for Nurses",
    ],
    [
      "## Problem\nNurses trade shifts in WhatsApp groups, and managers lose track.\n## Goals\n- Shift marketplace for nurses\n- Overtime guard",
      "Shift Marketplace for Nurses",
    ],
    ["## Context\nOur checkout converts at 1.2%.\n## What we will build\n- One-page checkout\n- Apple Pay", "One-Page Checkout"],
  ])("names %j %j", (idea, name) => {
    expect(generateEmbeddedPlan(idea, GOLDEN_TODAY).name).toBe(name);
  });
});

describe("a list of errands under a to-do label", () => {
  it.each([
    ["Things to do:\n- Call the plumber Thursday\n- Fix the fence\n- Paint the shed", "Things to Do"],
    ["Things to do this weekend: mow the lawn, wash the car, call mum", "Things to Do This Weekend"],
    ["To do list\n- Renew passport\n- Book flights to Lisbon\n- Pack", "To-Do List"],
  ])("is named by its label: %j", (idea, name) => {
    expect(generateEmbeddedPlan(idea, GOLDEN_TODAY).name).toBe(name);
  });
});

describe("a goal's label, its verb and a list that shares it", () => {
  const hiring =
    "Our goal for Q1: hire 2 backend engineers and 1 designer. Write job descriptions, post on LinkedIn and Welcome to the Jungle, screen candidates, run interviews, send offers.";

  it("'Our goal for Q1:' names nothing: what follows does, with its verb", () => {
    expect(generateEmbeddedPlan(hiring, GOLDEN_TODAY).name).toBe("Hire 2 Backend Engineers and 1 Designer");
    expect(
      generateEmbeddedPlan("I want to learn Spanish before my trip to Mexico in July. Download Duolingo, find a tutor.", GOLDEN_TODAY).name,
    ).toBe("Learn Spanish");
  });

  it("the second thing of one action shares it, and a Title Case name among actions is a thing, not a task", () => {
    const own = generateEmbeddedPlan(hiring, GOLDEN_TODAY)
      .tasks.filter((t) => !t.suggested)
      .map((t) => t.name);
    // The hiring process leads to the hires, whichever the goal line names first.
    expect(own).toEqual([
      "Write job descriptions",
      "Post on LinkedIn and Welcome to the Jungle",
      "Screen candidates",
      "Run interviews",
      "Send offers",
      "Hire 2 backend engineers",
      "Hire 1 designer",
    ]);
  });
});

describe("a feature request and a list of errands", () => {
  it.each([
    [
      "Feature request: allow users to export their data as CSV from the account page. Should include projects, tasks and comments. Nice to have: JSON export too.",
      "Data Export",
    ],
    ["Let customers pay with Apple Pay", "Pay with Apple Pay"],
    ["Buy milk, eggs and bread. Clean the kitchen too.", "Buy Milk"],
    ["Call the plumber and fix the sink", "Call the Plumber"],
  ])("%j is named %j (was 'Users', 'With Apple Pay', 'Milk', 'Plumber')", (idea, name) => {
    expect(generateEmbeddedPlan(idea, GOLDEN_TODAY).name).toBe(name);
  });

  it("one action's other things share it, and 'too' is no part of a name", () => {
    const p = generateEmbeddedPlan(
      "Feature request: allow users to export their data as CSV from the account page. Should include projects, tasks and comments. Nice to have: JSON export too.",
      GOLDEN_TODAY,
    );
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.map((t) => t.name)).toEqual([
      "Allow users to export their data as CSV from the account page",
      "Include projects",
      "Include tasks",
      "Include comments",
      "JSON export",
    ]);
    expect(own.at(-1)?.priority).toBe("low");
  });
});

describe("words a name or a task kept or lost by mistake", () => {
  const own = (idea: string) =>
    generateEmbeddedPlan(idea, GOLDEN_TODAY)
      .tasks.filter((t) => !t.suggested)
      .map((t) => t.name);

  it("'first week schedule' keeps its 'first', and 'First, book the venue' drops it", () => {
    // An onboarding's bare list gets its verbs (decision 173): the schedule is planned, "first" and all.
    expect(own("Onboard the new hire Jenny starting Monday: laptop, accounts, buddy, first week schedule.")).toContain(
      "Plan the first week schedule",
    );
    expect(own("First, book the venue. Then send the invitations.")).toEqual(["Book the venue", "Send the invitations"]);
  });

  it("'hiring update' is a thing, not 'Hire update'", () => {
    expect(own("Prepare the quarterly board meeting on Jan 20: financials, hiring update, product roadmap.")).toContain("Hiring update");
  });

  it("'Series A' keeps its capital in the plan's name", () => {
    expect(generateEmbeddedPlan("Write a blog post about our Series A announcement", GOLDEN_TODAY).name).toBe(
      "Blog Post About Our Series A Announcement",
    );
  });

  it("'bis Ende Januar' leaves the German name and task whole: the date takes its 'bis' with it", () => {
    const p = generateEmbeddedPlan(
      "Wir müssen bis Ende Januar die neue Website launchen. Texte schreiben, Fotos auswählen, Impressum prüfen.",
      GOLDEN_TODAY,
    );
    // The name is the thing (issue 20: a noun phrase), the task keeps the author's words.
    expect(p.name).toBe("Neue Website");
    expect(p.tasks.map((t) => t.name)).toContain("Die neue Website launchen");
    expect(p.timeline.endDate).toBe("2027-01-29");
  });
});

describe("a meeting prepared is the plan's day", () => {
  it("'Prepare the quarterly board meeting on Jan 20' ends the plan on the 20th", () => {
    const p = generateEmbeddedPlan(
      "Prepare the quarterly board meeting on Jan 20: financials, hiring update, product roadmap.",
      GOLDEN_TODAY,
    );
    expect(p.timeline.endDate).toBe("2027-01-20");
  });

  it("a meeting inside a longer line is still an interim one", () => {
    const p = generateEmbeddedPlan(
      "Redesign the onboarding flow. Design review is on Friday. Build the new flow in 3 sprints.",
      GOLDEN_TODAY,
    );
    expect(p.timeline.endDate > "2026-12-31").toBe(true);
  });
});

describe("applications, chapters and pages", () => {
  const own = (idea: string) =>
    generateEmbeddedPlan(idea, GOLDEN_TODAY)
      .tasks.filter((t) => !t.suggested)
      .map((t) => t.name);

  it("'Apply to 5 grad schools' is planned ('5 grad' read as 5 degrees of weather) and named with its verb", () => {
    const p = generateEmbeddedPlan(
      "Apply to 5 grad schools by December 15: GRE, recommendation letters, statement of purpose, transcripts.",
      GOLDEN_TODAY,
    );
    expect(p.name).toBe("Apply to 5 Grad Schools");
    expect(p.timeline.endDate).toBe("2026-12-15");
    expect(p.tasks.map((t) => t.name).filter((n) => /deliver the apply/i.test(n))).toEqual([]);
  });

  it("'Chapters:' lists parts to write, and a one-word page is built even when the word is a verb", () => {
    expect(
      own(
        "Write my master's thesis on urban heat islands. Chapters: intro, literature review, methods, results, discussion. Submit by June 30.",
      ),
    ).toEqual(expect.arrayContaining(["Write intro", "Write literature review", "Write methods", "Write results", "Write discussion"]));
    expect(own("Website redesign for Bella's Bakery. Pages: home, menu, catering, contact.")).toEqual(
      // Each named as a page since unit/planner-pages-and-chat-lines ("Build home" read as a house).
      expect.arrayContaining(["Build home page", "Build menu page", "Build contact page"]),
    );
  });
});

describe("greetings and instructions in a name", () => {
  it.each([
    [
      "Olá equipe, precisamos lançar a nova versão do app até 15 de março: corrigir os bugs do login, atualizar as telas de cadastro e publicar na Play Store.",
      "Lançar a nova versão do app",
    ],
    ["## Goals\n- Let managers approve shift swaps\n- Sync shifts to Google Calendar", "Approve Shift Swaps"],
  ])("%j is named %j (was 'Olá equipe', 'Managers Approve Shift Swaps')", (idea, name) => {
    expect(generateEmbeddedPlan(idea, GOLDEN_TODAY).name).toBe(name);
  });

  it("a name that is an instruction is delivered as the result, never 'Deliver the approve shift swaps'", () => {
    const names = generateEmbeddedPlan(
      "## Goals\n- Let managers approve shift swaps\n- Sync shifts to Google Calendar",
      GOLDEN_TODAY,
    ).tasks.map((t) => t.name);
    expect(names.filter((n) => /^deliver the (?:managers )?approve/i.test(n))).toEqual([]);
  });
});

describe("openings, migrations and one action's two objects", () => {
  const plan = (idea: string) => generateEmbeddedPlan(idea, GOLDEN_TODAY);

  it("'Our restaurant opens March 15' is the restaurant's opening, and the opening is the last task on its day", () => {
    const p = plan("Our restaurant opens March 15. Hire 6 staff, finalize the menu, get the liquor license, soft launch on March 10.");
    expect(p.name).toBe("Restaurant Opening");
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.at(-1)).toMatchObject({ name: "Open our restaurant", dueDate: "2027-03-15" });
    expect(own.find((t) => t.name === "Soft launch")?.dueDate).toBe("2027-03-10");
  });

  it("a thing that opens something else is no opening day: 'The modal opens a new tab'", () => {
    const names = plan("The modal opens a new tab. Fix the close button, add a loading state.").tasks.map((t) => t.name);
    expect(names.filter((n) => /^open\b/i.test(n))).toEqual([]);
  });

  it("'Migrate from Jenkins to GitHub Actions' names where from and where to, and delivers the migration", () => {
    const p = plan("Migrate from Jenkins to GitHub Actions. 40 pipelines. Start with the 5 most used ones, then the rest by end of Q1.");
    expect(p.name).toBe("Jenkins to GitHub Actions Migration");
    expect(p.tasks.map((t) => t.name).filter((n) => /^deliver the (?:from )?jenkins/i.test(n))).toEqual([]);
  });

  it("'buy a desk and chair' is one task, while a comma starts the next thing", () => {
    const names = plan("Set up a home office: buy a desk and chair, get a second monitor, run an ethernet cable, fix the lighting.")
      .tasks.filter((t) => !t.suggested)
      .map((t) => t.name);
    expect(names).toEqual(["Buy a desk and chair", "Get a second monitor", "Run an ethernet cable", "Fix the lighting"]);
  });
});

describe("a weekend in a name", () => {
  it("'this weekend' dates the work and leaves the name ('Garage This Weekend Clean-Up')", () => {
    expect(generateEmbeddedPlan("Clean up the garage this weekend", GOLDEN_TODAY).name).toBe("Garage Clean-Up");
  });
});

describe("a verb and one bare word", () => {
  it.each([
    ["Moving house: pack the books, book the van, clean the flat.", "Move House"],
    ["Learning Spanish: download an app, find a tutor, practise daily.", "Learn Spanish"],
    // A gerund that can be a noun ("a building") stays as written before a bare word; a verb with a noun
    // of its own names the work.
    ["Building muscle: join a gym, eat more protein, track workouts.", "Building Muscle"],
    ["Onboarding revamp: new welcome email, shorter signup, product tour.", "Onboarding Revamp"],
    ["Renovating the kitchen: pick cabinets, hire a plumber, tile the wall.", "Kitchen Renovation"],
  ])("%j is named %j, never by the word alone ('House')", (idea, name) => {
    expect(generateEmbeddedPlan(idea, GOLDEN_TODAY).name).toBe(name);
  });

  it("'first send on Feb 3' is the first send, not 'Send'; 'first pack the books' is a step's order", () => {
    const own = (idea: string) =>
      generateEmbeddedPlan(idea, GOLDEN_TODAY)
        .tasks.filter((t) => !t.suggested)
        .map((t) => t.name);
    expect(own("Newsletter relaunch: redesign the template, clean the list, write the first issue, first send on Feb 3.")).toEqual([
      "Redesign the template",
      "Clean the list",
      "Write the first issue",
      "First send",
    ]);
    expect(own("Moving house: first pack the books, then book the van, finally clean the flat.")).toEqual([
      "Pack the books",
      "Book the van",
      "Clean the flat",
    ]);
  });
});

describe("a tracker's document label", () => {
  it("names nothing: the work after it does", () => {
    // "Epic: Define vision and roadmap" was named "Epic".
    const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));
    expect(plan("Epic: Define vision and roadmap\n\n### Approach\n- Identify risks\n- Prioritize the backlog").name).toBe(
      "Define Vision and Roadmap",
    );
    expect(plan("User story: Export and import of projects\n- CSV export\n- CSV import").name).not.toBe("User Story");
  });

  it("nor does a tracker's tag in brackets", () => {
    // "[PROCESS] Content Migration" was the name, tag and all.
    const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));
    expect(plan("[PROCESS] Content migration\n- audit the existing content\n- implement the redirects").name).toBe("Content Migration");
    expect(plan("[Docs] Payload migration\n- move the guidelines\n- add the redirects").name).toBe("Payload Migration");
  });

  it("but a place or a thing before a colon still names the plan", () => {
    const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));
    expect(plan("Garden makeover: dig the beds and plant the roses").name).toBe("Garden Makeover");
  });
});

describe("a docs page's name in a list", () => {
  it("stays the page's name", () => {
    // "Getting Started" became the order "Get Started".
    const plan = generateEmbeddedPlan("Docs site\n- Use cases\n- Getting Started\n- FAQ", new Date("2026-11-27T00:00:00Z"));
    expect(plan.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Use cases", "Getting Started", "FAQ"]);
  });
});

describe("who does the work, before a colon", () => {
  it.each([
    ["Team of 1: build the website and write the copy by March", "Website"],
    ["Team of 3: redesign the app, write the docs", "App Redesign"],
    ["Solo: write the ebook and launch it", "Ebook"],
  ])("names nothing: '%s' is '%s'", (idea, name) => {
    // Each was named after its label: "Team of 1", "Team of 3", "Solo".
    expect(generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z")).name).toBe(name);
  });
});

describe("two verbs and a helper", () => {
  const idea = "Write and self-publish a cookbook of my grandmother's recipes by June. I need a photographer.";

  it("'Write and self-publish a cookbook' is named by the cookbook ('And Self-Publish …' was its name)", () => {
    expect(generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z")).name).toBe("Cookbook of My Grandmother's Recipes");
  });

  it("'I need a photographer' is finding one ('A photographer' was the task)", () => {
    const names = generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z")).tasks.map((t) => t.name);
    expect(names).toContain("Find a photographer");
  });
});
