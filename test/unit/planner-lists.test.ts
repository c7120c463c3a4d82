import { describe, expect, it } from "vitest";
import { utcDayNumberOf as dayOf } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { readEnumeration, readUserFeatures, splitList, splitTopicActions } from "../../core/planner/enumerations";
import { nameFrom } from "../../core/planner/naming";
import { isActionable, shapeText, toTaskName } from "../../core/planner/task-names";

const TODAY = dayOf(new Date("2026-11-23T09:00:00Z"));

const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));
/** The text's own tasks by name, suggestions left out. */
const ownNames = (generated: ReturnType<typeof plan>) => generated.tasks.filter((t) => !t.suggested).map((t) => t.name);
const own = (idea: string) => ownNames(plan(idea));

describe("inline lists", () => {
  it("reads a labelled list as one entry each, keeping numbers and asides whole", () => {
    const list = readEnumeration(
      "Channels: LinkedIn ads, a webinar with a partner agency, an email sequence to our 8,000 subscribers, two blog posts and a case study.",
    );
    expect(list?.hint).toBe("channel");
    expect(list?.parts).toEqual([
      "LinkedIn ads",
      "a webinar with a partner agency",
      "an email sequence to our 8,000 subscribers",
      "two blog posts",
      "a case study",
    ]);
    expect(splitList("ad creatives (3 variants, per channel), UTM tracking")).toEqual([
      "ad creatives (3 variants, per channel)",
      "UTM tracking",
    ]);
  });

  it("gives must-haves and nice-to-haves their priority and reads asides as details", () => {
    const must = readEnumeration("Must have: reminders (push notifications), offline mode with sync, dark mode.");
    expect(must?.priority).toBe("high");
    expect(must?.parts).toEqual(["reminders with push notifications", "offline mode with sync", "dark mode"]);
    const nice = readEnumeration("Nice to have: sharing a streak with friends, a home-screen widget.");
    expect(nice?.priority).toBe("low");
    expect(nice?.parts).toEqual(["Let users share a streak with friends", "a home-screen widget"]);
  });

  it("leaves background labels and single things with an 'and' alone", () => {
    expect(readEnumeration("Goals: a modern look and faster pages.")).toBeNull();
    expect(readEnumeration("Budget: $15,000.")).toBeNull();
    expect(splitList("meta titles and descriptions")).toEqual(["meta titles and descriptions"]);
    expect(splitList("drag and drop")).toEqual(["drag and drop"]);
    expect(splitList("search and a saved-items list")).toEqual(["search", "a saved-items list"]);
  });

  it("splits a topic's actions and lends a verb to an entry without one", () => {
    expect(splitTopicActions("SEO: keep URLs or add 301 redirects, meta titles and descriptions")).toEqual([
      "keep URLs or add 301 redirects",
      "add meta titles and descriptions",
    ]);
    expect(splitTopicActions("Audit the current site: analytics, top pages, broken links")).toBeNull();
    expect(splitTopicActions("Homepage: hero and opening hours")).toBeNull();
  });
});

