import { act, fireEvent, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { describedBy, type FormServer } from "./form-server";

// What every form moved onto Conform promises (issue 23 #2, decision 120), as three tests over one form:
// the route's schema refuses a value in the browser, next to its input, and nothing is sent; the server's
// refusal of one input (details[].path) lands under that input, and what was typed stays; a second submit
// while the first is on its way sends nothing.

export interface FormCase {
  /** Renders the form, wired to the fake server; resolves once it is ready. */
  render: (server: FormServer) => Promise<void> | void;
  /** Fills the form with values it sends (the first text input is `input`). */
  fill: () => unknown;
  /** The label of a text input whose value is checked to stay. */
  input: string;
  /** A value of `input` the route's schema refuses, and the schema's words for it. */
  refused: { value: string; message: string };
  /** A refusal the server sends: its path (an input's name) and the label of that input. */
  serverRefusal: { path: string; input: string; message: string };
  /** The form's submit button's name. */
  submit: string;
  /** Its name while a submit is on its way, when it says so ("Creating..."). */
  pendingSubmit?: string;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: "input, textarea, select" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const formOf = (label: string) => field(label).closest("form") as HTMLFormElement;

export function formContract(c: FormCase, server: () => FormServer) {
  it("refuses a value the route's schema refuses next to its input, and sends nothing", async () => {
    await c.render(server());
    await c.fill();
    type(c.input, c.refused.value);
    await act(async () => fireEvent.submit(formOf(c.input)));
    expect(field(c.input).getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(field(c.input))).toContain(c.refused.message);
    expect(server().calls).toEqual([]);
  });

  it("shows the server's refusal of one input under that input, and keeps what was typed", async () => {
    await c.render(server());
    await c.fill();
    const typed = field(c.input).value;
    server().refuse(c.serverRefusal.path, c.serverRefusal.message);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: c.submit })));
    expect(server().calls).toHaveLength(1);
    const refusedInput = field(c.serverRefusal.input);
    expect(refusedInput.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(refusedInput)).toContain(c.serverRefusal.message);
    // In place: not (also) at the foot of the form (a spec's toast may say it too).
    expect(within(formOf(c.input)).queryByRole("alert")?.textContent ?? "").not.toContain(c.serverRefusal.message);
    expect(field(c.input).value).toBe(typed);
  });

  it("sends once when submitted again while the first submit is on its way", async () => {
    await c.render(server());
    await c.fill();
    server().hold();
    const form = formOf(c.input);
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(server().calls).toHaveLength(1);
    expect(screen.getByRole("button", { name: c.pendingSubmit ?? c.submit }).hasAttribute("disabled")).toBe(true);
    await act(async () => server().release());
    expect(server().calls).toHaveLength(1);
  });
}

/** Types into the text input labelled `label`. */
export const typeInto = type;
