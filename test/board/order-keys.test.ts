import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyBetween } from "../../worker/board/placement";

/** Keys the board may store: what the former port's (and the package's) validation accepts. */
function isValidKey(key: string): boolean {
  try {
    if (!/^[0-9A-Za-z]+$/.test(key)) return false;
    keyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}

// Order keys must always sort like the board: any insertion between two keys yields a key strictly
// between them, under plain string comparison (what SQLite's ORDER BY uses).

describe("keyBetween", () => {
  it("starts at a0 and extends both ends", () => {
    expect(keyBetween(null, null)).toBe("a0");
    expect(keyBetween("a0", null)).toBe("a1");
    expect(keyBetween(null, "a0")).toBe("Zz");
    expect(keyBetween("az", null)).toBe("b00");
    expect(keyBetween("a0", "a1")).toBe("a0V");
  });

  it("rejects inverted or invalid bounds", () => {
    expect(() => keyBetween("a1", "a0")).toThrow();
    expect(() => keyBetween("a1", "a1")).toThrow();
    expect(() => keyBetween("a10", null)).toThrow();
    expect(isValidKey("a0")).toBe(true);
    expect(isValidKey("a0V")).toBe(true);
    expect(isValidKey("a00")).toBe(false);
    expect(isValidKey("!")).toBe(false);
  });

  it("keeps a random sequence of inserts sorted (10,000 operations)", () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const keys: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const at = rand(keys.length + 1);
      const key = keyBetween(keys[at - 1] ?? null, keys[at] ?? null);
      expect(isValidKey(key)).toBe(true);
      keys.splice(at, 0, key);
    }
    const sorted = [...keys].sort();
    expect(sorted).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    // The same 10,000 keys, in order, as our former hand-written port made them (compared key by key
    // with the package before the port went): keys already stored in BoardRooms keep their meaning.
    expect(keys.slice(0, 5)).toEqual(["ZO", "ZP", "ZQ", "ZQV", "ZR"]);
    expect(createHash("sha256").update(keys.join("\n")).digest("hex")).toBe(
      "112e586bc7be381c67a5f413190a4e41dae763cd57104274f76ff6f7b4fa06b0",
    );
  });

  it("stays short when always appending or always prepending", () => {
    let last: string | null = null;
    let first: string | null = null;
    for (let i = 0; i < 5000; i++) {
      last = keyBetween(last, null);
      first = keyBetween(null, first);
    }
    expect(last!.length).toBeLessThanOrEqual(4);
    expect(first!.length).toBeLessThanOrEqual(4);
  });

  it("grows slowly when always inserting into the same gap", () => {
    let lo = "a0";
    const hi = "a1";
    for (let i = 0; i < 500; i++) lo = keyBetween(lo, hi);
    expect(lo < hi).toBe(true);
    expect(lo.length).toBeLessThan(120);
  });
});