describe("feature sentences", () => {
  it("names one feature per thing users do", () => {
    expect(
      readUserFeatures(
        "Users sign up with email or Apple/Google, create habits with a schedule, tick them off daily and see streaks and weekly stats.",
      )?.parts,
    ).toEqual([
      "sign-up with email or Apple/Google",
      "habit creation with a schedule",
      "daily habit check-off",
      "streaks and weekly stats",
    ]);
  });

  it("keeps actions that have no feature name as 'Let … ' and follows a change of subject", () => {
    expect(readUserFeatures("Customers can book a table, order ahead and pay in the app.")?.parts).toEqual([
      "table booking",
      "Let customers order ahead",
      "Let customers pay in the app",
    ]);
    expect(
      readUserFeatures("Users can submit receipts, managers approve or reject them, and finance exports a monthly CSV.")?.parts,
    ).toEqual(["Let users submit receipts", "Let managers approve or reject receipts", "monthly CSV export"]);
  });

  it("reads 'with' after a verb and one thing as what the work uses, and a list after it as features", () => {
    expect(own("Set up SSO with Okta for the admin console")).toEqual(["Set up SSO with Okta for the admin console"]);
    expect(own("Integrate Stripe with the checkout")).toEqual(["Integrate Stripe with the checkout"]);
    expect(own("Build a website with online booking and payments")).toEqual(["Build online booking", "Build payments"]);
    // A verb that makes something: the one thing after "with" is still a feature of it.
    expect(own("Launch a bakery website with online ordering by June")).toContain("Build online ordering");
  });

  it("ignores remarks about users", () => {
    expect(readUserFeatures("Users love the current design.")).toBeNull();
    expect(readUserFeatures("Customers ask for subscriptions more than anything else.")).toBeNull();
    expect(readUserFeatures("Users export reports.")).toBeNull();
  });
});

describe("statements and obligations", () => {
  it("does not plan statements of fact", () => {
    for (const text of [
      "Launch day is the first Tuesday of March",
      "Test results are in",
      "Design review is on Friday",
      "Pages should load fast",
    ])
      expect(isActionable(shapeText(text)), text).toBe(false);
    for (const text of ["Check everything is ready", "Make sure the site is fast", "Build the new flow"])
      expect(isActionable(shapeText(text)), text).toBe(true);
  });

  it("turns what someone should get or do into a task", () => {
    expect(shapeText("sales should get a one-page battle card before then").text).toBe(
      "Prepare a one-page battle card for sales before then",
    );
    expect(shapeText("The landlord needs a signed agreement by December 15").text).toBe(
      "Prepare a signed agreement for the landlord by December 15",
    );
    const review = shapeText("Marketing should review the new copy");
    expect(review.text).toBe("Review the new copy");
    expect(review.assignee).toBe("Marketing");
  });
});

describe("verbs", () => {
  // Issue 20: titles keep the author's words; the old phase verbs ("Create the visual design…",
  // "Build sign-up…") glued onto noun phrases are gone on purpose.
  it("keeps a noun phrase as written instead of gluing a phase verb onto it", () => {
    expect(toTaskName("Visual design in Figma, reviewed with marketing", "design")).toBe("Visual design in Figma, reviewed with marketing");
    expect(toTaskName("Marketing plan", "planning")).toBe("Marketing plan");
    expect(toTaskName("Visual designs for the ads", "design", true)).toBe("Visual designs for the ads");
  });

  it("keeps compounds that start like a verb as the author wrote them", () => {
    expect(toTaskName("Sign-up with email", "build")).toBe("Sign-up with email");
    expect(toTaskName("Follow-up calls with leads", null)).toBe("Follow-up calls with leads");
    expect(toTaskName("write copy for the homepage", null)).toBe("Write copy for the homepage");
  });
});

describe("plan names", () => {
  it.each([
    [
      "Plan a 6-week launch campaign for our new project-management add-on for small agencies.",
      "Launch Campaign for Our New Project-Management Add-On",
    ],
    ["Research project: why do trial users churn in the first week?", "Why Do Trial Users Churn in the First Week"],
    ["We're opening a second café location in Leeds in March.", "Second Café Location in Leeds"],
    ["Run a three-month pilot of the new onboarding emails", "Pilot of the New Onboarding Emails"],
  ])("%s → %s", (source, expected) => {
    expect(nameFrom(source, TODAY, false)).toBe(expected);
  });

  it("cuts long names before a phrase, not inside one", () => {
    const name = nameFrom(
      "Build a multi-tenant analytics and reporting platform with role-based dashboards for regional logistics companies",
      TODAY,
      false,
    );
    expect(name).toBe("Multi-Tenant Analytics and Reporting Platform");
  });
});

