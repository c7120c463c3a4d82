import { describe, expect, it } from "vitest";
import { SHORTCUTS } from "../../app/components/keyboard/shortcut-list";
import { isTypingTarget, shortcutFor } from "../../app/components/keyboard/shortcuts";

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe("shortcutFor", () => {
  it("reads single keys, Ctrl/⌘-K and g-sequences", () => {
    expect(shortcutFor(press("c"), null)).toBe("c");
    expect(shortcutFor(press("/"), null)).toBe("/");
    expect(shortcutFor(press("?"), null)).toBe("?");
    expect(shortcutFor(press("k", { ctrlKey: true }), null)).toBe("mod+k");
    expect(shortcutFor(press("k", { metaKey: true }), null)).toBe("mod+k");
    expect(shortcutFor(press("g"), null)).toBe("g");
    expect(shortcutFor(press("x"), null)).toBe("x");
    expect(shortcutFor(press("d"), null)).toBe("d");
    expect(shortcutFor(press("p"), "g")).toBe("g p");
    expect(shortcutFor(press("a"), "g")).toBe("g a");
  });
  it("leaves the browser's own combinations and unknown keys alone", () => {
    expect(shortcutFor(press("c", { ctrlKey: true }), null)).toBeNull();
    expect(shortcutFor(press("x", { altKey: true }), null)).toBeNull();
    expect(shortcutFor(press("C"), null)).toBeNull();
    expect(shortcutFor(press("z"), null)).toBeNull();
    expect(shortcutFor(press("z"), "g")).toBeNull();
  });
});

describe("isTypingTarget", () => {
  it("treats text fields as typing, buttons and checkboxes not", () => {
    expect(isTypingTarget({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isTypingTarget({ tagName: "INPUT", type: "search" })).toBe(true);
    expect(isTypingTarget({ tagName: "INPUT", type: "date" })).toBe(true);
    expect(isTypingTarget({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", role: "combobox" })).toBe(true);
    expect(isTypingTarget({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isTypingTarget({ tagName: "BUTTON" })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("cheat sheet", () => {
  it("lists every shortcut the issue asks for", () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    // x ticks tasks for bulk edit and d marks done (issue 25, decision 099).
    for (const k of ["c", "/", "mod+k", "j", "k", "x", "d", "e", "a", "1", "2", "3", "b", "l", "g p", "g d", "g t", "g a", "?"])
      expect(keys).toContain(k);
  });
});
