import { vi } from "vitest";

/** happy-dom has no `Option` constructor; Conform builds the hidden select that carries a field's value with it. */
function OptionShim(text = "", value?: string, defaultSelected = false, selected = false): HTMLOptionElement {
  const option = document.createElement("option");
  option.text = text;
  if (value !== undefined) option.value = value;
  option.defaultSelected = defaultSelected;
  option.selected = selected;
  return option;
}

/** Stands in a browser's `Option` for Conform's hidden select (call in beforeEach; vi.unstubAllGlobals undoes it). */
export function stubOption() {
  if (typeof globalThis.Option === "undefined") vi.stubGlobal("Option", OptionShim);
}

const happyDomRequestSubmit = HTMLFormElement.prototype.requestSubmit;

/**
 * happy-dom's requestSubmit() names the form as its own submitter, which its FormData then refuses; a
 * browser sends the submit event with no submitter, as this does. Returns the undo (for afterEach).
 */
export function standInRequestSubmit(): () => void {
  HTMLFormElement.prototype.requestSubmit = function requestSubmit(this: HTMLFormElement) {
    this.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  };
  return () => {
    HTMLFormElement.prototype.requestSubmit = happyDomRequestSubmit;
  };
}
