import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Texts of kinds the planner had not seen (issue 20): a team chat counting two bugs, an e-mail listing what
// was agreed, trips, far-off parties, bare lists of an event's vendors, and "we need the …" lists. Each case
// was planned wrong, or refused, before its rule.

const TODAY = new Date("2026-11-27T00:00:00Z"); // a Friday
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);
const names = (idea: string) => own(idea).map((t) => t.name);

describe("work announced or counted before a colon", () => {
  it("plans a team chat that counts two bugs and wants them fixed before the release", () => {
    const p = plan(
      "hey team, two bugs from QA: the login button does nothing on Safari, and the export CSV drops the last row. would be great to have both fixed before the release on Dec 10",
    );
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Fix: the login button does nothing on Safari",
      "Fix: the export CSV drops the last row",
    ]);
    expect(p.milestones.map((m) => m.name)).toEqual(["Diagnose", "Fix", "Release"]);
    expect(p.timeline.endDate).toBe("2026-12-10");
  });

  it("plans an e-mail that lists what was agreed, each thing by its date", () => {
    const tasks = own(
      "As agreed on the call, here is what we will deliver: the audit report by Dec 15, the migration plan by Jan 10 and a training session for the staff in late January.\n\nBest,\nTom",
    );
    expect(tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Prepare the audit report", "2026-12-15"],
      ["Prepare the migration plan", "2027-01-08"],
      ["Prepare a training session for the staff", expect.stringMatching(/^2027-01-/)],
    ]);
  });

  it.each([
    "Here is what we did last sprint: fixed the login, updated the docs and cleaned up the CSS.",
    "two issues with this PR: the naming is inconsistent, and the tests are flaky. otherwise lgtm",
    "Thanks! Two bugs I noticed: the avatar is blurry and the footer overlaps on mobile. Great work overall",
    "Two issues: the naming is inconsistent, and the tests are flaky. otherwise lgtm",
    "Trip report: the hotel was great and the food even better",
    "Holiday photos: beach, sunset",
  ])("still refuses a reply that reports or reviews: %j", (text) => {
    expect(() => plan(text)).toThrow(PlanRefusal);
  });
});

describe("a trip", () => {
  it("plans a visit to each place after its colon, and books what its list names", () => {
    expect(names("Trip to Japan: Tokyo, Kyoto, Osaka. Book flights, hotels, JR pass")).toEqual([
      "Plan the visit to Tokyo",
      "Plan the visit to Kyoto",
      "Plan the visit to Osaka",
      "Book flights",
      "Book hotels",
      "Book JR pass",
      "Trip to Japan",
    ]);
    expect(names("Japan trip\n- Flights\n- JR pass\n- Travel insurance\n- Hotel in Kyoto\n- Visa")).toEqual([
      "Book flights",
      "Book the JR pass",
      "Buy travel insurance",
      "Book the hotel in Kyoto",
      "Apply for the visa",
      "Japan trip",
    ]);
  });

  it("plans a trip whose short label heads a list of two", () => {
    expect(names("Trip to Spain: flights, Madrid")).toEqual(["Book flights", "Plan the visit to Madrid", "Trip to Spain"]);
  });

  it("takes a list's capitals for things, not places, when the line is a list of its own", () => {
    // Each line of a list starts with a capital: "Flights" is no city.
    expect(names("Japan trip\n- Flights\n- Hotels")).toEqual(["Book flights", "Book hotels", "Japan trip"]);
    // Inside a sentence, a capital after the first entry is a name; the first entry's may only start the list.
    expect(names("Trip to Spain: Flights, hotels, Madrid and Seville")).toEqual([
      "Book flights",
      "Book hotels",
      "Plan the visit to Madrid",
      "Plan the visit to Seville",
      "Trip to Spain",
    ]);
  });

  it("ends a road trip 'across' a country on the trip, with nothing to deliver after it", () => {
    const p = plan("Road trip across Portugal in May: Lisbon, Porto, Sintra and the Algarve. Rent a car and book the hotels");
    const tasks = p.tasks.map((t) => t.name);
    expect(tasks).toContain("Plan the visit to the Algarve");
    expect(tasks.at(-1)).toBe("Road trip across Portugal");
    expect(tasks.some((t) => /^Deliver\b/.test(t))).toBe(false);
    // Twelve weeks of preparation, not the five months from today.
    expect(p.tasks[0]?.startDate).toBe("2027-03-08");
  });
});

