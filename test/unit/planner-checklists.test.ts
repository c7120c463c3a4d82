import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Short lists people type or paste as they are (issue 20): a feature list, a checklist with owners in
// brackets, a to-do list, a hiring plan. Each case was planned wrong before its rule.

const TODAY = new Date("2026-11-27T00:00:00Z"); // a Friday
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("a software plan's list of features", () => {
  it("gives each bare feature its verb, and never carries 'push' of push notifications onto the others", () => {
    const p = plan("Mobile app v2\n- push notifications\n- offline mode\n- dark mode");
    expect(own("Mobile app v2: push notifications, offline mode, dark mode").map((t) => t.name)).toEqual([
      "Add push notifications",
      "Add offline mode",
      "Add dark mode",
    ]);
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(["Add push notifications", "Add offline mode", "Add dark mode"]);
    expect(p.description).toMatch(/^Covers push notifications, offline mode and dark mode\./);
  });

  it("keeps an instruction that starts with 'push' an instruction", () => {
    const tasks = own("Push the release to Friday and email the team");
    expect(tasks.map((t) => t.name)).toContain("Push the release");
    expect(tasks.find((t) => t.name === "Push the release")?.dueDate).toBe("2026-12-04");
  });

  it.each([
    ["Add dark mode", "Add dark mode"],
    ["Push notifications", "Add push notifications"],
  ])("plans %j as one change to the product, not a generic project", (idea, task) => {
    const p = plan(idea);
    expect(p.milestones.map((m) => m.name)).toEqual(["Prepare", "Make the change", "Review & publish"]);
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([task]);
    expect(p.tasks.map((t) => t.name)).not.toContain("Hold a short retrospective");
  });

  it("does not take a person added to something for a feature", () => {
    expect(plan("Add a photographer").milestones.map((m) => m.name)).not.toContain("Make the change");
  });
});

describe("owners in brackets", () => {
  it("takes a name given to more than one task out of the task names and makes it their owner", () => {
    const tasks = own("Launch checklist\n- Final QA (Sarah)\n- Update docs (Tom)\n- Announce on Twitter (Sarah & Tom)");
    expect(tasks.map((t) => t.name)).toEqual(["Final QA", "Update docs", "Announce on Twitter"]);
    expect(tasks[0]?.description).toContain("For Sarah.");
    expect(tasks[1]?.description).toContain("For Tom.");
    expect(tasks[2]?.description).toContain("For Sarah, Tom.");
  });

  it("keeps a bracketed word named once each, which can be a brand or a place", () => {
    expect(own("Trip to Rome\n- Book hotel (Hilton)\n- Book flights (Ryanair)\n- Pack").map((t) => t.name)).toEqual([
      "Book hotel (Hilton)",
      "Book flights (Ryanair)",
      "Pack",
      "Trip to Rome",
    ]);
  });
});

describe("order the author states", () => {
  it("puts an item said to come first first, without the word", () => {
    expect(own("Move house: pack the kitchen, book the van, sort out the garage first").map((t) => t.name)).toEqual([
      "Sort out the garage",
      "Pack the kitchen",
      "Book the van",
    ]);
  });

  it("puts a hiring plan's process before its dated hires, and onboarding after them", () => {
    const tasks = own(
      "Q1 hiring plan\n- 2 backend engineers by Jan 31\n- 1 designer by Feb 28\n- Write JDs\n- Post the jobs on LinkedIn\n- Onboard the new hires",
    );
    expect(tasks.map((t) => t.name)).toEqual([
      "Write JDs",
      "Post the jobs on LinkedIn",
      "Hire 2 backend engineers",
      "Hire 1 designer",
      "Onboard the new hires",
    ]);
    expect(tasks.map((t) => t.dueDate).slice(2, 4)).toEqual(["2027-01-29", "2027-02-26"]);
    expect((tasks[1]?.dueDate ?? "") < "2027-01-29").toBe(true);
  });

  it("delivers a hiring plan by its hires, with no 'Deliver the hiring' after them", () => {
    const names = plan("Hiring\n- Hire engineer (Jan)\n- Hire designer (Jan)").tasks.map((t) => t.name);
    expect(names.filter((name) => /^Deliver\b/.test(name))).toEqual([]);
  });
});

describe("a range said in words", () => {
  it("runs 'from March 1 to March 15' to its last day, with the campaign's prep before its first", () => {
    const p = plan("Run the campaign from March 1 to March 15, report results");
    const due = p.tasks.map((t) => t.dueDate).sort();
    expect(due.at(-1)).toBe("2027-03-15");
    expect(p.tasks.find((t) => t.name === "Define campaign goals, audience and KPIs")?.dueDate?.startsWith("2027-03")).toBe(false);
  });
});

