// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StartFromTemplateButton } from "../../app/components/templates/start-from-template";
import { ToastProvider } from "../../app/components/ui/toast";
import { QueryProvider } from "../../app/lib/query-client";
import type { TemplateSummary } from "../../core/schemas/template";
import { describedBy } from "../support/form-server";
import { stubOption } from "../support/happy-dom-forms";

// Start from a template (issue 25): the form asks for a template, takes its name until one is typed,
// sends the choice and opens the new project. On Conform over the route's schema (issue 23 #2): refused
// in place before sending, the server's refusal next to its input, values kept, one create at a time.

const TEMPLATES: TemplateSummary[] = [
  {
    id: "builtin:launch",
    name: "Product launch",
    description: "From plan to launch day.",
    builtIn: true,
    taskCount: 12,
    milestoneCount: 3,
    durationDays: 42,
    createdAt: null,
  },
  { id: "9", name: "Our sprint", description: null, builtIn: false, taskCount: 1, milestoneCount: 1, durationDays: 1, createdAt: null },
];

let posted: unknown[] = [];
/** The answer to the create; a created project unless a test says otherwise. */
let answer: () => Promise<Response>;

beforeEach(() => {
  posted = [];
  answer = async () => Response.json({ id: 41 }, { status: 201 });
  stubOption();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      if (url.pathname === "/api/templates") return Response.json(TEMPLATES);
      if (url.pathname === "/api/projects/from-template") {
        posted.push(JSON.parse(String(init?.body)));
        return answer();
      }
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openForm() {
  render(
    <QueryProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={["/projects"]}>
          <Routes>
            <Route path="/projects" element={<StartFromTemplateButton />} />
            <Route path="/projects/:id" element={<h1>Project page</h1>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryProvider>,
  );
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "New from template" })));
  await screen.findByRole("radio", { name: /Product launch/ });
}

describe("StartFromTemplateButton", { timeout: 30_000 }, () => {
  it("lists each template with its size, and asks for one before sending", async () => {
    await openForm();
    expect(screen.getByText("12 tasks · 3 milestones · 42 days")).toBeTruthy();
    expect(screen.getByText("1 task · 1 milestone · 1 day")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Project" })));
    expect(screen.getByRole("alert").textContent).toBe("Please choose a template");
    expect(posted).toEqual([]);
  });

  it("takes the template's name until one is typed, then sends the choice and opens the project", async () => {
    await openForm();
    fireEvent.click(screen.getByRole("radio", { name: /Product launch/ }));
    const name = screen.getByRole("textbox", { name: "Project name" }) as HTMLInputElement;
    expect(name.value).toBe("Product launch");
    fireEvent.change(name, { target: { value: "  Spring launch " } });
    fireEvent.click(screen.getByRole("radio", { name: /Our sprint/ }));
    expect(name.value).toBe("  Spring launch ");
    fireEvent.change(screen.getByLabelText("Start date"), { target: { value: "2027-03-01" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Project" })));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Project page" })).toBeTruthy());
    expect(posted).toEqual([{ templateId: "9", startDate: "2027-03-01", name: "Spring launch" }]);
  });

  it("refuses an empty name and a missing start date in place, before sending", async () => {
    await openForm();
    fireEvent.click(screen.getByRole("radio", { name: /Product launch/ }));
    const name = screen.getByRole("textbox", { name: "Project name" }) as HTMLInputElement;
    await act(async () => fireEvent.change(name, { target: { value: " " } }));
    const start = screen.getByLabelText("Start date") as HTMLInputElement;
    await act(async () => fireEvent.change(start, { target: { value: "" } }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Project" })));
    expect(posted).toEqual([]);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(name)).toBe("Please enter a name for your project.");
    expect(describedBy(start)).toBe("Please choose a start date");
  });

  it("shows the server's refusal next to the input it names and keeps what was typed", async () => {
    const refusal = "Project name must be at most 120 characters";
    answer = async () => Response.json({ message: "Invalid input", details: [{ path: "name", message: refusal }] }, { status: 400 });
    await openForm();
    fireEvent.click(screen.getByRole("radio", { name: /Our sprint/ }));
    const name = screen.getByRole("textbox", { name: "Project name" }) as HTMLInputElement;
    await act(async () => fireEvent.change(name, { target: { value: "Sprint two" } }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Project" })));
    await waitFor(() => expect(describedBy(name)).toBe(refusal));
    expect(posted).toHaveLength(1);
    expect(name.value).toBe("Sprint two");
    expect((screen.getByRole("radio", { name: /Our sprint/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Project not created")).toBeTruthy();
  });

  it("shows a refusal that names no input at the form's foot", async () => {
    answer = async () => Response.json({ message: "Template not found" }, { status: 404 });
    await openForm();
    fireEvent.click(screen.getByRole("radio", { name: /Our sprint/ }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Project" })));
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("Template not found"));
    expect(screen.queryByRole("heading", { name: "Project page" })).toBeNull();
  });

  it("sends once when Create Project is pressed twice", async () => {
    let finish = () => {};
    answer = () => new Promise<Response>((resolve) => (finish = () => resolve(Response.json({ id: 41 }, { status: 201 }))));
    await openForm();
    fireEvent.click(screen.getByRole("radio", { name: /Product launch/ }));
    const form = (screen.getByRole("textbox", { name: "Project name" }) as HTMLInputElement).closest("form") as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(posted).toHaveLength(1);
    expect((screen.getByRole("button", { name: "Creating..." }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole("heading", { name: "Project page" })).toBeTruthy());
  });
});