describe("an event's own task", () => {
  it("lasts the range the text gives it, not from the step before it", () => {
    const p = plan("Trip to Lisbon (Mar 3-7)\n* flights - booked\n* travel insurance\n* pack adapters");
    const trip = p.tasks.find((t) => t.name === "Trip to Lisbon");
    expect([trip?.startDate, trip?.dueDate]).toEqual(["2027-03-03", "2027-03-07"]);
  });

  it("is held on its one day", () => {
    const p = plan("Investor demo on Jan 8. Polish the onboarding, record the video, prepare slides.");
    const demo = p.tasks.find((t) => t.name === "Investor demo");
    expect([demo?.startDate, demo?.dueDate]).toEqual(["2027-01-08", "2027-01-08"]);
  });
});

describe("a demo dated aside", () => {
  it.each([
    "Client demo (it's next Thursday): polish the onboarding flow, fix the login bug, rehearse",
    "Client demo (Dec 3): polish the onboarding flow, fix the login bug, rehearse",
    "Client demo - it's next Thursday: polish the onboarding flow, fix the login bug, rehearse",
  ])("is the day the list leads to: %s", (idea) => {
    // The demo was lost, and the list ran to December 10.
    expect(own(idea).map((t) => [t.name, t.dueDate])).toEqual([
      ["Polish the onboarding flow", "2026-11-30"],
      ["Fix the login bug", "2026-12-01"],
      ["Rehearse", "2026-12-02"],
      ["Client demo", "2026-12-03"],
    ]);
  });
});

describe("a far-off gathering", () => {
  it("prepares a party in the six weeks before it, not from today", () => {
    const p = plan("Halloween party on Oct 31\n- send invites\n- order costumes\n- decorate the house\n- buy candy");
    const tasks = p.tasks.filter((t) => !t.suggested);
    expect(tasks.map((t) => t.name)).toEqual(["Order costumes", "Decorate the house", "Buy candy", "Send invites"]);
    for (const t of tasks) expect((t.startDate ?? "") >= "2027-09-15").toBe(true);
    expect(p.timeline.startDate).toBe("2027-09-17");
  });

  it("starts no later than the first date the text gives one of its items", () => {
    const p = plan("Halloween party on Oct 31: book the DJ by June, send invites, buy candy");
    expect(p.tasks.find((t) => t.name === "Book the DJ")?.dueDate).toBe("2027-06-30");
  });

  it("leaves a wedding's preparations over the months before it", () => {
    const p = plan("Wedding on Oct 2 2027: venue, caterer, photographer, invitations");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Book the venue",
      "Book the caterer",
      "Book the photographer",
      "Send invitations",
    ]);
    expect(p.timeline.startDate).toBe("2026-11-27");
  });

  it("reads a BBQ as an event, whose bare list is bought, booked and sent", () => {
    const p = plan("Summer BBQ on July 4\n- Drinks\n- Invites\n- Tent");
    expect(p.milestones.map((m) => m.name)).toContain("Event day");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Buy drinks", "Book the tent", "Send invites"]);
  });
});

describe("what a text says it needs", () => {
  it("makes each thing needed with the verb it takes, and names the plan after the launch day", () => {
    const p = plan("Launch day is March 3; we need the landing page, the press kit and the demo video");
    expect(p.name).toBe("Launch");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Build the landing page",
      "Prepare the press kit",
      "Produce the demo video",
    ]);
  });

  it("glues no verb onto a target or a state", () => {
    expect(names("We need 200 sign-ups and 20 paying customers by March")).toEqual(["200 sign-ups", "20 paying customers"]);
    expect(names("Demo starts Jan 8 and we need the onboarding polished, a video recorded and slides ready")).toEqual([
      "Polish the onboarding",
      "Record a video",
      "Get slides ready",
      "Demo",
    ]);
  });
});

describe("a list line marked done by its state", () => {
  it("is the work that was done, still marked done", () => {
    const p = plan("Birthday party for Mia on Dec 19\n- the cake is ordered\n- book the venue\n- send invitations");
    const cake = p.tasks.find((t) => t.name === "Order the cake");
    expect(cake?.done).toBe(true);
    const checklist = names("Wedding checklist\n- Venue booked\n- Flights - booked\n- Invitations sent\n- Landing page done");
    expect(checklist).toEqual(expect.arrayContaining(["Book the venue", "Book flights", "Send invitations", "Landing page"]));
  });
});

