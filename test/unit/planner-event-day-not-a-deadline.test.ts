import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: a day that work is due by is no event's day. "Wedding planning: send invitations by January 5,
// …. The wedding is March 14." held the wedding on January 5 and ended the plan there; "We're moving
// offices. Everyone packs their desk by Dec 10. …" held the move on the packing's day and lost the packing.
// "…, and have the new office running by December 20" kept the whole list as one task.

const { plan } = planOn("2026-11-27");
const own = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => !t.suggested);

describe("an event's day and the deadlines said before it", () => {
  it("holds the wedding on its own day, not on the invitations' deadline", () => {
    const wedding = plan(
      "Wedding planning: send invitations by January 5, book the caterer, choose the flowers, hire a band. The wedding is March 14.",
    );
    expect(wedding.tasks.find((t) => t.name === "Send invitations")?.dueDate).toBe("2027-01-05");
    expect(wedding.tasks.at(-1)?.dueDate).toBe("2027-03-14");
    expect(wedding.timeline.endDate).toBe("2027-03-14");
  });

  it("does not hold the event on a step's 'by' date", () => {
    const move = plan(
      "We're moving offices. Everyone packs their desk by Dec 10. Then book the movers, label the boxes and set up the network.",
    );
    const day = move.tasks.find((t) => t.name === "Move offices");
    expect(day?.dueDate).not.toBe("2026-12-10");
    expect(move.timeline.endDate > "2026-12-10").toBe(true);
  });

  it("does not take the date of the work after a colon for the event's day", () => {
    const wedding = plan("Wedding planning: send invitations on January 5, book the caterer. The wedding is March 14.");
    expect(wedding.tasks.find((t) => t.name === "Send invitations")?.dueDate).toBe("2027-01-05");
    expect(wedding.tasks.find((t) => t.name === "Host the event")?.dueDate).toBe("2027-03-14");
    const conference = plan("Our event: Tech conference on May 20. Book the venue, invite speakers.");
    expect(conference.tasks.find((t) => t.name === "Host the event")?.dueDate).toBe("2027-05-20");
  });
});

describe("the team's own work with its deadline", () => {
  it.each([
    ["Everyone packs their desk by Dec 10.", "Pack their desk"],
    ["We pack our desks by Dec 10.", "Pack our desks"],
    ["The team packs their desks by Dec 10.", "Pack their desks"],
  ])("%s is a task due that day", (sentence, name) => {
    const move = plan(`We're moving offices. ${sentence} Then book the movers and set up the network.`);
    expect(own(move).map((t) => [t.name, t.dueDate])[0]).toEqual([name, "2026-12-10"]);
    expect(own(move).map((t) => t.name)).toEqual([name, "Book the movers", "Set up the network", "Move offices"]);
  });

  it("leaves a fact without a deadline alone", () => {
    const facts = plan("We use Slack for chat. Build the export by March 3. Write the docs.");
    expect(own(facts).map((t) => t.name)).toEqual(["Build the export", "Write the docs"]);
  });
});

describe("a state to reach, said with 'have'", () => {
  it("is a step of the list, the work of getting there", () => {
    const move = plan("Office move. Book the van, label the boxes, and have the new office running by December 20.");
    expect(own(move).map((t) => t.name)).toEqual(["Book the van", "Label the boxes", "Get the new office running"]);
  });

  it("keeps 'have' with no state after it out of it", () => {
    expect(own(plan("Have a call with the printer by Friday. Book the van.")).map((t) => t.name)).not.toContain(
      "Get a call with the printer",
    );
  });
});
