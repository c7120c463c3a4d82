import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: an event named in one line ("Team offsite in May") was refused, or planned with the event as
// its third task and every booking squeezed into its last days; a budget and a start month were misread.

const TODAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);

describe("an event named in one line", () => {
  it.each([
    ["Team offsite in May", "Team offsite", "2027-05-31"],
    ["Company retreat in June", "Company retreat", "2027-06-30"],
    ["Summer party for the team in July", "Summer party for the team", "2027-07-30"],
    ["Plan our company retreat in June", "Company retreat", "2027-06-30"],
    ["Wedding in June 2027", "Wedding", "2027-06-30"],
  ])("'%s' is the day every step leads up to, on its month's last working day, and the wrap-up follows it", (idea, day, end) => {
    const p = plan(idea);
    const names = p.tasks.map((t) => t.name);
    const theDay = p.tasks.find((t) => t.name === day);
    expect(theDay?.dueDate).toBe(end);
    // The thank-yous and invoices come after the event, in the week after it, not squeezed before it.
    const wrapUp = p.tasks.filter((t) => t.name.startsWith("Send thank-yous") || t.name.startsWith("Settle invoices"));
    expect(wrapUp).toHaveLength(2);
    for (const t of wrapUp) expect(t.dueDate && t.dueDate > end && t.dueDate <= p.timeline.endDate).toBe(true);
    const daysAfter = (Date.parse(p.timeline.endDate) - Date.parse(end)) / 86_400_000;
    expect(daysAfter).toBeGreaterThan(0);
    expect(daysAfter).toBeLessThanOrEqual(14);
    // The event is the day, in place of the kind's "Host the event", after the bookings, before the wrap-up.
    expect(names).not.toContain("Host the event");
    expect(names.indexOf(day)).toBeGreaterThan(names.indexOf("Confirm final details with vendors and helpers"));
    expect(names.slice(-2)).toEqual(["Send thank-yous and a feedback survey", "Settle invoices and review the budget"]);
    // The bookings are spread over the months before, not squeezed into the last days (a party, with no
    // agenda or run-of-show to plan, spreads its fewer steps wider: its venue is booked by March 12).
    const venue = p.tasks.find((t) => t.name === "Book the venue");
    expect(venue?.dueDate && venue.dueDate < "2027-04-01").toBe(true);
  });

  it("an event dated in its title is held that day: the wrap-up the text lists comes after it, named without 'after'", () => {
    const p = plan("Charity gala on June 12: book the venue, hire a caterer, send invitations, and send thank-you notes after");
    const due = (name: string) => p.tasks.find((t) => t.name === name)?.dueDate;
    // June 12, 2027 is a Saturday: the gala is held on it all the same (decision 168); work is due on working days.
    expect(due("Host the event")).toBe("2027-06-12");
    expect(due("Send invitations")! < "2027-06-11").toBe(true);
    expect(due("Send thank-you notes")! > "2027-06-12").toBe(true);
    expect(p.timeline.endDate > "2027-06-12").toBe(true);
  });

  it("an event dated on its own line is held that day, though a wrap-up the text dates later ends the plan", () => {
    const p = plan("Tech conference on May 20. Book the venue, confirm speakers, print badges, and send the survey by May 28.");
    const due = (name: string) => p.tasks.find((t) => t.name === name)?.dueDate;
    expect(due("Host the event")).toBe("2027-05-20");
    for (const prep of ["Book the venue", "Confirm speakers", "Print badges"]) expect(due(prep)! < "2027-05-20").toBe(true);
    expect(due("Send the survey")).toBe("2027-05-28");
    expect(p.timeline.endDate).toBe("2027-05-28");
  });

  it("an event that ends the plan is held on the weekend day the text names, and a weekday with its date is that one day", () => {
    const p = plan("Team offsite on Saturday March 13: book the cabin, plan activities, order food, arrange carpools.");
    const host = p.tasks.find((t) => t.name === "Host the event");
    expect(host?.dueDate).toBe("2027-03-13");
    expect(p.timeline.endDate).toBe("2027-03-13");
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-03-13");
    for (const t of p.tasks.filter((t) => t !== host)) expect(t.dueDate! < "2027-03-13").toBe(true);
  });

  it("a wrap-up the text dates itself keeps its date and ends the plan", () => {
    const p = plan("Team dinner on March 5. Book the restaurant, send the invites, and pay the bill by March 10");
    expect(p.timeline.endDate).toBe("2027-03-10");
    expect(p.tasks.find((t) => t.name === "Pay the bill")?.dueDate).toBe("2027-03-10");
  });

  it("'after' as a time or in a phrasal verb stays in the name", () => {
    const names = plan("Moving day on May 14: pack the boxes, look after the plants, clean the old flat the week after").tasks.map(
      (t) => t.name,
    );
    expect(names).toEqual(expect.arrayContaining(["Look after the plants"]));
    expect(names.some((n) => n.endsWith("the week after"))).toBe(true);
  });

  it("a piece of an event's work stays a task, with the event's day after it", () => {
    const names = plan("Book the venue for the wedding").tasks.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["Book the venue for the wedding", "Host the event"]));
  });

  it("a meeting on a day inside a plan's text is still not its end", () => {
    const p = plan("Redesign the onboarding flow. Design review is on Friday. Build the new flow in 3 sprints.");
    expect(p.timeline.endDate > "2026-12-31").toBe(true);
  });
});

