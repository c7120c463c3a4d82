// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TeamInviteForm } from "../../app/components/team/team-invite-form";
import { ToastProvider } from "../../app/components/ui/toast";

// The Team page's invite form (spec §2.11, §5) on Conform and teamInviteFormSchema (issue 23 #2):
// each refused input marked with the spec's words, the project sent as a number, the server's field
// error in place, and the form emptied after a send.

type Answer = { status: number; body: unknown };

function fakeServer(answers: Answer[]) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if ((init?.method ?? "GET").toUpperCase() === "POST" && url.endsWith("/api/invitations")) {
        posts.push(JSON.parse(String(init?.body)));
        const answer = answers.shift() ?? { status: 500, body: { message: "no answer left" } };
        return Response.json(answer.body, { status: answer.status });
      }
      return Response.json({ message: `unexpected ${url}` }, { status: 404 });
    }),
  );
  return { posts };
}

async function renderForm() {
  render(
    <ToastProvider>
      <TeamInviteForm projects={Promise.resolve([{ id: 3, name: "Launch" }])} />
    </ToastProvider>,
  );
  await screen.findByText("Select a project");
  return {
    email: screen.getByLabelText("Email address") as HTMLInputElement,
    send: screen.getByRole("button", { name: "Send Invitation" }),
  };
}

const describedText = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby")?.split(" ") ?? []).map((id) => document.getElementById(id)?.textContent ?? "").join(" ");

async function chooseProject(name: string) {
  await userEvent.click(screen.getByRole("button", { name: /Project/ }));
  await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name }));
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Team page invite form", { timeout: 30_000 }, () => {
  it("marks each refused input with the spec's words and sends nothing", async () => {
    const server = fakeServer([]);
    const { email, send } = await renderForm();
    await userEvent.type(email, "not-an-address");
    await userEvent.click(send);
    await waitFor(() => expect(describedText(email)).toContain("Please enter a valid email address"));
    expect(await screen.findByText("Please select a project")).toBeTruthy();
    expect(server.posts).toEqual([]);
  });

  it("sends the project as a number, then empties the form; the server's field error lands in place", async () => {
    const server = fakeServer([
      { status: 400, body: { message: "Invalid input", details: [{ path: "email", message: "This domain does not take mail." }] } },
      { status: 201, body: {} },
    ]);
    const { email, send } = await renderForm();
    await userEvent.type(email, "Ann@Example.com");
    await chooseProject("Launch");
    await userEvent.click(send);
    await waitFor(() => expect(describedText(email)).toContain("This domain does not take mail."));
    expect(email.value).toBe("Ann@Example.com");

    await act(async () => {
      await userEvent.click(send);
    });
    await screen.findByText("Invitation sent!");
    expect(server.posts).toEqual([
      { email: "ann@example.com", projectId: 3, role: "viewer" },
      { email: "ann@example.com", projectId: 3, role: "viewer" },
    ]);
    await waitFor(() => expect(email.value).toBe(""));
    expect(await screen.findByText("Select a project")).toBeTruthy();
  });
});