describe("a recap's follow-ups", () => {
  it("are done in the order of their dates, whatever phase their words suggest", () => {
    const tasks = own(
      "Recap of today's call with Acme:\n- Send the revised contract by Dec 18\n- Kickoff workshop on Dec 7\n- Share the invoice by Dec 2\n- Set up the shared Slack channel",
    );
    expect(tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Share the invoice", "2026-12-02"],
      ["Kickoff workshop", "2026-12-07"],
      ["Send the revised contract", "2026-12-18"],
      ["Set up the shared Slack channel", expect.stringMatching(/^2026-12-/)],
    ]);
    for (const t of tasks) expect(t.description).not.toMatch(/does not fit this timeline/);
  });
});

describe("a verb shared along a list", () => {
  it("goes only to things it can take: one notifies people, not an IT move", () => {
    expect(names("Office move in March. Notify clients, IT move, new keycards, farewell drinks.")).toEqual([
      "Notify clients",
      "IT move",
      "New keycards",
      "Farewell drinks",
    ]);
    expect(names("Office move in March. Notify clients, suppliers and the landlord.")).toEqual([
      "Notify clients",
      "Notify suppliers",
      "Notify the landlord",
    ]);
  });
});

describe("a checklist's note on when", () => {
  it("stays in the description, not in the task's name", () => {
    const p = plan(
      "Feature: Food\n\n**Tasks**\n- get quotes (_early_)\n- book catering (_cfp phase_)\n- send head count to caterer (_last week_)\n- payment (_postconf_)\n- hire a band (Zagreb)",
    );
    const task = (name: string) => p.tasks.find((t) => t.name === name);
    for (const name of ["Get quotes", "Book catering", "Send head count to caterer", "Payment"]) expect(task(name), name).toBeDefined();
    expect(task("Send head count to caterer")?.description).toContain("(last week)");
    // A bracket that is no note on when stays where the author put it.
    expect(task("Hire a band (Zagreb)")).toBeDefined();
  });
});

describe("the project said again among its steps", () => {
  it("is not a step: 'we need to make the move itself happen' above the checklist", () => {
    const tasks = names(
      "Packing and moving to Palmers Road\n\nNow that we have bought the moving boxes, we need to make the move itself happen.\n\n## Overall checklist\n- [ ] Pack the office\n- [ ] Rent a van\n- [ ] Fix the walls in the office",
    );
    expect(tasks).toEqual(["Pack the office", "Rent a van", "Fix the walls in the office"]);
    // Alone, it is the work.
    expect(names("We need to get the new website done by March")).toEqual(["Finish the new website"]);
  });
});

