import { describe, expect, it } from "vitest";
import { MinHeap } from "../../core/schedule/heap";

// The leveller's ready queue (core/schedule/auto-schedule.ts): whatever order tasks become ready in,
// they leave it by priority. Issue 27: the schedule tests fill it with a few tasks only.

/** A fixed shuffle of 0…n-1 (a linear congruential walk), so a failure is the same on every run. */
function shuffled(n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  let seed = 27;
  for (let i = n - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const drain = (heap: MinHeap): number[] => {
  const out: number[] = [];
  while (heap.size > 0) out.push(heap.pop());
  return out;
};

describe("the ready queue", () => {
  it("gives back every item, least first, whatever order they came in", () => {
    const heap = new MinHeap((a, b) => a < b);
    const input = shuffled(100);
    for (const x of input) heap.push(x);
    expect(heap.size).toBe(100);
    expect(drain(heap)).toEqual([...input].sort((a, b) => a - b));
  });

  it("orders by the given rule, and keeps equal items", () => {
    const priority = [3, 1, 2, 1, 0, 3, 2];
    const heap = new MinHeap((a, b) => priority[a] < priority[b]);
    for (const x of [0, 1, 2, 3, 4, 5, 6]) heap.push(x);
    expect(drain(heap).map((x) => priority[x])).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it("stays in order when pushes and pops take turns", () => {
    const heap = new MinHeap((a, b) => a < b);
    const out: number[] = [];
    for (const x of shuffled(60)) {
      heap.push(x);
      heap.push(x + 100);
      out.push(heap.pop());
    }
    out.push(...drain(heap));
    expect(out.length).toBe(120);
    // Each pop is the least of what was in the queue then; checked against a sorted copy.
    const check: number[] = [];
    const sim: number[] = [];
    for (const x of shuffled(60)) {
      sim.push(x, x + 100);
      sim.sort((a, b) => a - b);
      check.push(sim.shift() as number);
    }
    check.push(...sim.sort((a, b) => a - b));
    expect(out).toEqual(check);
  });

  it("is empty again after the last pop", () => {
    const heap = new MinHeap((a, b) => a < b);
    heap.push(7);
    expect(heap.pop()).toBe(7);
    expect(heap.size).toBe(0);
  });
});