describe("a to-do list", () => {
  it("is named 'To-Do List' when tagged TODO, and is its errands alone in one milestone", () => {
    const p = plan("TODO\n[ ] call the landlord\n[ ] pay rent\n[x] buy groceries\n[ ] fix the bike");
    expect(p.name).toBe("To-Do List");
    expect(p.milestones.map((m) => m.name)).toEqual(["To do"]);
    expect(p.tasks.map((t) => t.name)).toEqual(["Call the landlord", "Pay rent", "Buy groceries", "Fix the bike"]);
    expect(p.tasks.map((t) => t.done ?? false)).toEqual([false, false, true, false]);
  });

  it("keeps the label's own words, and reads the day it leads up to", () => {
    const p = plan("To-do list before the move on Jan 30: book the van, pack, clean the flat");
    expect(p.milestones.map((m) => m.name)).toEqual(["To do"]);
    expect(p.tasks.map((t) => t.dueDate).at(-1)).toBe("2027-01-29");
    expect(plan("Things to do this weekend: call mum, pay rent").name).toBe("Things to Do This Weekend");
  });
});

describe("a day the work leads to", () => {
  it.each([
    ["Investor demo on Jan 8. Polish the onboarding, record the video, prepare slides.", "Investor demo", "2027-01-08"],
    ["Demo starts Jan 8. Before that: polish the onboarding, record the video, prepare slides.", "Demo", "2027-01-08"],
    ["Final exam on Dec 14: review chapters 1-6, do past papers, make flashcards", "Final exam", "2026-12-14"],
    ["My thesis defense is on June 12. Finish chapter 4, send the draft to my supervisor, prepare slides.", "Thesis defense", "2027-06-12"],
  ])("ends %j with the day itself, and nothing reviewed or delivered after it", (idea, day, date) => {
    const tasks = plan(idea).tasks;
    expect(tasks.at(-1)).toMatchObject({ name: day, dueDate: date });
    expect(tasks.map((t) => t.name).filter((name) => /^(?:Review the result|Deliver)\b/.test(name))).toEqual([]);
  });

  it("plans a recital whose first step is to practise, named by the recital", () => {
    const p = plan("The recital is March 6. Practice the Chopin piece daily, book a rehearsal with the accompanist, buy a dress.");
    expect(p.name).toBe("Recital");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Practice the Chopin piece",
      "Book a rehearsal with the accompanist",
      "Buy a dress",
      "Recital",
    ]);
    // Practised daily: one repeating task from today (issue 26), not a one-off spread over weeks.
    expect([p.tasks[0]?.recurrence, p.tasks[0]?.dueDate]).toEqual(["FREQ=DAILY", "2026-11-27"]);
    expect(p.tasks.at(-1)?.dueDate).toBe("2027-03-06");
  });

  it("delivers nothing after a meeting or a party, which are held", () => {
    for (const idea of [
      "Team meeting on Friday. Prepare the agenda, book the room.",
      "Sam's birthday party: order the cake, invite friends",
    ]) {
      expect(
        plan(idea)
          .tasks.map((t) => t.name)
          .filter((name) => /^(?:Review the result|Deliver)\b/.test(name)),
      ).toEqual([]);
    }
    // The day itself ends the plan.
    expect(plan("Team meeting on Friday. Prepare the agenda, book the room.").tasks.at(-1)).toMatchObject({
      name: "Team meeting",
      dueDate: "2026-12-04",
    });
    // "Need to book flights, JR pass, hotels": the verb goes with each thing.
    const trip = plan(
      "Plan a 10-day trip to Japan in April: Tokyo, Kyoto, Osaka. Need to book flights, JR pass, hotels, and a tea ceremony in Kyoto.",
    ).tasks;
    expect(trip.map((t) => t.name)).toEqual(
      expect.arrayContaining(["Book flights", "Book JR pass", "Book hotels", "Book a tea ceremony in Kyoto"]),
    );
    expect(trip.at(-1)).toMatchObject({ name: "Trip to Japan", dueDate: "2027-04-30" });
    expect(trip.at(-1)?.suggested).toBeFalsy();
  });

  it("keeps the work after a colon the work, not the company a 'with' names", () => {
    expect(own("Family dinner with the Smiths on Dec 19: buy wine, cook lasagna").map((t) => [t.name, t.dueDate])).toEqual([
      ["Buy wine", expect.any(String)],
      ["Cook lasagna", expect.any(String)],
      ["Family dinner with the Smiths", "2026-12-19"],
    ]);
  });
});

