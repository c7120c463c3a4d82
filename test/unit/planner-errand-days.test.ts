import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a list of errands labelled with a day ("Errands for Saturday", "Things to do this Saturday",
// "Saturday errands") is done on that day. It was read as a deadline: every errand was due the Friday
// before, or spread over the week up to it, and "Errands on Saturday" got a review and "Deliver the errands".
// Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const days = (idea: string) => plan(idea).tasks.map((t) => [t.name, t.startDate, t.dueDate]);

describe("a list of errands labelled with its day", () => {
  it("does 'Errands for Saturday' on Saturday, not the Friday before", () => {
    const p = plan("Errands for Saturday:\n- buy milk\n- post office\n- pick up the dry cleaning");
    expect(p.tasks.map((t) => [t.name, t.startDate, t.dueDate])).toEqual([
      ["Buy milk", "2026-11-28", "2026-11-28"],
      ["Post office", "2026-11-28", "2026-11-28"],
      ["Pick up the dry cleaning", "2026-11-28", "2026-11-28"],
    ]);
    expect(p.milestones.map((m) => [m.name, m.dueDate])).toEqual([["To do", "2026-11-28"]]);
  });

  it("reads 'Errands on Saturday' as a to-do list done that day, with no review or delivery", () => {
    const p = plan("Errands on Saturday:\n- buy milk\n- pick up the dry cleaning");
    expect(p.milestones.map((m) => m.name)).toEqual(["To do"]);
    expect(p.tasks.map((t) => [t.name, t.startDate, t.dueDate])).toEqual([
      ["Buy milk", "2026-11-28", "2026-11-28"],
      ["Pick up the dry cleaning", "2026-11-28", "2026-11-28"],
    ]);
  });

  it("does 'Things to do this Saturday' on Saturday", () => {
    expect(days("Things to do this Saturday:\n- buy milk\n- pick up the dry cleaning")).toEqual([
      ["Buy milk", "2026-11-28", "2026-11-28"],
      ["Pick up the dry cleaning", "2026-11-28", "2026-11-28"],
    ]);
  });

  it("does 'Saturday errands' and 'Our Sunday chores' on their day, not over the next week", () => {
    expect(days("Saturday errands: buy milk, pick up the dry cleaning")).toEqual([
      ["Buy milk", "2026-11-28", "2026-11-28"],
      ["Pick up the dry cleaning", "2026-11-28", "2026-11-28"],
    ]);
    expect(days("Our Sunday chores: mop the floors, change the sheets, take out the recycling")).toEqual([
      ["Mop the floors", "2026-11-29", "2026-11-29"],
      ["Change the sheets", "2026-11-29", "2026-11-29"],
      ["Take out the recycling", "2026-11-29", "2026-11-29"],
    ]);
  });

  it("does errands on a working day the label names on that day", () => {
    expect(days("Errands on Tuesday:\n- buy milk\n- pick up the dry cleaning\n- call the bank")).toEqual([
      ["Buy milk", "2026-12-01", "2026-12-01"],
      ["Pick up the dry cleaning", "2026-12-01", "2026-12-01"],
      ["Call the bank", "2026-12-01", "2026-12-01"],
    ]);
    expect(days("Tomorrow's chores: vacuum, laundry, water the plants")).toEqual([
      ["Vacuum", "2026-11-28", "2026-11-28"],
      ["Laundry", "2026-11-28", "2026-11-28"],
      ["Water the plants", "2026-11-28", "2026-11-28"],
    ]);
  });

  it("does 'Errands next Saturday' on the Saturday after this one", () => {
    expect(days("Errands next Saturday:\n- buy milk\n- pick up the dry cleaning")).toEqual([
      ["Buy milk", "2026-12-05", "2026-12-05"],
      ["Pick up the dry cleaning", "2026-12-05", "2026-12-05"],
    ]);
  });
});

describe("a label whose day is a deadline or another thing's", () => {
  it("spreads chores before a move over the days up to it", () => {
    expect(days("Chores before the move on Dec 5:\n- pack books\n- clean oven")).toEqual([
      ["Pack books", "2026-11-27", "2026-12-01"],
      ["Clean oven", "2026-12-02", "2026-12-04"],
    ]);
  });

  it("does a party's errands before the party, not on its day", () => {
    // Ordering the cake on the day of the party is too late.
    const tasks = days("Errands for the party on Saturday:\n- buy balloons\n- order the cake");
    expect(tasks.map(([, , due]) => due)).toEqual(["2026-11-27", "2026-11-27"]);
  });

  it("keeps an errand the list dates on another day on that day, and the rest before it", () => {
    expect(days("Errands on Saturday:\n- buy milk\n- call mum on Sunday")).toEqual([
      ["Buy milk", "2026-11-27", "2026-11-27"],
      ["Call mum", "2026-11-29", "2026-11-29"],
    ]);
  });

  it("reads 'Things to do for Monday' as work ready by Monday, not all of it on Monday", () => {
    expect(days("Things to do for Monday:\n- prepare slides\n- book room")).toEqual([
      ["Prepare slides", "2026-11-27", "2026-11-27"],
      ["Book room", "2026-11-30", "2026-11-30"],
    ]);
  });
});

describe("a verb alone in a list of chores", () => {
  it("is a chore of its own, not the action of the things after it", () => {
    // "Vacuum laundry" and "Vacuum dishes" were the tasks.
    expect(plan("Chores: vacuum, laundry, dishes").tasks.map((t) => t.name)).toEqual(["Vacuum", "Laundry", "Dishes"]);
    expect(plan("Chores: vacuum, laundry, water the plants").tasks.map((t) => t.name)).toEqual(["Vacuum", "Laundry", "Water the plants"]);
  });

  it("still shares a verb with an object over the things after it", () => {
    expect(
      plan("The app should include projects, tasks and comments")
        .tasks.slice(0, 3)
        .map((t) => t.name),
    ).toEqual(["Add projects", "Add tasks", "Add comments"]);
  });
});