describe("what a one-line idea says besides its work", () => {
  it("a budget is not part of the plan's name, and 'Need:' only introduces the list", () => {
    const p = plan("Kitchen renovation budget 15k, start in March. Need: new cabinets, countertops, backsplash, lighting, and paint.");
    expect(p.name).toBe("Kitchen Renovation");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Install new cabinets",
      "Install countertops",
      "Install the backsplash",
      "Install lighting",
      "Paint",
    ]);
    expect(plan("Garden makeover for $2,000").name).toBe("Garden Makeover");
  });

  it.each([
    ["Our goal this quarter is to reduce churn by 20%. Plan: interview 10 churned customers, add an exit survey.", "Reduce Churn by 20%"],
    ["Increase newsletter signups by 30% before March", "Increase Newsletter Signups by 30%"],
    ["Improve onboarding conversion", "Improve Onboarding Conversion"],
  ])("a goal keeps its verb in the plan's name: %s", (idea, name) => {
    expect(plan(idea).name).toBe(name);
  });

  it("a move is named by where to, and a user story by what is wanted", () => {
    expect(plan("Moving to Berlin in March: find an apartment, register the address, open a bank account.").name).toBe("Move to Berlin");
    expect(
      plan("As a user I want to reset my password so that I can log in again.\nAcceptance criteria:\n- reset link sent by email").name,
    ).toBe("Reset My Password");
  });

  it("a month after 'and' is the second month of the item before it, not an item", () => {
    const p = plan("Write my thesis: literature review by January, experiments in February and March, write-up in April.");
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.map((t) => t.name)).toEqual(["Literature review", "Experiments", "Write-up"]);
    expect(own[1]?.dueDate).toBe("2027-03-31");
  });

  it("'start in March' starts on the first working day of March", () => {
    expect(plan("Kitchen renovation, start in March. Need: new cabinets, countertops and paint.").timeline.startDate).toBe("2027-03-01");
  });
});

describe("facts about the plan in a list of its work", () => {
  it("'Budget 8k, contractor starts Jan 10, must be done by Feb 28' are the plan's budget, start and end, not tasks", () => {
    const p = plan(
      "Renovate the bathroom: rip out the old tiles, replace the bathtub with a walk-in shower, new vanity, paint. Budget 8k, contractor starts Jan 10, must be done by Feb 28.",
    );
    const own = p.tasks.filter((t) => !t.suggested).map((t) => t.name);
    expect(own).toEqual(["Rip out the old tiles", "Replace the bathtub with a walk-in shower", "Install the new vanity", "Paint"]);
    expect(p.timeline.startDate).toBe("2027-01-11");
    expect(p.timeline.endDate).toBe("2027-02-26");
  });
});

