import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Plan a 3-day team offsite in Lisbon in April for 12 people: flights, hotel, one workshop day, a
// dinner, and a city tour." was held on December 24 ("in Lisbon" hid that April was the offsite's own
// month) with bare "Flights", "Hotel" and "A dinner". "Need a name, a Substack account, a welcome email and
// 10 topic ideas." and "Need a logo, a website and business cards." kept bare things ("A name") or one task.

const { plan } = planOn("2026-11-27");
const own = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => !t.suggested).map((t) => t.name);

describe("an event named with its place", () => {
  const offsite = plan(
    "Plan a 3-day team offsite in Lisbon in April for 12 people: flights, hotel, one workshop day, a dinner, and a city tour.",
  );

  it("is held in its month", () => {
    expect(offsite.tasks.find((t) => t.name === "Host the event")?.dueDate).toBe("2027-04-30");
    expect(offsite.tasks.find((t) => t.name === "Host the event")?.startDate).toBe("2027-04-01");
  });

  it("books what its list names", () => {
    expect(own(offsite)).toEqual(["Plan one workshop day", "Book flights", "Book the hotel", "Book a dinner", "Book a city tour"]);
  });
});

describe("a sentence that opens on 'Need'", () => {
  it("names each thing's work", () => {
    expect(
      own(
        plan(
          "Launch our newsletter. First issue Jan 7, then every other Thursday. Need a name, a Substack account, a welcome email and 10 topic ideas.",
        ),
      ),
    ).toEqual([
      "Choose a name",
      "Set up a Substack account",
      "Write a welcome email",
      "Brainstorm 10 topic ideas",
      "Launch our newsletter",
    ]);
    expect(own(plan("Need a logo, a website and business cards."))).toEqual(["Design a logo", "Design business cards", "Build a website"]);
  });

  it("leaves a number to reach as it is", () => {
    expect(own(plan("We need 200 sign-ups, a landing page and 10 blog posts."))).toContain("200 sign-ups");
  });
});
