import { describe, expect, it } from "vitest";
import { fieldColumn, fieldFromCell, labelColumn, splitLabels } from "../../core/import-files/extras";
import type { CustomField, FieldType } from "../../core/schemas/custom-field";

// Issue 25 item 8 (decision 114): labels, statuses and fields read back from an imported file. The
// import's API tests check them through the Worker; issue 27: these check each rule in Node.

const field = (type: FieldType, name = "Budget", options: CustomField["options"] = []): CustomField => ({
  id: `f-${type}`,
  projectId: 1,
  name,
  type,
  options,
  position: 0,
  createdAt: "2026-11-26T00:00:00.000Z",
  updatedAt: "2026-11-26T00:00:00.000Z",
});
const nobody = () => null;
const members = new Set([7]);
const isMember = (id: number) => members.has(id);
const OPTIONS = [
  { id: "o-low", name: "Low" },
  { id: "o-high", name: "High" },
];

describe("the label column", () => {
  it("is the first of Labels, Label, Tags, Tag the file has, case and spaces aside", () => {
    expect(labelColumn(["Name", " TAGS ", "labels"])).toBe("labels");
    expect(labelColumn(["Name", "Tag", "Tags"])).toBe("Tags");
    expect(labelColumn(["Name", "Tag"])).toBe("Tag");
    expect(labelColumn(["Name", "Labelled"])).toBeNull();
    expect(labelColumn(["Tags", "Name"])).toBe("Tags");
  });

  it("splits cells on commas and semicolons, without blanks or repeats (case aside)", () => {
    expect(splitLabels(["bug, UX;  design  review ", "Bug", ";", "ux,new"])).toEqual(["bug", "UX", "design review", "new"]);
    expect(splitLabels([])).toEqual([]);
  });
});

describe("a field's column", () => {
  it("is the field's name or its name with (field), case aside", () => {
    expect(fieldColumn(field("text", "Budget"), ["Name", "budget"])).toBe("budget");
    expect(fieldColumn(field("text", "Status"), ["Status", "Status (field)"])).toBe("Status");
    expect(fieldColumn(field("text", "Status"), ["Name", " status (FIELD) "])).toBe(" status (FIELD) ");
    expect(fieldColumn(field("text", "Budget"), ["Name"])).toBeNull();
  });
});

describe("a cell as a field's value", () => {
  it("reads numbers with thousands separators, and refuses text and an empty cell", () => {
    expect(fieldFromCell(field("number"), " 1,250 000 ", nobody, isMember)).toEqual({ ok: true, value: 1250000 });
    expect(fieldFromCell(field("number"), "-3.5", nobody, isMember)).toEqual({ ok: true, value: -3.5 });
    expect(fieldFromCell(field("number"), "lots", nobody, isMember)).toEqual({ ok: false, message: 'Budget: "lots" is not a number.' });
    expect(fieldFromCell(field("number"), "  ", nobody, isMember)).toEqual({ ok: false, message: 'Budget: "" is not a number.' });
    expect(fieldFromCell(field("number"), "1e16", nobody, isMember)).toEqual({ ok: false, message: "Budget: the number is too large." });
  });

  it("reads dates as the importer does, and refuses what it cannot read", () => {
    expect(fieldFromCell(field("date", "Launch"), "2027-03-08", nobody, isMember)).toEqual({ ok: true, value: "2027-03-08" });
    expect(fieldFromCell(field("date", "Launch"), "someday", nobody, isMember)).toEqual({
      ok: false,
      message: 'Launch: "someday" is not a date Kickoff can read.',
    });
  });

  it("reads a checkbox's yes and no words, and refuses others", () => {
    for (const yes of ["yes", "Y", "TRUE", "1", "x", "✓", "checked", "Done"])
      expect(fieldFromCell(field("checkbox", "Signed"), yes, nobody, isMember), yes).toEqual({ ok: true, value: true });
    for (const no of ["no", "N", "false", "0", "unchecked"])
      expect(fieldFromCell(field("checkbox", "Signed"), no, nobody, isMember), no).toEqual({ ok: true, value: false });
    expect(fieldFromCell(field("checkbox", "Signed"), "maybe", nobody, isMember)).toEqual({
      ok: false,
      message: 'Signed: "maybe" is not yes or no.',
    });
  });

  it("reads a person the file names, if they are a member", () => {
    const personId = (v: string) => (v === "ada@example.com" ? 7 : v === "Grace" ? 8 : null);
    expect(fieldFromCell(field("person", "Owner"), "ada@example.com", personId, isMember)).toEqual({ ok: true, value: 7 });
    expect(fieldFromCell(field("person", "Owner"), "Linus", personId, isMember)).toEqual({
      ok: false,
      message: 'Owner: "Linus" is not a member of this project.',
    });
    expect(fieldFromCell(field("person", "Owner"), "Grace", personId, isMember)).toEqual({
      ok: false,
      message: "Owner: the person must be a member of this project.",
    });
  });

  it("reads a single select's option by name, case aside", () => {
    expect(fieldFromCell(field("single-select", "Risk", OPTIONS), " high ", nobody, isMember)).toEqual({ ok: true, value: "o-high" });
    expect(fieldFromCell(field("single-select", "Risk", OPTIONS), "Medium", nobody, isMember)).toEqual({
      ok: false,
      message: 'Risk: "Medium" is not one of its options.',
    });
  });

  it("reads a multi select's options in the options' order, and names the first unknown one", () => {
    expect(fieldFromCell(field("multi-select", "Risk", OPTIONS), "High; low", nobody, isMember)).toEqual({
      ok: true,
      value: ["o-low", "o-high"],
    });
    expect(fieldFromCell(field("multi-select", "Risk", OPTIONS), "High, Medium, Huge", nobody, isMember)).toEqual({
      ok: false,
      message: 'Risk: "Medium" is not one of its options.',
    });
  });

  it("reads text and web addresses as the board checks them", () => {
    expect(fieldFromCell(field("text", "Notes"), "  hello  ", nobody, isMember)).toEqual({ ok: true, value: "hello" });
    expect(fieldFromCell(field("url", "Link"), "https://example.com/a", nobody, isMember)).toEqual({
      ok: true,
      value: "https://example.com/a",
    });
    expect(fieldFromCell(field("url", "Link"), "example", nobody, isMember).ok).toBe(false);
  });

  it("cuts a long cell to 60 characters in its message", () => {
    const long = "z".repeat(80);
    expect(fieldFromCell(field("multi-select", "Risk", OPTIONS), `High, ${long}`, nobody, isMember)).toEqual({
      ok: false,
      message: `Risk: "${"z".repeat(60)}" is not one of its options.`,
    });
    expect(fieldFromCell(field("number"), long, nobody, isMember)).toEqual({
      ok: false,
      message: `Budget: "${"z".repeat(60)}" is not a number.`,
    });
  });
});
