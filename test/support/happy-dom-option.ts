// Setup of the unit layer (vitest.unit.config.ts). happy-dom, which the component tests pick, has no
// `Option` constructor; Conform builds the hidden select that carries a react-aria input's value into
// the form data with `new Option(text, value, defaultSelected, selected)`, as a browser allows. Files
// running in plain Node have no document and get nothing.

function OptionShim(text = "", value?: string, defaultSelected = false, selected = false): HTMLOptionElement {
  const option = document.createElement("option");
  option.text = text;
  option.value = value ?? text;
  option.defaultSelected = defaultSelected;
  option.selected = selected;
  return option;
}

if (typeof document !== "undefined" && typeof (globalThis as { Option?: unknown }).Option !== "function") {
  Object.defineProperty(globalThis, "Option", { value: OptionShim, configurable: true, writable: true });
}