describe("the state a thing should be in", () => {
  it("is the work to get it there", () => {
    const p = plan("Demo starts Jan 8 and we need the onboarding polished, a video recorded and slides ready");
    expect(p.name).toBe("Demo");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Polish the onboarding",
      "Record a video",
      "Get slides ready",
      "Demo",
    ]);
    expect(p.tasks.at(-1)?.dueDate).toBe("2027-01-08");
    expect(
      own("Before the audit: all invoices filed, the contract signed, the report written, the office tidied").map((t) => t.name),
    ).toEqual(["File all invoices", "Sign the contract", "Write the report", "Tidy the office"]);
  });
});

describe("a list's months and years", () => {
  it("reads a month or a season earlier than the entry before it as next year's, and 'by Feb' as a date", () => {
    const tasks = plan("Write a novel. Outline by Feb, first draft by August, edit in the fall, query agents in December.").tasks;
    const due = (name: string) => tasks.find((t) => t.name === name)?.dueDate;
    expect(due("Outline")).toBe("2027-02-26");
    expect(due("First draft")).toBe("2027-08-31");
    expect(due("Edit")).toBe("2027-11-30");
    expect(due("Query agents")).toBe("2027-12-31");
    // A list that opens months away is a calendar of the year: its February is the coming one.
    expect(
      plan("Garden: plant tulip bulbs in October, prune roses in February, sow tomatoes indoors in March").tasks.map((t) => [
        t.name,
        t.dueDate,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["Prune roses", "2027-02-26"],
        ["Sow tomatoes indoors", "2027-03-31"],
        ["Plant tulip bulbs", "2027-10-29"],
      ]),
    );
    // The same month in a sentence of its own is this year's.
    expect(plan("Query agents in December. Outline by Feb.").tasks.find((t) => t.name === "Query agents")?.dueDate).toBe("2026-12-31");
  });

  it("ends the plan by the year a goal names, its steps before it", () => {
    const tasks = plan("Run a marathon in 2027. Build to 50 km weeks by March, run a half in June.").tasks;
    expect(tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Build to 50 km weeks", "2027-03-31"],
      ["Run a half", "2027-06-30"],
      ["Run a marathon", "2027-12-31"],
    ]);
    // A past year tells what happened.
    expect(plan("Sales grew 20% in 2025. Hire two reps, open a Berlin office.").timeline.endDate < "2027-06-01").toBe(true);
  });
});

describe("a project's facts and names", () => {
  it("keeps 'Budget: $25k' above the steps a fact, not the milestone that holds them", () => {
    const p = plan(
      "Kitchen renovation\nBudget: $25k\n1. Get 3 quotes from contractors\n2. Choose cabinets and countertops\n3. Install cabinets",
    );
    expect(p.milestones.map((m) => m.name)).not.toContain("Budget: $25k");
  });

  it("names 'Year-end close' by the whole phrase: a noun after 'year-end' makes it a thing, not a date", () => {
    expect(plan("Year-end close: reconcile bank accounts, accruals, send numbers to the accountant by Jan 15").name).toBe("Year-End Close");
    // "by year-end" is a date: the plan ends on December 31, the report (the work, decision 179) just before.
    const report = plan("Finish the report by year-end");
    expect(report.timeline.endDate).toBe("2026-12-31");
    expect(report.tasks.find((t) => t.name === "Finish the report")?.dueDate).toBe("2026-12-28");
  });

  it("keeps a numeral's capital in the thing delivered: 'SOC 2 Type I'", () => {
    const names = plan("Set up SOC 2 Type I: pick an auditor, write policies, run a pen test").tasks.map((t) => t.name);
    expect(names).toContain("Deliver the SOC 2 type I");
  });
});

describe("a change under way", () => {
  it("is named with its verb, and its day is the plan's last task", () => {
    expect(plan("We're redesigning our website by March. Audit pages, new design, launch.").name).toBe("Website Redesign");
    expect(plan("We're moving house on June 5. Pack, hire a van, change address.").name).toBe("Move House");
    const office = plan("We're moving our office from Shoreditch to Kings Cross on 1 March. Notify clients, book the movers.");
    expect(office.name).toBe("Office Move");
    expect(office.tasks.at(-1)).toMatchObject({ name: "Move our office from Shoreditch to Kings Cross", dueDate: "2027-03-01" });
  });
});

