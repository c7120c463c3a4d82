// Setup of the unit layer (vitest.unit.config.ts): where happy-dom, which the component tests pick, differs
// from a browser in what Conform's forms use. Files running in plain Node have no document and get nothing.
//
// - happy-dom has no `Option` constructor; Conform builds the hidden select that carries a react-aria input's
//   value into the form data with `new Option(text, value, defaultSelected, selected)`, as a browser allows.
// - happy-dom's FormData reads a `<select multiple>` as its first chosen value only; a browser sends every
//   chosen option (Conform's hidden select for a list: a token's scopes, a webhook's events).

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
