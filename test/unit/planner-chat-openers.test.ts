import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a thread whose first message is an instruction ("Ana: book a room for the team lunch") opens
// with work. The first message was read only as what the thread is about: booking the room was no task,
// and a "Deliver the room" step stood in for it. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a thread's first message", () => {
  it("is a task when it tells someone what to do", () => {
    const p = plan("Ana: book a room for the team lunch\nBen: order the food\nAna: send the calendar invite");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.description])).toEqual([
      ["Book a room for the team lunch", "Book a room for the team lunch. Raised by Ana."],
      ["Order the food", "Order the food. Raised by Ben."],
      ["Send the calendar invite", "Send the calendar invite. Raised by Ana."],
    ]);
    expect(p.tasks.map((t) => t.name)).not.toContain("Deliver the room");
  });

  it("is no task when it says what happens", () => {
    // "release 3.0 goes out Feb 10 2027" dates the work; it is no step of it.
    expect(
      own(
        "Sam: release 3.0 goes out Feb 10 2027\nLee: I'll write the changelog\nSam: great, and someone has to record a demo video\nKim: I can do the demo video. We should also update the status page",
      ),
    ).toEqual(["Write the changelog", "Record a demo video", "Update the status page"]);
  });
});
