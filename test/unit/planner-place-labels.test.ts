import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// A room or part of a home before a dash or a colon says where the work is, not who does it. "Bathroom -
// paint the ceiling" was read as Bathroom's task ("For Bathroom."), and the room left the task's name.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("a place before the work", () => {
  it("stays in the task's name and names nobody", () => {
    const tasks = own("Renovation\nBathroom - paint the ceiling\nKitchen - replace the tap by Friday\nHallway - fix the light");
    expect(tasks.map((t) => t.name)).toEqual(["Paint the ceiling (bathroom)", "Replace the tap (kitchen)", "Fix the light (hallway)"]);
    expect(tasks.map((t) => t.description)).toEqual([
      "Bathroom - paint the ceiling.",
      "Kitchen - replace the tap by Friday.",
      "Hallway - fix the light.",
    ]);
    expect(tasks[1]?.dueDate).toBe("2026-12-04");
  });

  it("reads a colon the same way", () => {
    const tasks = own("Spring cleaning:\n- Garage: sort the tools\n- Attic: donate old clothes\n- Living room: hang the shelves");
    expect(tasks.map((t) => t.name)).toEqual(["Sort the tools (garage)", "Donate old clothes (attic)", "Hang the shelves (living room)"]);
    expect(tasks.map((t) => t.description).join(" ")).not.toMatch(/For /);
  });

  it("leaves a person's line theirs", () => {
    const tasks = own("Move\n- Maria - book the van\n- Kitchen - pack the plates");
    expect(tasks.map((t) => [t.name, t.description])).toEqual([
      ["Book the van", "Maria - book the van. For Maria."],
      ["Pack the plates (kitchen)", "Kitchen - pack the plates."],
    ]);
  });
});
