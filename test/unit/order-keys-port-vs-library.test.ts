import { generateKeyBetween } from "fractional-indexing";
import { describe, expect, it } from "vitest";
import { keyBetween } from "../../worker/board/fractional-index";

// Before the hand-written port is replaced by the `fractional-indexing` package: both must produce
// the very same keys, so keys already stored in every BoardRoom stay valid and sort the same.

function lcg(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

describe("port vs fractional-indexing", () => {
  it("gives identical keys over random insert sequences", () => {
    let compared = 0;
    for (const seed of [1, 42, 2024, 77777]) {
      const rand = lcg(seed);
      const keys: string[] = [];
      for (let i = 0; i < 2500; i++) {
        const at = rand(keys.length + 1);
        const a = keys[at - 1] ?? null;
        const b = keys[at] ?? null;
        const ours = keyBetween(a, b);
        expect(generateKeyBetween(a, b)).toBe(ours);
        keys.splice(at, 0, ours);
        compared++;
      }
    }
    expect(compared).toBe(10_000);
  });

  it("gives identical keys at both ends and in one narrowing gap", () => {
    let last: string | null = null;
    let first: string | null = null;
    for (let i = 0; i < 5000; i++) {
      const nextLast = keyBetween(last, null);
      const nextFirst = keyBetween(null, first);
      expect(generateKeyBetween(last, null)).toBe(nextLast);
      expect(generateKeyBetween(null, first)).toBe(nextFirst);
      last = nextLast;
      first = nextFirst;
    }
    let lo = "a0";
    let hi = "a1";
    for (let i = 0; i < 1000; i++) {
      const mid = keyBetween(lo, hi);
      expect(generateKeyBetween(lo, hi)).toBe(mid);
      if (i % 2) lo = mid;
      else hi = mid;
    }
  });

  // The one difference: the library does not check that a key's fraction digits are base 62 ("a0 "
  // passes). Keys are never read from input (the board makes every one), so that never matters.
  it("refuses the same invalid keys", () => {
    for (const bad of ["a00", "!", "a", "b0", "A00000000000000000000000000", "Zz0"]) {
      let ours = true;
      let theirs = true;
      try {
        keyBetween(bad, null);
      } catch {
        ours = false;
      }
      try {
        generateKeyBetween(bad, null);
      } catch {
        theirs = false;
      }
      expect({ bad, theirs }).toEqual({ bad, theirs: ours });
    }
  });
});