describe("a freelancer's and a team's pastes", () => {
  it("takes trailing @mentions out of a sprint's task names and makes them the owners", () => {
    const tasks = own(
      "Sprint 15 (Dec 1-12)\n- [ ] API rate limiting @dana\n- [ ] Fix flaky e2e tests @lee @sam\n- [ ] Write ADR for queue migration",
    );
    expect(tasks.map((t) => t.name)).toEqual(["API rate limiting", "Fix flaky e2e tests", "Write ADR for queue migration"]);
    expect(tasks[0]?.description).toContain("For @dana.");
    expect(tasks[1]?.description).toContain("For @lee, @sam.");
  });

  it("names a client's project after the client, and plans the idea under a 'Client:' line", () => {
    expect(plan("Client: Acme Corp. Deliverables: brand guidelines, logo suite, business cards. Final delivery Jan 15.").name).toBe(
      "Acme Corp",
    );
    const p = plan("Client: Bloom Florist\nWebsite with online orders by March");
    expect(p.name).toBe("Bloom Florist");
    expect(p.timeline.endDate).toBe("2027-03-31");
  });

  it("refuses a reply whose subject only repeats what it answers", () => {
    expect(() => plan("Re: invoice\nThe release went well and everyone was happy.")).toThrow(PlanRefusal);
    expect(own("Re: Q1 launch\nPlease book the venue, order the catering and send the invites by Friday.").map((t) => t.name)).toEqual([
      "Book the venue",
      "Order the catering",
      "Send the invites",
    ]);
  });
});

describe("something sent in by a date", () => {
  it.each([
    [
      "Grant application for the arts council, due Feb 14: project narrative, budget, 3 letters of support, work samples",
      "Submit the grant application",
      "2027-02-12",
    ],
    ["Apply for the Berlin artist residency by March 1: portfolio, statement, two references", "Submit the application", "2027-03-01"],
  ])("ends %j with submitting it on its day, as the text's own step", (idea, last, date) => {
    const tasks = plan(idea).tasks;
    expect(tasks.at(-1)).toMatchObject({ name: last, dueDate: date });
    expect(tasks.at(-1)?.suggested).toBeFalsy();
  });

  it("adds no second submission when the text sends it in itself", () => {
    const names = plan("Conference talk proposal, due Jan 20: abstract, bio, submit via the portal").tasks.map((t) => t.name);
    expect(names.filter((name) => /^Submit\b/.test(name))).toEqual(["Submit via the portal"]);
  });
});

describe("entries that were read as facts", () => {
  it("keeps 'Phase 1: read path (Jan)' as work, dated by its month", () => {
    const tasks = own(
      "Rewrite the billing service in Go. Phase 1: read path (Jan). Phase 2: write path (Feb). Phase 3: cut over and delete the old service (March).",
    );
    expect(tasks.map((t) => [t.name, t.dueDate])).toEqual([
      ["Read path", "2027-01-29"],
      ["Write path", "2027-02-26"],
      ["Cut over and delete the old service", "2027-03-31"],
    ]);
  });

  it("gives a short clause after one with a verb that verb: '…; send save-the-dates in January; invitations by June'", () => {
    const tasks = own(
      "Our wedding is on 12 September 2027 in Lisbon. Book venue, photographer, catering; send save-the-dates in January; invitations by June.",
    );
    expect(tasks.find((t) => t.name === "Send invitations")?.dueDate).toBe("2027-06-30");
  });
});

