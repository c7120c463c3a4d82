// Setup of the unit layer (vitest.unit.config.ts): where happy-dom, which the component tests pick, differs
// from a browser in what Conform's forms use. Files running in plain Node have no document and get nothing.
//
// - happy-dom has no `Option` constructor; Conform builds the hidden select that carries a react-aria input's
//   value into the form data with `new Option(text, value, defaultSelected, selected)`, as a browser allows.
// - happy-dom's FormData reads a `<select multiple>` as its first chosen value only; a browser sends every
//   chosen option (Conform's hidden select for a list: a token's scopes, a webhook's events).

import { vi } from "vitest";

function OptionShim(text = "", value?: string, defaultSelected = false, selected = false): HTMLOptionElement {
  const option = document.createElement("option");
  option.text = text;
  option.value = value ?? text;
  option.defaultSelected = defaultSelected;
  option.selected = selected;
  return option;
}

if (typeof document !== "undefined") {
  if (typeof (globalThis as { Option?: unknown }).Option !== "function") {
    Object.defineProperty(globalThis, "Option", { value: OptionShim, configurable: true, writable: true });
  }

  const HappyFormData = globalThis.FormData;
  class BrowserFormData extends HappyFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super(form, submitter);
      if (!form) return;
      for (const element of Array.from(form.elements)) {
        if (!(element instanceof HTMLSelectElement) || !element.multiple || !element.name || element.disabled) continue;
        this.delete(element.name);
        for (const option of Array.from(element.selectedOptions)) this.append(element.name, option.value);
      }
    }
  }
  Object.defineProperty(globalThis, "FormData", { value: BrowserFormData, configurable: true, writable: true });
}

/** Kept for the tests that ask for it; the setup above already installs the shim for every component test. */
export function stubOption() {
  if (typeof globalThis.Option === "undefined") vi.stubGlobal("Option", OptionShim);
}

/**
 * happy-dom's requestSubmit() names the form as its own submitter, which its FormData then refuses; a
 * browser sends the submit event with no submitter, as this does. Returns the undo (for afterEach).
 */
export function standInRequestSubmit(): () => void {
  const happyDomRequestSubmit = HTMLFormElement.prototype.requestSubmit;
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
