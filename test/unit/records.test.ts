import { describe, expect, it } from "vitest";
import { copyRecord, withEntry, withoutEntry } from "../../app/lib/records";

// The board's by-id records are copied on every live change (app/lib/records.ts): the copies must be new
// objects with the same entries in the same order, and never change the record they came from.

describe("by-id record copies", () => {
  const base = { b: 2, a: 1, "10": 10, c: 3 };

  it("copies every entry in the same order, into a new object", () => {
    const copy = copyRecord(base);
    expect(copy).not.toBe(base);
    expect(copy).toEqual(base);
    expect(Object.keys(copy)).toEqual(Object.keys(base));
  });

  it("sets one entry, added or replaced, and leaves the original alone", () => {
    expect(withEntry(base, "d", 4)).toEqual({ ...base, d: 4 });
    expect(Object.keys(withEntry(base, "d", 4))).toEqual([...Object.keys(base), "d"]);
    expect(withEntry(base, "a", 9)).toEqual({ ...base, a: 9 });
    expect(base).toEqual({ b: 2, a: 1, "10": 10, c: 3 });
  });

  it("drops one entry and only that one; a missing one leaves the same record", () => {
    const without = withoutEntry(base, "a");
    expect(without).toEqual({ b: 2, "10": 10, c: 3 });
    expect(Object.keys(without)).toEqual(["10", "b", "c"]);
    expect("a" in base).toBe(true);
    expect(withoutEntry(base, "zz")).toBe(base);
  });
});
