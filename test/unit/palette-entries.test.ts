import { describe, expect, it } from "vitest";
import { answerIsStale } from "../../app/components/keyboard/palette-answer";
import { paletteEntries } from "../../app/components/keyboard/palette-entries";
import type { PersonHit, SearchResults, TaskHit } from "../../core/schemas/search";

const task = (id: string, name: string): TaskHit => ({
  id,
  projectId: 7,
  projectName: "Keyboard launch",
  kind: "task",
  name,
  status: "todo",
  dueDate: null,
});
const person = (id: number, username: string, firstName: string): PersonHit => ({
  id,
  username,
  firstName,
  lastName: null,
  profileImageUrl: null,
});
// What the search API answered for "b".
const foundForB: SearchResults = {
  projects: [],
  tasks: [task("t1", "Book the venue"), task("t2", "Write the brief"), task("t3", "Order badges")],
  people: [person(1, "bea", "Bea")],
};
const labels = (sections: ReturnType<typeof paletteEntries>) => sections.flatMap((s) => s.entries.map((e) => `${s.section}: ${e.label}`));
const navigateTo: string[] = [];
const navigate = (to: string) => navigateTo.push(to);

describe("paletteEntries", () => {
  it("lists every task and person the search API found for the text typed", () => {
    const sections = paletteEntries("b", [], { projects: [], found: foundForB, stale: false }, navigate);
    expect(labels(sections)).toEqual(["Tasks: Book the venue", "Tasks: Write the brief", "Tasks: Order badges", "People: Bea"]);
  });

  it("while the answer for new text is on its way, shows of the last answer only what still matches", () => {
    // Typed on to "badges": Enter on the first option must open "Order badges", not "Book the venue".
    const sections = paletteEntries("badges", [], { projects: [], found: foundForB, stale: true }, navigate);
    expect(labels(sections)).toEqual(["Tasks: Order badges"]);
    sections[0].entries[0].run();
    expect(navigateTo.at(-1)).toBe("/projects/7?task=t3");
    // A person still matching by name or username stays.
    expect(labels(paletteEntries("bea", [], { projects: [], found: foundForB, stale: true }, navigate))).toEqual(["People: Bea"]);
  });

  it("trusts the server's answer for this text even where the name alone doesn't match (a description or project hit)", () => {
    const sections = paletteEntries("venue rental", [], { projects: [], found: foundForB, stale: false }, navigate);
    expect(labels(sections)).toHaveLength(4);
  });
});

describe("answerIsStale", () => {
  it("is stale while the answer on show was asked for other text, placeholder or not", () => {
    // The 150 ms after typing on from "b": the answer for "b" is the query's own data, not a placeholder.
    expect(answerIsStale({ placeholder: false, askedFor: "b" }, "badges")).toBe(true);
    expect(answerIsStale({ placeholder: true, askedFor: "badges" }, "badges")).toBe(true);
    expect(answerIsStale({ placeholder: false, askedFor: "badges" }, "badges")).toBe(false);
  });
});
