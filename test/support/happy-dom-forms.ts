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

/**
 * happy-dom gives a control inside a <form> to that form even when its `form` attribute names another;
 * a browser gives it to the named form (HTML's form owner). This stands in the browser's rule for
 * inputs, selects, text areas and buttons. Returns the undo (for afterEach).
 */
export function standInFormAttribute(): () => void {
  const undo: Array<() => void> = [];
  for (const proto of [
    HTMLInputElement.prototype,
    HTMLButtonElement.prototype,
    HTMLSelectElement.prototype,
    HTMLTextAreaElement.prototype,
  ]) {
    const own = Object.getOwnPropertyDescriptor(proto, "form");
    if (!own?.get) continue;
    const ancestorForm = own.get;
    Object.defineProperty(proto, "form", {
      configurable: true,
      get(this: HTMLElement) {
        const id = this.getAttribute("form");
        if (id === null) return ancestorForm.call(this);
        const named = this.isConnected ? this.ownerDocument.getElementById(id) : null;
        return named instanceof HTMLFormElement ? named : null;
      },
    });
    undo.push(() => Object.defineProperty(proto, "form", own));
  }
  return () => {
    for (const u of undo) u();
  };
}