describe("an opening that announces the day, and a recap of a call", () => {
  it("'We're launching our Kickstarter on April 1. Before that: …' ends on the launch itself", () => {
    const p = plan(
      "We're launching our Kickstarter on April 1. Before that: finish the prototype, shoot the video, write the campaign page, line up 50 backers.",
    );
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.map((t) => t.name)).toEqual([
      "Finish the prototype",
      "Shoot the video",
      "Write the campaign page",
      "Line up 50 backers",
      "Launch our Kickstarter",
    ]);
    expect(own.at(-1)?.dueDate).toBe("2027-04-01");
  });

  it("a recap e-mail is the call's follow-up: what 'you'll' do, and the kick-off on its day", () => {
    const p = plan(
      "Hi Sam,\n\nFollowing our call, here's what we agreed:\n1. You'll send the revised quote by Friday\n2. We'll review the contract with legal next week\n3. Kick-off is planned for January 8\n\nBest,\nLaura",
    );
    expect(p.name).toBe("Call Follow-Up");
    const due = Object.fromEntries(p.tasks.map((t) => [t.name, t.dueDate]));
    expect(due).toEqual({
      "Send the revised quote": "2026-12-04",
      "Review the contract with legal": "2026-12-04",
      "Kick-off": "2027-01-08",
    });
  });
});

describe("the day a text prepares for", () => {
  it.each([
    [
      "Train for the Berlin marathon on September 26: build up to 50 km weeks, long runs on Sundays, taper the last 3 weeks.",
      "Berlin marathon",
      // A Sunday: the race is run on it (decision 168).
      "2027-09-26",
    ],
    ["Prepare for my driving test on March 3: 10 lessons, practise parallel parking, theory app every day.", "Driving test", "2027-03-03"],
  ])("%j ends on the day itself", (idea, day, due) => {
    const p = plan(idea);
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.at(-1)?.name).toBe(day);
    expect(own.at(-1)?.dueDate).toBe(due);
    // The day is the delivery: no "Deliver the result" after the race.
    expect(p.tasks.filter((t) => t.name.startsWith("Deliver "))).toEqual([]);
  });

  it("'Study for the bar exam' is learning, not a research study with data to collect", () => {
    const names = plan("Study for the bar exam in July. Make flashcards, take 3 practice exams, join a study group.").tasks.map(
      (t) => t.name,
    );
    expect(names.filter((n) => /data/i.test(n))).toEqual([]);
  });
});

describe("work counted back from the day", () => {
  it("'4 weeks before', 'a week before' and 'the day before' are due that long before the shower, and leave the names", () => {
    const p = plan(
      "Plan my sister's baby shower on May 8. Send invitations 4 weeks before, order the cake a week before, decorations the day before.",
    );
    const due = Object.fromEntries(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.dueDate]));
    // May 8, 2027 is a Saturday: each day is counted from it, then moved to its working day.
    expect(due).toMatchObject({ "Send invitations": "2027-04-09", "Order the cake": "2027-04-30", Decorations: "2027-05-07" });
  });
});

describe("a goal that its listed steps lead to", () => {
  it("comes after them and is the delivery: no 'Deliver the …' step beside it", () => {
    const p = plan(
      "We need to migrate our auth from Firebase to Auth0 before the contract renewal on Feb 28. Steps: audit current users, set up the Auth0 tenant, write a migration script, test with staff accounts, then switch over.",
    );
    const names = p.tasks.map((t) => t.name);
    expect(names.at(-1)).toBe("Migrate our auth from Firebase to Auth0 before the contract renewal");
    expect(names.filter((n) => n.startsWith("Deliver "))).toEqual([]);
    expect(names.slice(0, 5)).toEqual([
      "Audit current users",
      "Set up the Auth0 tenant",
      "Write a migration script",
      "Test with staff accounts",
      "Switch over",
    ]);
  });
});

