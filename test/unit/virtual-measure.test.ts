import type { Virtualizer } from "@tanstack/react-virtual";
import { describe, expect, it } from "vitest";
import { measureFromObserver } from "../../app/lib/virtual-measure";

// Issue 22: a row's or card's height comes from the ResizeObserver's entry, never from a layout forced
// as it mounts (TanStack Virtual's default reads offsetHeight).

/** An element whose offsetHeight forces a layout: reading it fails the test. */
function element(index: number): Element {
  const el = { dataset: { index: String(index) }, getAttribute: (name: string) => (name === "data-index" ? String(index) : null) };
  Object.defineProperty(el, "offsetHeight", {
    get() {
      throw new Error("offsetHeight read: a forced layout");
    },
  });
  return el as unknown as Element;
}

function instance(cached: Record<string, number> = {}): Virtualizer<Window, Element> {
  const fake = {
    options: { horizontal: false, getItemKey: (i: number) => `task-${i}`, estimateSize: () => 64 },
    itemSizeCache: new Map(Object.entries(cached)),
    indexFromElement: (el: Element) => Number(el.getAttribute("data-index")),
  };
  return fake as unknown as Virtualizer<Window, Element>;
}

const entry = (blockSize: number) => ({ borderBoxSize: [{ blockSize, inlineSize: 300 }] }) as unknown as ResizeObserverEntry;

describe("measureFromObserver", () => {
  it("takes the size the observer reports", () => {
    expect(measureFromObserver(element(3), entry(71.6), instance())).toBe(72);
  });

  it("keeps the size already known for the task while the observer has not reported", () => {
    expect(measureFromObserver(element(3), undefined, instance({ "task-3": 88 }))).toBe(88);
  });

  it("uses the estimate for a row never measured, without reading its layout", () => {
    expect(measureFromObserver(element(5), undefined, instance({ "task-3": 88 }))).toBe(64);
  });
});
