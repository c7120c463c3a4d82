import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, texts a user would type (planned on Friday 2026-11-27): a reply that drops the blog redesign
// still planned it, and "Alex will do the copy, Maya the visuals" was one task; "2027 goals" ran out by
// December 2026; a trip to a conference was planned as hosting one and named "… Conference -12"; "decorate
// the living room the night before" a birthday was due a week early; "need the numbers from finance by wed"
// and "Copy from Jess" had no verb; an onboarding's "accounts ready" was "Set up the accounts ready".

const { plan } = planOn("2026-11-27");
const names = (text: string) => plan(text).tasks.map((t) => t.name);

describe("a reply that drops an item", () => {
  const reply = plan(
    "Re: Website refresh\n\nHi all, quick update: we're dropping the blog redesign from this phase. Still on for the homepage and pricing page by Jan 20. Alex will do the copy, Maya the visuals.\n\n> On Tue, Nov 24, Sam wrote:\n> Can we do homepage, pricing page and the blog redesign by Jan 20?",
  );

  it("does not plan it", () => {
    expect(reply.tasks.map((t) => t.name.toLowerCase()).some((name) => name.includes("blog"))).toBe(false);
    expect(reply.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Do homepage", "Do pricing page"]));
  });

  it("gives each person their share of the work handed out", () => {
    const byName = new Map(reply.tasks.map((t) => [t.name, t.description]));
    expect(byName.get("Do the copy")).toContain("For Alex");
    expect(byName.get("Do the visuals")).toContain("For Maya");
  });

  it("keeps what the text never drops", () => {
    expect(names("Launch prep: write the blog post, record the demo. We'll skip the podcast this time.")).toEqual(
      expect.arrayContaining(["Write the blog post", "Record the demo"]),
    );
  });
});

describe("goals for a year", () => {
  it("run to the year's end", () => {
    const goals = plan("2027 goals: run a half marathon, read 24 books, learn Spanish (B1), save $10k for a house deposit");
    expect(goals.name).toBe("2027 Goals");
    expect(goals.milestones.at(-1)?.dueDate).toBe("2027-12-31");
  });

  it("are named by the year when it follows", () => {
    expect(plan("Goals for 2027:\n- Run a half marathon\n- Read 24 books\n- Learn Spanish").name).toBe("2027 Goals");
  });
});

describe("a trip to a conference", () => {
  const trip = plan(
    "Trip to Berlin for the conference March 10-12. Book flights and a hotel near the venue, register for the conference, prepare my lightning talk, arrange pet sitter.",
  );

  it("is the trip, not a conference to host", () => {
    expect(trip.name).toBe("Trip to Berlin for the Conference");
    expect(trip.tasks.map((t) => t.name)).not.toContain("Host the event");
    expect(trip.tasks.at(-1)).toMatchObject({ startDate: "2027-03-10", dueDate: "2027-03-12" });
  });
});

describe("work the night before the day", () => {
  it("is due the day before, after the invitations", () => {
    const party = plan(
      "Emma's 7th birthday party, Saturday Dec 12, 2-4pm at home. Invite her class (22 kids), order a unicorn cake, plan 3 games, goodie bags, decorate the living room the night before.",
    );
    const due = new Map(party.tasks.map((t) => [t.name, t.dueDate]));
    expect(due.get("Decorate the living room")).toBe("2026-12-11");
    expect((due.get("Invite her class (22 kids)") ?? "") < "2026-12-11").toBe(true);
  });
});

describe("things needed from someone", () => {
  it("are got from them, and slides prepared", () => {
    const report = plan(
      "hey can you take care of the Q4 report? need the numbers from finance by wed and slides by fri for the board meeting monday",
    );
    expect(report.name).toBe("Q4 Report");
    expect(report.tasks.map((t) => t.name)).toEqual(
      expect.arrayContaining(["Get the numbers from finance", "Prepare slides for the board meeting"]),
    );
  });

  it("are each person's part of the work", () => {
    const emails = plan(
      "Can we get the onboarding emails done this sprint? We need a welcome email, a day-3 tips email and a day-7 check-in. Copy from Jess, design from Omar, I'll set them up in Customer.io.",
    );
    const byName = new Map(emails.tasks.map((t) => [t.name, t.description]));
    expect(byName.get("Write a day-3 tips email")).toBeDefined();
    expect(byName.get("Write the copy")).toContain("For Jess");
    expect(byName.get("Prepare the design")).toContain("For Omar");
  });

  it("leave work taken from a tool alone", () => {
    expect(names("Shop migration: export the products, migrate reviews from Yotpo, redirect the old URLs.")).toContain(
      "Migrate reviews from Yotpo",
    );
  });
});

describe("a new hire's onboarding", () => {
  it("names each thing's work without the state it reaches", () => {
    expect(
      names(
        "Onboarding for our new hire Priya starting Monday: laptop and accounts ready, buddy assigned (Tom), first-week schedule, intro lunch on Wednesday, 30-day goals.",
      ),
    ).toEqual(expect.arrayContaining(["Set up accounts", "Book the intro lunch", "Set 30-day goals"]));
  });
});

// "Moving checklist: … Move day: January 16" left the move out, and a renovation's budget lines kept their
// costs in their names ("Tiles: $2,000").
describe("a move's day said as a fact", () => {
  it.each([
    "Moving checklist:\n- Book movers (get 3 quotes)\n- Change address at the bank\n- Pack kitchen last\nMove day: January 16",
    "Moving checklist:\n- Book movers (get 3 quotes)\n- Change address at the bank\n- Pack kitchen last\nWe move on January 16.",
    "Moving house on January 16: book movers, change address at the bank, pack the kitchen.",
  ])("is the move: %s", (text) => {
    expect(plan(text).tasks.at(-1)).toMatchObject({ name: "Move", dueDate: "2027-01-16" });
  });
});

describe("a renovation's budget lines", () => {
  it("name the work, with its cost aside", () => {
    expect(
      names(
        "Renovating the bathroom. Budget: $12k\n- Tiles: $2,000\n- Vanity + sink: $1,500\n- Plumber: $3,000\n- Electrician: $1,200\nWork starts Feb 1, must be done before my in-laws visit on March 20.",
      ),
    ).toEqual(expect.arrayContaining(["Lay tiles ($2,000)", "Vanity + sink ($1,500)", "Book the plumber ($3,000)"]));
  });
});