describe("versions and habits in names", () => {
  it("keeps 'v2.0' whole and as written", () => {
    expect(plan("Ship v2.0 by end of Feb\n\n## Must\n- SSO\n- Audit log\n\n## Nice\n- Dark mode").name).toBe("Ship v2.0");
  });

  it("reads 'every other Friday' as a habit, not next Friday: the task repeats from its first Friday", () => {
    const tasks = plan("Content calendar for Q1: a blog post every Tuesday, newsletter every other Friday, monthly webinar").tasks;
    const repeats = (name: string) => {
      const t = tasks.find((task) => task.name === name);
      return [t?.recurrence, t?.dueDate];
    };
    // A calendar "for Q1" runs over the quarter: each series starts on its first day in January.
    expect(repeats("Newsletter")).toEqual(["FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "2027-01-01"]);
    expect(repeats("A blog post")).toEqual(["FREQ=WEEKLY;BYDAY=TU", "2027-01-05"]);
    expect(repeats("Monthly webinar")).toEqual(["FREQ=MONTHLY", "2027-01-01"]);
  });
});

describe("a feature called a check-in", () => {
  it("is built with the others, not reviewed: 'check-in' is no check", () => {
    const p = plan("Build an MVP of a habit tracker app in 6 weeks: sign up, create habits, daily check-in, streaks, reminders.");
    const own = p.tasks.filter((t) => !t.suggested);
    expect(new Set(own.map((t) => t.milestoneIndex)).size).toBe(1);
    expect(p.milestones[own[0]?.milestoneIndex ?? -1]?.name).toBe("Execution");
  });
});

describe("a state already reached", () => {
  it("is not turned into work, nor given the verb of the clause before it", () => {
    const names = own("Plan the team dinner. Book the restaurant; the cake is ordered; deadline is 3 March.").map((t) => t.name);
    expect(names).toContain("Book the restaurant");
    // Neither "book" nor the state's own verb is put in front of them ("Book the cake is ordered", "Order the cake is").
    expect(names.filter((name) => /^(?:book|order)\b.*(?:cake|deadline)/i.test(name))).toEqual([]);
  });
});

describe("a list entry whose sub-items finish its sentence", () => {
  it("is one task per sub-item, each the whole sentence", () => {
    // "Send email to:" was a phase of its own, over the tasks "People on waitlist" and "Current users".
    const p = plan(
      "Release checklist\n- [ ] Update docs\n- [ ] Send email to:\n    - [ ] People on waitlist\n    - [ ] Current users\n- [ ] Make some posts",
    );
    expect(
      own(
        "Release checklist\n- [ ] Update docs\n- [ ] Send email to:\n    - [ ] People on waitlist\n    - [ ] Current users\n- [ ] Make some posts",
      ).map((t) => t.name),
    ).toEqual(["Update docs", "Send email to people on waitlist", "Send email to current users", "Make some posts"]);
    expect(p.milestones.map((m) => m.name)).not.toContain("Send email to");
  });

  it("keeps a name's or a brand's capital", () => {
    expect(own("Party prep\n- Send invitations to:\n  - Anna\n  - the neighbours\n- Buy drinks").map((t) => t.name)).toContain(
      "Send invitations to Anna",
    );
    expect(own("Launch\n- Post about it on:\n  - LinkedIn\n  - Twitter\n- Write the blog post").map((t) => t.name)).toEqual([
      "Post about it on LinkedIn",
      "Post about it on Twitter",
      "Write the blog post",
    ]);
  });

  it("ends where a line comes back out to the entry's own level", () => {
    expect(own("Party prep\n- Send invitations to:\n  - Anna\n- Buy drinks").map((t) => t.name)).toContain("Buy drinks");
  });
});

describe("a note of when, in bold under a heading", () => {
  it("names no phase", () => {
    // "**(T-3 weeks)**" under "# Details" and "# Update materials" named two phases "(T-3 weeks)".
    const p = plan(
      "Meetup checklist\n# Details\n**(T-3 weeks)**\n- lock in the sponsor\n- lock in the speakers\n\n# Update materials\n**(T-3 weeks)**\n- update the website with the speakers\n- prepare the slide deck\n\n# Day of the meetup\n**(T-0 days)**\n- set up the chairs",
    );
    expect(p.milestones.map((m) => m.name).filter((name) => name.startsWith("("))).toEqual([]);
    expect(own("Meetup checklist\n# Details\n**(T-3 weeks)**\n- lock in the sponsor\n- lock in the speakers").map((t) => t.name)).toEqual([
      "Lock in the sponsor",
      "Lock in the speakers",
    ]);
  });

  it("but a bold line with words is still a heading", () => {
    expect(plan("Meetup\n**Venue**\n- book the room\n**Talks**\n- confirm the speakers").milestones.map((m) => m.name)).toContain("Venue");
  });
});

describe("a list line struck through", () => {
  it("is called off, not planned", () => {
    // "~~Mail forwarding~~" was the task "Mail forwarding"; "~[ ] …~" kept its tildes and box in the name.
    expect(
      own(
        "Office move\n- [x] contents insurance\n- ~[ ] Do we want a dedicated phone number?~\n- ~~Mail forwarding~~\n- [ ] change the address at the bank\n- [ ] book the van",
      ).map((t) => t.name),
    ).toEqual(["Contents insurance", "Change the address at the bank", "Book the van"]);
  });

  it("but a tilde inside a line is the line's own", () => {
    expect(own("Bakery\n- bread ~ 2 loaves ~ fresh\n- buy flour").map((t) => t.name)).toContain("Bread ~ 2 loaves ~ fresh");
  });
});
