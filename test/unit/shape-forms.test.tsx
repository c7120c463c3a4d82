// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FieldRow } from "../../app/components/fields/field-row";
import { NewFieldForm } from "../../app/components/fields/new-field-form";
import { NewOptionForm } from "../../app/components/fields/new-option-form";
import { NewLabelForm } from "../../app/components/labels/new-label-form";
import { NewStatusForm } from "../../app/components/statuses/new-status-form";
import { StatusRow } from "../../app/components/statuses/status-row";
import { updateField } from "../../app/lib/definitions-api";
import type { CustomField } from "../../core/schemas/custom-field";
import type { BoardStatus } from "../../core/schemas/statuses";
import { formContract, typeInto } from "../support/form-contract";
import { type FormServer, formServer, requestOf } from "../support/form-server";

// The project's shape editors' "new" forms (labels, statuses, fields, a select's options) on Conform over
// their routes' own schemas (issue 23 #2): refusals next to the input, one create at a time, the name
// cleared once the server took it.

let server: FormServer;
const PLATFORM: CustomField = {
  id: "1-platform",
  projectId: 1,
  name: "Platform",
  type: "single-select",
  options: [{ id: "o1", name: "Web" }],
  position: 0,
  createdAt: "2026-11-26T00:00:00.000Z",
  updatedAt: "2026-11-26T00:00:00.000Z",
};

/** Each POST and PATCH goes to the fake server; it answers with what was sent. */
function stubFetch() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { body } = await requestOf(input, init);
      return server.respond(body, { id: "1-new", projectId: 1, order: 0, ...body });
    }),
  );
}

beforeEach(() => {
  server = formServer();
  stubFetch();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("New label form", { timeout: 30_000 }, () => {
  formContract(
    {
      render: () => void render(<NewLabelForm projectId={1} busy={false} />),
      fill: () => typeInto("New label name", "Urgent"),
      input: "New label name",
      refused: { value: "   ", message: "Please enter a label name" },
      serverRefusal: { path: "name", input: "New label name", message: "Label names may not look like that." },
      submit: "Add label",
    },
    () => server,
  );

  it("sends the route's payload, clears the name, and shows a clash that names no input at the form's foot", async () => {
    render(<NewLabelForm projectId={1} busy={false} />);
    typeInto("New label name", "  Urgent ");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add label" })));
    expect(server.calls).toEqual([{ name: "Urgent", color: "blue" }]);
    expect((screen.getByLabelText("New label name", { selector: "input" }) as HTMLInputElement).value).toBe("");
    // The board's clash is a 409 with a message only.
    vi.stubGlobal("fetch", async () => Response.json({ message: "There is already a label “Urgent” in this project." }, { status: 409 }));
    typeInto("New label name", "urgent");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add label" })));
    expect(screen.getByRole("alert").textContent).toBe("There is already a label “Urgent” in this project.");
    expect((screen.getByLabelText("New label name", { selector: "input" }) as HTMLInputElement).value).toBe("urgent");
  });
});

describe("New status form", { timeout: 30_000 }, () => {
  formContract(
    {
      render: () => void render(<NewStatusForm projectId={1} busy={false} />),
      fill: () => typeInto("New status name", "In review"),
      input: "New status name",
      refused: { value: "x".repeat(41), message: "Status name is too long (max 40 characters)." },
      serverRefusal: { path: "name", input: "New status name", message: "Status names may not look like that." },
      submit: "Add status",
    },
    () => server,
  );

  it("sends the name, the category and the colour", async () => {
    render(<NewStatusForm projectId={1} busy={false} />);
    typeInto("New status name", "In review");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add status" })));
    expect(server.calls).toEqual([{ name: "In review", category: "in-progress", color: "blue" }]);
  });
});

describe("New field form", { timeout: 30_000 }, () => {
  formContract(
    {
      render: () => void render(<NewFieldForm projectId={1} busy={false} />),
      fill: () => typeInto("New field name", "Budget"),
      input: "New field name",
      refused: { value: "   ", message: "Please enter a field name" },
      serverRefusal: { path: "name", input: "New field name", message: "Field names may not look like that." },
      submit: "Add field",
    },
    () => server,
  );

  it("sends a text field without options", async () => {
    render(<NewFieldForm projectId={1} busy={false} />);
    typeInto("New field name", "Budget");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add field" })));
    expect(server.calls).toEqual([{ name: "Budget", type: "text" }]);
  });
});

describe("New option form", { timeout: 30_000 }, () => {
  const kept = PLATFORM.options.map((o) => ({ id: o.id, name: o.name }));
  const label = "New option of “Platform”";
  formContract(
    {
      render: () =>
        void render(<NewOptionForm field={PLATFORM} kept={kept} busy={false} add={(options) => updateField(PLATFORM.id, { options })} />),
      fill: () => typeInto(label, "Mobile"),
      input: label,
      // The route's list rule, about the one option typed here.
      refused: { value: "web", message: "Two options have the same name." },
      // The server names the option by its place in the list.
      serverRefusal: { path: "options.1.name", input: label, message: "Option names may not look like that." },
      submit: "Add option",
    },
    () => server,
  );

  it("sends the field's options with the new one last, then clears the input", async () => {
    render(<NewOptionForm field={PLATFORM} kept={kept} busy={false} add={(options) => updateField(PLATFORM.id, { options })} />);
    typeInto(label, " Mobile ");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add option" })));
    expect(server.calls).toEqual([{ options: [{ id: "o1", name: "Web" }, { name: "Mobile" }] }]);
    expect((screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement).value).toBe("");
  });
});

describe("The editors' rows (one shared rename, move and delete row)", { timeout: 30_000 }, () => {
  const run = vi.fn(async () => true);
  const DONE: BoardStatus = { id: "1-done", projectId: 1, name: "Done", color: "green", category: "done", order: 2 };

  it("names a status row's controls after the status, and moves it through the status route", async () => {
    render(
      <ul>
        <StatusRow status={DONE} index={2} count={3} canEdit busy={false} run={run} onDelete={() => {}} />
      </ul>,
    );
    expect(screen.getByRole("textbox", { name: "Name of status “Done”" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move status “Done” down" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Delete status “Done”" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Move status “Done” up" })));
    expect(run).toHaveBeenCalledWith(expect.any(Function), "The status was not moved.");
  });

  it("shows a field's type beside its name, for editors and viewers", () => {
    const { unmount } = render(
      <ul>
        <FieldRow field={PLATFORM} index={0} count={1} canEdit busy={false} run={run} onDelete={() => {}} />
      </ul>,
    );
    expect(screen.getByRole("textbox", { name: "Name of field “Platform”" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete field “Platform”" })).toBeTruthy();
    expect(screen.getByText("Single select")).toBeTruthy();
    unmount();
    render(
      <ul>
        <FieldRow field={PLATFORM} index={0} count={1} canEdit={false} busy={false} run={run} onDelete={() => {}} />
      </ul>,
    );
    expect(screen.queryByRole("textbox", { name: "Name of field “Platform”" })).toBeNull();
    expect(screen.getByText("Platform")).toBeTruthy();
    expect(screen.getByText("Single select")).toBeTruthy();
  });
});
