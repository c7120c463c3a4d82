// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TeamInviteForm } from "../../app/components/team/team-invite-form";
import { ToastProvider } from "../../app/components/ui/toast";
import { type Answer, describedText, fakeInvitationServer, inviteInputs, setUpInviteFormTests } from "../support/invite-form";

// The Team page's invite form (spec §2.11, §5) on Conform and teamInviteFormSchema (issue 23 #2):
// each refused input marked with the spec's words, the project sent as a number, the server's field
// error in place, and the form emptied after a send.

const fakeServer = (answers: Answer[]) => fakeInvitationServer(answers);

async function renderForm() {
  render(
    <ToastProvider>
      <TeamInviteForm projects={Promise.resolve([{ id: 3, name: "Launch" }])} />
    </ToastProvider>,
  );
  await screen.findByText("Select a project");
  return inviteInputs();
}

async function chooseProject(name: string) {
  await userEvent.click(screen.getByRole("button", { name: /Project/ }));
  await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name }));
}

setUpInviteFormTests();

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
