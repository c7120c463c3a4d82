import { describe, expect, it } from "vitest";
import { applyFieldValues, checkFieldValue, sameFields, sameValue } from "../../core/fields/validate";
import type { FieldType } from "../../core/schemas/custom-field";
import { sizeField } from "../support/size-field";

// Issue 25 (custom fields), checked in Node for issue 27's mutation bench: what each field type takes,
// how a write applies to a task's values, and when two value maps are the same. The BoardRoom runs
// these on every write; test/api/custom-fields.test.ts checks them through the routes.

const field = sizeField;
const members = (id: number) => id === 7;
const check = (type: FieldType, raw: unknown) => checkFieldValue(field(type), raw, members);
const refused = (message: string) => ({ ok: false, message: `Size: ${message}` });

describe("a field value by type", () => {
  it("takes text trimmed, up to 2,000 characters", () => {
    expect(check("text", "  plan  ")).toEqual({ ok: true, value: "plan" });
    expect(check("text", "x".repeat(2000))).toEqual({ ok: true, value: "x".repeat(2000) });
    expect(check("text", "x".repeat(2001))).toEqual(refused("the text is too long (max 2,000 characters)."));
    expect(check("text", 5)).toEqual(refused("enter text."));
  });

  it("takes a finite number up to 10^15 either way", () => {
    expect(check("number", -1e15)).toEqual({ ok: true, value: -1e15 });
    expect(check("number", 1e15)).toEqual({ ok: true, value: 1e15 });
    expect(check("number", 1e15 + 2)).toEqual(refused("the number is too large."));
    expect(check("number", Number.POSITIVE_INFINITY)).toEqual(refused("enter a number."));
    expect(check("number", "5")).toEqual(refused("enter a number."));
  });

  it("takes a date as a day", () => {
    expect(check("date", "2026-03-31")).toEqual({ ok: true, value: "2026-03-31" });
    expect(check("date", "2026-02-30")).toEqual(refused("use a date like 2026-03-31."));
    expect(check("date", "31/03/2026")).toEqual(refused("use a date like 2026-03-31."));
    expect(check("date", 20260331)).toEqual(refused("use a date like 2026-03-31."));
  });

  it("takes a checkbox as true or false", () => {
    expect(check("checkbox", true)).toEqual({ ok: true, value: true });
    expect(check("checkbox", false)).toEqual({ ok: true, value: false });
    expect(check("checkbox", "true")).toEqual(refused("use true or false."));
  });

  it("takes a web address starting with http:// or https://, trimmed, up to 2,000 characters", () => {
    expect(check("url", " https://example.com/a ")).toEqual({ ok: true, value: "https://example.com/a" });
    expect(check("url", "http://example.com")).toEqual({ ok: true, value: "http://example.com" });
    const long = `https://example.com/${"a".repeat(1980)}`;
    expect(long).toHaveLength(2000);
    expect(check("url", long)).toEqual({ ok: true, value: long });
    expect(check("url", `${long}a`)).toEqual(refused("the address is too long (max 2,000 characters)."));
    for (const raw of ["ftp://example.com", "javascript:alert(1)", "https://", 42]) {
      expect(check("url", raw)).toEqual(refused("enter a web address starting with http:// or https://."));
    }
  });

  it("takes a person who is a member, by user id", () => {
    expect(check("person", 7)).toEqual({ ok: true, value: 7 });
    expect(check("person", 8)).toEqual(refused("the person must be a member of this project."));
    for (const raw of [0, -7, 7.5, "7", Number.MAX_SAFE_INTEGER + 2]) {
      expect(check("person", raw)).toEqual(refused("choose a person by their user id."));
    }
  });

  it("takes one of a single select's options", () => {
    expect(check("single-select", "m")).toEqual({ ok: true, value: "m" });
    expect(check("single-select", "xl")).toEqual(refused("that is not one of its options."));
    expect(check("single-select", ["m"])).toEqual(refused("choose one of its options."));
  });

  it("takes a multi select's options once each, in the options' order", () => {
    expect(check("multi-select", ["l", "s", "l"])).toEqual({ ok: true, value: ["s", "l"] });
    expect(check("multi-select", ["s", "xl"])).toEqual(refused("one of the choices is not one of its options."));
    expect(check("multi-select", "s")).toEqual(refused("choose a list of its options."));
    expect(check("multi-select", ["s", 2])).toEqual(refused("choose a list of its options."));
  });
});

describe("a write's field values", () => {
  const defs = [field("text"), field("checkbox"), field("multi-select"), field("number")];
  const current = { "f-text": "old", "f-checkbox": true, "f-multi-select": ["s"], "f-number": 3 };

  it("sets the fields it names, keeps the others, and clears a field with null or an empty value", () => {
    expect(applyFieldValues(defs, current, { "f-text": " new " }, members)).toEqual({
      ok: true,
      fields: { ...current, "f-text": "new" },
    });
    expect(applyFieldValues(defs, current, { "f-text": null, "f-number": null }, members)).toEqual({
      ok: true,
      fields: { "f-checkbox": true, "f-multi-select": ["s"] },
    });
    expect(applyFieldValues(defs, current, { "f-text": "", "f-multi-select": [], "f-checkbox": false }, members)).toEqual({
      ok: true,
      fields: { "f-number": 3 },
    });
    expect(current).toEqual({ "f-text": "old", "f-checkbox": true, "f-multi-select": ["s"], "f-number": 3 });
  });

  it("refuses a field the project does not have, and the first bad value, naming them", () => {
    expect(applyFieldValues(defs, current, { "f-nope": "x" }, members)).toEqual({
      ok: false,
      message: 'There is no field "f-nope" in this project.',
    });
    expect(applyFieldValues(defs, current, { "f-text": "fine", "f-number": "many" }, members)).toEqual(refused("enter a number."));
  });

  it("sets a list and a ticked checkbox, which are values and not empty ones", () => {
    expect(applyFieldValues(defs, {}, { "f-multi-select": ["m", "s"], "f-checkbox": true }, members)).toEqual({
      ok: true,
      fields: { "f-multi-select": ["s", "m"], "f-checkbox": true },
    });
  });

  it("keeps a zero, which is a value and not an empty one", () => {
    expect(applyFieldValues(defs, {}, { "f-number": 0 }, members)).toEqual({ ok: true, fields: { "f-number": 0 } });
  });
});

describe("the same field values", () => {
  it("compares value maps whatever their key order, a missing map as an empty one", () => {
    expect(sameFields({ a: 1, b: ["x"] }, { b: ["x"], a: 1 })).toBe(true);
    expect(sameFields(undefined, {})).toBe(true);
    expect(sameFields({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameFields({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameFields({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameFields({ a: 1 }, { a: 2 })).toBe(false);
  });

  it("counts a missing value as null and a missing list as an empty one", () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(undefined, [])).toBe(true);
    expect(sameValue(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameValue(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameValue(["a"], ["a", "b"])).toBe(false);
    expect(sameValue(["a"], "a")).toBe(false);
    expect(sameValue("a", ["a"])).toBe(false);
    expect(sameValue(1, 2)).toBe(false);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(false, undefined)).toBe(false);
  });
});
