import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { readColumn, readColumnOrSkip, StoredValueError } from "../../worker/db/json-column";

// Issue 23, decision 123: JSON read back from storage goes through its schema.

const schema = z.array(z.enum(["mon", "tue"]));
const ref = { column: "member_capacities.off_weekdays", key: "7/3" };

describe("readColumn", () => {
  afterEach(() => vi.restoreAllMocks());

  it("parses a JSON string, and takes a value drizzle already parsed", () => {
    expect(readColumn(schema, '["mon"]', ref)).toEqual(["mon"]);
    expect(readColumn(schema, ["tue"], ref)).toEqual(["tue"]);
  });

  it("throws the clear 500 for a value that is not JSON or does not fit, and logs where it sits but not the value", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const bad of ["not json", '["sun"]', '{"secret":"s3cr3t"}']) {
      let thrown: unknown;
      try {
        readColumn(schema, bad, ref);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(StoredValueError);
      expect((thrown as StoredValueError).status).toBe(500);
      expect((thrown as StoredValueError).message).toBe(
        "Kickoff could not read a stored member capacities off weekdays value. It was logged; please tell support.",
      );
    }
    expect(log).toHaveBeenCalledTimes(3);
    const lines = log.mock.calls.map((c) => String(c[0]));
    expect(lines.every((l) => l.includes('"column":"member_capacities.off_weekdays"') && l.includes('"key":"7/3"'))).toBe(true);
    expect(lines.some((l) => l.includes("s3cr3t"))).toBe(false);
  });
});

describe("readColumnOrSkip", () => {
  it("returns null for a bad value (logged), the value otherwise", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readColumnOrSkip(schema, '["sun"]', ref)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(readColumnOrSkip(schema, '["mon","tue"]', ref)).toEqual(["mon", "tue"]);
    log.mockRestore();
  });
});
