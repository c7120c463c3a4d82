// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ProjectDescriptionEditor } from "../../app/components/project/project-description-editor";
import { ProjectNameEditor } from "../../app/components/project/project-name-editor";
import { CreateProjectForm } from "../../app/components/projects/create-project-form";
import { ToastProvider } from "../../app/components/ui/toast";
import { ApiError } from "../../app/lib/api";

// The project's own forms on Conform over the route's schema (issue 23 #2): the server's refusal is shown
// next to the input it names, what was typed stays, and a second Enter or click while the first submit is
// on its way sends nothing. The server is faked: a refusal as worker/http/validate.ts words one.

/** A promise the test settles, so a submit can be held "on its way". */
function held<T = void>() {
  let settle: { resolve: (v: T) => void; reject: (e: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const refusal = (path: string, message: string) => new ApiError(message, 400, [{ path, message }]);

beforeAll(() => {
  // happy-dom's requestSubmit() names the form as its own submitter, which its FormData then refuses;
  // a browser sends the submit event with no submitter, as here.
  HTMLFormElement.prototype.requestSubmit = function requestSubmit(this: HTMLFormElement) {
    this.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("ProjectNameEditor", { timeout: 30_000 }, () => {
  it("shows the server's refusal next to the name, keeps the typed name, and sends a double Enter once", async () => {
    const user = userEvent.setup();
    const answer = held();
    const onSave = vi.fn(() => answer.promise);
    render(<ProjectNameEditor name="Launch plan" canEdit onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "Rename project" }));
    const input = screen.getByRole("textbox", { name: "Project name" });
    await user.clear(input);
    await user.type(input, "Spring launch{Enter}{Enter}");
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith("Spring launch");
    await act(async () => answer.reject(refusal("name", "A project may not be called that here")));
    const field = screen.getByRole("textbox", { name: "Project name" });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const message = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("A project may not be called that here");
    expect((field as HTMLInputElement).value).toBe("Spring launch");
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("checks the name with the update schema before sending, and closes once saved", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<ProjectNameEditor name="Launch plan" canEdit onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "Rename project" }));
    const input = screen.getByRole("textbox", { name: "Project name" });
    await user.clear(input);
    await user.type(input, "ab{Enter}");
    await screen.findByText("Project name must be at least 3 characters");
    expect(onSave).not.toHaveBeenCalled();
    await user.type(input, "c{Enter}");
    await waitFor(() => expect(onSave).toHaveBeenCalledWith("abc"));
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Project name" })).toBeNull());
  });
});

describe("ProjectDescriptionEditor", { timeout: 30_000 }, () => {
  it("shows the server's refusal next to the text, keeps the text, and sends a double submit once", async () => {
    const user = userEvent.setup();
    const answer = held();
    const onSave = vi.fn(() => answer.promise);
    render(<ProjectDescriptionEditor projectId={7} description="First words" canEdit onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "Edit description" }));
    const field = screen.getByRole("textbox", { name: "Description" });
    await user.clear(field);
    await user.type(field, "A weekend of music");
    const save = screen.getByRole("button", { name: "Save" });
    await act(async () => {
      save.click();
      save.click();
    });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith("A weekend of music");
    expect(screen.getByRole("button", { name: "Saving..." })).toBeTruthy();
    await act(async () => answer.reject(refusal("description", "That description is not allowed")));
    const after = screen.getByRole("textbox", { name: "Description" });
    await waitFor(() => expect(after.getAttribute("aria-invalid")).toBe("true"));
    expect(
      after
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain("That description is not allowed");
    expect((after as HTMLTextAreaElement).value).toBe("A weekend of music");
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

describe("CreateProjectForm", { timeout: 30_000 }, () => {
  function renderForm() {
    const router = createMemoryRouter(
      [
        { path: "/create-project", element: <CreateProjectForm /> },
        { path: "/projects/:id", element: <p>Project page</p> },
      ],
      { initialEntries: ["/create-project"] },
    );
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
  }

  it("says an empty name in place and in the spec's toast, and sends nothing", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderForm();
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    await screen.findByText("Project name required");
    const name = screen.getByRole("textbox", { name: /Project name/ });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("Please enter a name for your project.").length).toBeGreaterThanOrEqual(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field error next to its input and sends a double click once", async () => {
    const user = userEvent.setup();
    const answer = held<Response>();
    const fetch = vi.fn((_input: unknown, _init?: RequestInit) => answer.promise);
    vi.stubGlobal("fetch", fetch);
    renderForm();
    await user.type(screen.getByRole("textbox", { name: /Project name/ }), "Spring fair");
    const create = screen.getByRole("button", { name: "Create Project" });
    await act(async () => {
      create.click();
      create.click();
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toMatchObject({ name: "Spring fair", icon: "folder-open", iconBg: "blue" });
    expect(create.hasAttribute("disabled") || create.getAttribute("aria-disabled") === "true").toBe(true);
    await act(async () =>
      answer.resolve(
        Response.json(
          {
            message: "A project may not be called that here",
            details: [{ path: "name", message: "A project may not be called that here" }],
          },
          { status: 400 },
        ),
      ),
    );
    const name = screen.getByRole("textbox", { name: /Project name/ });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    const described = (name.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("A project may not be called that here");
    expect(await screen.findByText("Error creating project")).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe("Spring fair");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