describe("notes and lists nobody here wrote", () => {
  it("drops what meeting notes call off or state, and reads 'Ben to fix …' as Ben's task", () => {
    const notes =
      "Meeting notes 12/3\n- Ana will draft the press release\n- Ben to fix the signup bug before Monday\n- we decided not to do the podcast this quarter\n- budget is 5k";
    expect(own(notes)).toEqual(["Draft the press release", "Fix the signup bug"]);
    expect(own("- Redesign the homepage\n- The blog migration is out of scope\n- Set up analytics\n- Budget: $3,000")).toEqual([
      "Redesign the homepage",
      "Set up analytics",
    ]);
    // A place name before "to" is no person.
    expect(own("Trip: Berlin to Paris train, book hotel, pack")).toContain("Berlin to Paris train");
  });

  it("splits Italian and Portuguese lists on 'e' and names the project by its verb", () => {
    const it_ = plan("Dobbiamo rifare il sito entro tre mesi: nuove foto, testi in inglese e un modulo di prenotazione.");
    expect(it_.name).toBe("Rifare il sito");
    expect(ownNames(it_)).toEqual(["Nuove foto", "Testi in inglese", "Un modulo di prenotazione"]);
    const pt = plan("Precisamos lançar o app até 15 de janeiro: terminar o login, corrigir os bugs do pagamento e publicar na loja.");
    expect(pt.name).toBe("Lançar o app");
    expect(ownNames(pt)).toEqual(["Terminar o login", "Corrigir os bugs do pagamento", "Publicar na loja"]);
  });

  it("keeps each table row's own date when the rows are not in date order", () => {
    const table =
      "| Task | Owner | Due |\n|---|---|---|\n| Book venue | Sam | Jan 12 |\n| Order catering | Lee | Jan 20 |\n| Send invites | Sam | Jan 5 |";
    const rows = plan(table).tasks.filter((t) => !t.suggested);
    expect(rows.map((t) => [t.name, t.dueDate])).toEqual([
      ["Send invites", "2027-01-05"],
      ["Book venue", "2027-01-12"],
      ["Order catering", "2027-01-20"],
    ]);
  });

  it("names a 'What:' brief by what follows the label, and reads 'Step one is …' as work", () => {
    expect(plan("What: a newsletter for indie game devs\nTasks: pick a platform, write 4 issues, design a logo").name).toBe(
      "Newsletter for Indie Game Devs",
    );
    const steps = plan("We're redoing onboarding. Step one is interviewing five churned users. Then rewrite the welcome emails.");
    expect(steps.name).toBe("Onboarding");
    expect(ownNames(steps)).toEqual(["Interview five churned users", "Rewrite the welcome emails"]);
  });

  it("reads a thread: an opening request is work, 'I'll do it' takes it, 'done already' closes the one before", () => {
    const thread = plan(
      "[10:02] Mia: can someone update the pricing page?\n[10:03] Tom: I'll do it today\n[10:05] Mia: also we need new screenshots for the app store\n[10:06] Tom: done already, uploaded them yesterday",
    );
    const tasks = thread.tasks.filter((t) => !t.suggested);
    expect(tasks.map((t) => t.name)).toEqual(["Update the pricing page", "New screenshots for the app store"]);
    expect(tasks[0]?.description).toContain("Asked of Tom by Mia");
    expect(tasks[1]?.description).toContain("Already marked done");
    // Saved done (the board starts with it done), while the open ask is work to do.
    expect(tasks.map((t) => t.done ?? false)).toEqual([false, true]);
    expect(tasks.some((t) => /do it today/i.test(t.name))).toBe(false);
  });

  it("takes the work after the colon of a 'we must' sentence", () => {
    expect(
      own(
        "Nous devons migrer notre site vers WordPress d'ici fin février 2027 : exporter les articles, choisir un thème et configurer les redirections.",
      ),
    ).toEqual(["Exporter les articles", "Choisir un thème", "Configurer les redirections"]);
  });
});
