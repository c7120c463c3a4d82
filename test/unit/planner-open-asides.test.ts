import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, from the tuning half of the unseen public corpus (a conference's list of teams, each with
// its remit in brackets): "Sponsoring (Do we want sponsors? If yes, what packages do we offer? …)" was
// named "Sponsor (Do we want sponsors? If yes", cut inside its aside and the bracket left open; without
// a title the project was named "(Do We Want Sponsors? …)". A name is what comes before an aside it
// can't hold whole, and the aside stays in the description. Friday 27 November 2026.

const { plan, names } = planOn("2026-11-27");

describe("a list entry with a long aside in brackets", () => {
  const idea = `# Conference teams

- Sponsoring (Do we want sponsors? If yes, what packages do we offer? Make sure we talk to the sponsors.)
- Website (manage the website)
- Book the hotel (ask Anna. She knows the place)`;

  it("is named by what comes before the aside, never with a bracket left open", () => {
    const own = names(idea);
    expect(own).toEqual(["Sponsor", "Website (manage the website)", "Book the hotel"]);
    expect(own.filter((n) => (n.match(/\(/g) ?? []).length !== (n.match(/\)/g) ?? []).length)).toEqual([]);
  });

  it("keeps the aside in the task's description", () => {
    const hotel = plan(idea).tasks.find((t) => t.name === "Book the hotel");
    expect(hotel?.description).toContain("She knows the place");
  });

  it("does not name the project after an aside", () => {
    expect(plan("- Sponsoring (find sponsors)\n- Venue (find rooms)\n- Book the hotel").name).toBe("Sponsoring");
  });
});

describe("a list entry whose aside is a clause of its own", () => {
  it("closes the aside where it was cut, rather than leaving it open or dropping it", () => {
    expect(
      names(
        "# Conference teams\n\n- Day program (be responsible for the schedule and the talk selection, lead the meetings that decide which talks are accepted)\n- Website (manage the website)",
      )[0],
    ).toBe("Day program (be responsible for the schedule and the talk selection)");
  });
});