describe("a launch asked for over the list of what it needs", () => {
  it("is the plan's last task, on its deadline's working day, after the list's work", () => {
    const p = plan(
      "Launch the mobile app on iOS and Android by May 1. Must have: login, push notifications, offline mode. Nice to have: dark mode.",
    );
    const own = p.tasks.filter((t) => !t.suggested);
    expect(own.at(-1)?.name).toBe("Launch the mobile app on iOS and Android");
    // "by May 1", a Saturday: a deadline is met on the working day before it (decision 168 keeps only a named day).
    expect(own.at(-1)?.dueDate).toBe("2027-04-30");
    expect(p.tasks.at(-1)?.name).toBe("Launch the mobile app on iOS and Android");
    expect(own.map((t) => t.name)).toEqual(expect.arrayContaining(["Add offline mode", "Add dark mode"]));
  });

  it("without a date it stays the plan's name only", () => {
    const p = plan("Launch the mobile app on iOS and Android. Must have: login, push notifications, offline mode.");
    expect(p.tasks.some((t) => t.name === "Launch the mobile app on iOS and Android")).toBe(false);
  });
});

describe("a thing for an event", () => {
  it.each([
    "Write my wedding speech",
    "Write the best man speech for Tom's wedding",
    "Make a playlist for the party",
    "Pick the photos for the reunion album",
  ])("'%s' is the thing, not the event to host", (idea) => {
    // "Write my wedding speech" got a whole wedding: the venue, catering, the guest list, "Host the event".
    const names = plan(idea).tasks.map((t) => t.name);
    expect(names).not.toContain("Host the event");
    expect(names).not.toContain("Book the venue");
  });

  it("leaves the event itself an event", () => {
    expect(plan("Plan our wedding in June").tasks.map((t) => t.name)).toContain("Book the venue");
    expect(plan("Birthday party for Mia on Saturday").tasks.map((t) => t.name)).toContain("Book the venue");
  });
});

describe("a private gathering", () => {
  it.each([
    "Birthday party for Mia on Saturday",
    "Plan our wedding in June",
    "Team offsite in May",
    "Plan my sister's baby shower on March 6",
    // A workshop is mostly a team's own ("Run a planning workshop with the tech leads").
    "A 3-day workshop for the team",
  ])("'%s' is invited to, not promoted", (idea) => {
    // Each had "Promote the event": "Announcements on the channels your audience follows".
    const names = plan(idea).tasks.map((t) => t.name);
    expect(names).not.toContain("Promote the event");
    expect(names).toContain("Send invitations and open registration");
  });

  it.each([
    "Organise a meetup for local Rust developers in March",
    "Charity fundraiser gala in May",
    "Host a webinar on pricing in February",
  ])("'%s' finds its audience", (idea) => {
    expect(plan(idea).tasks.map((t) => t.name)).toContain("Promote the event");
  });
});

describe("a party", () => {
  it.each(["Birthday party for Mia on Saturday", "Plan my sister's baby shower on March 6", "Dinner party on Saturday, December 5"])(
    "'%s' has no agenda of speakers and no run-of-show with badges",
    (idea) => {
      const names = plan(idea).tasks.map((t) => t.name);
      expect(names).not.toContain("Plan the agenda and speakers");
      expect(names).not.toContain("Prepare the run-of-show and materials");
    },
  );

  it("but a conference or an offsite still has both", () => {
    for (const idea of ["Organise a meetup for local Rust developers in March", "Team offsite in May"]) {
      const names = plan(idea).tasks.map((t) => t.name);
      expect(names, idea).toContain("Plan the agenda and speakers");
      expect(names, idea).toContain("Prepare the run-of-show and materials");
    }
  });
});