describe("stages the author times", () => {
  it("run in the author's order, each a phase: 'Pre-launch', 'Beta test (1 week)', 'Soft launch (week 1)'", () => {
    const p = plan(
      "## Launch plan\n\n### Pre-launch (Sprint 1 + 2 complete)\n- [ ] README rewritten\n- [ ] Demo recorded\n\n### Beta test (1 week)\n- [ ] Feedback collected\n- [ ] Fixes applied based on feedback\n\n### Soft launch (week 1)\n- [ ] Reddit post\n- [ ] Twitter thread with screenshots",
    );
    expect(p.milestones.map((m) => m.name)).toEqual(["Pre-launch (Sprint 1 + 2 complete)", "Beta test (1 week)", "Soft launch (week 1)"]);
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.map((t) => t.milestoneIndex)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe("a request to plan something", () => {
  it("names the project and is no task of it; a lit review comes first", () => {
    const p = plan(
      "Q: can you help me plan my thesis? I have to submit by June 30. Still need to finish the lit review, run the experiments in March, write chapters 4-5 and get feedback from my supervisor",
    );
    expect(p.name).toBe("Thesis");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Finish the lit review",
      "Run the experiments",
      "Write chapters 4-5",
      "Get feedback from my supervisor",
      "Submit",
    ]);
  });
});

describe("a labelled list headed by its whole", () => {
  it("keeps the whole before the dash out of the first item", () => {
    expect(
      names(
        "Client: Northwind. Scope: brand refresh — new logo, color palette, typography, and a one-page brand guide. Final files by Jan 20.",
      ),
    ).toEqual(["New logo", "Color palette", "Typography", "A one-page brand guide"]);
  });
});

describe("a sprint's goals", () => {
  it("open the plan: no suggested review comes before anything to review", () => {
    const p = plan(
      "sprint 14 goals:\n* finish the billing migration\n* p1 bugs: #123, #140\n* spike on search (timeboxed 2d)\n* retro thursday",
    );
    expect(p.tasks[0]?.name).toBe("Finish the billing migration");
    expect(p.tasks.map((t) => t.name)).not.toContain("Review the result and fix gaps");
  });
});

describe("a team's chat before a demo", () => {
  it("is named by the demo, which is held on the day said after its name", () => {
    const p = plan(
      "[09:12] Maria: ok so for the client demo next Thursday we still need the new dashboard charts\n[09:13] Tom: I can do the charts by Tuesday\n[09:14] Maria: great. also someone has to update the seed data\n[09:15] Ana: on it\n[09:20] Maria: and let's do a dry run Wednesday afternoon",
    );
    expect(p.name).toBe("Client Demo");
    expect(p.tasks.at(-1)).toMatchObject({ name: "Client demo", dueDate: "2026-12-03" });
    for (const t of p.tasks.slice(0, -1)) expect((t.dueDate ?? "") < "2026-12-03").toBe(true);
  });
});

describe("names in other languages", () => {
  it("are what the work is for, not the words up to 'il faut'", () => {
    expect(
      plan(
        "Bonjour à tous, pour le lancement du 15 janvier il faut finaliser la page d'accueil, préparer le communiqué de presse et former l'équipe support.",
      ).name,
    ).toBe("Lancement");
  });
});

describe("a remodel's dated steps in one sentence", () => {
  it("keep the author's order: what comes after the cabinets comes after them", () => {
    expect(
      names(
        "Kitchen remodel — budget 30k. Demo week of Jan 11, cabinets delivered Jan 25, countertops after cabinets, electrician + plumber rough-in before drywall",
      ),
    ).toEqual(["Demo", "Cabinets delivered", "Countertops after cabinets", "Electrician + plumber rough-in before drywall"]);
  });
});

describe("a renovation's trades and order", () => {
  it("books a trade named alone, and keeps 'painting after' after it", () => {
    expect(names("Renovate the bathroom: get 3 quotes by mid-January, choose tiles, plumber in February, painting after")).toEqual([
      "Get 3 quotes",
      "Choose tiles",
      "Book the plumber",
      "Paint",
    ]);
  });
});

describe("an onboarding's and a birthday's bare lists", () => {
  it("get the verb each thing takes", () => {
    expect(
      names("New hire onboarding for Priya starting Jan 6: laptop, accounts (Google, Slack, GitHub), buddy, first-week schedule"),
    ).toEqual(["Order the laptop", "Set up the accounts (Google, Slack, GitHub)", "Assign the buddy", "Plan the first-week schedule"]);
    const p = plan("Plan a surprise 40th for Dave on March 8: guest list, book a private room, cake, playlist, speeches");
    expect(p.milestones.map((m) => m.name)).toContain("Event day");
    expect(
      p.tasks
        .filter((t) => !t.suggested)
        .map((t) => t.name)
        .sort(),
    ).toEqual(["Arrange speeches", "Book a private room", "Draft the guest list", "Order the cake", "Plan the playlist"].sort());
    // Far off, a gathering's own preparations start six weeks before it.
    expect(p.timeline.startDate >= "2027-01-20").toBe(true);
  });
});

describe("a follow-up e-mail that greets by name", () => {
  it("is named by the call it follows, not by whom it greets", () => {
    const p = plan(
      "Hi Sarah, following up on our call. Action items: I'll send the revised quote by Friday, you'll confirm the venue, and we both review the run-of-show next Tuesday. Cheers, Ben",
    );
    expect(p.name).toBe("Call Follow-Up");
    expect(p.tasks.map((t) => t.name)).not.toContain("Deliver the sarah");
  });
});

describe("a fact after a semicolon", () => {
  it("with its own subject takes no verb from the clause before it", () => {
    const tasks = names(
      "Open a small coffee shop website with online pre-orders.\n- Menu page with prices and allergens\n- Pre-order and pay online, pick up in store\n- Opening hours and a map\nLaunch before the summer; two people work on it.",
    );
    expect(tasks).toContain("Launch");
    expect(tasks).not.toContain("Launch two people work on it");
  });
});
