// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EmailInvitationsPanel } from "../../app/components/team/email-invitations-panel";
import { ToastProvider } from "../../app/components/ui/toast";
import type { ProjectInvitationView } from "../../core/schemas/team";
import { type Answer, describedText, fakeInvitationServer, inviteInputs, setUpInviteFormTests } from "../support/invite-form";

// The Members tab's Email Invitations form (spec §2.8, §5) on Conform and POST /api/invitations' own
// schema (issue 23 #2): a refused address is marked on its input (and told in the spec's toast), the
// server's field error lands next to its input, and a double submit sends one invitation.

const PROJECT = 7;

/** The server: GET lists `listed`; each POST gets the next answer from `answers`. */
const fakeServer = (answers: Answer[], listed: ProjectInvitationView[] = []) =>
  fakeInvitationServer(answers, { path: `/projects/${PROJECT}/invitations`, body: listed });

const invitation = (email: string): ProjectInvitationView => ({
  id: 1,
  email,
  role: "viewer",
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-11-27T10:00:00.000Z",
  acceptedAt: null,
});

async function renderPanel() {
  render(
    <ToastProvider>
      <EmailInvitationsPanel projectId={PROJECT} />
    </ToastProvider>,
  );
  await screen.findByText(/No invitations sent for this project\.|@example\.com/);
  return inviteInputs();
}

setUpInviteFormTests();

describe("Email Invitations form", { timeout: 30_000 }, () => {
  it("refuses a malformed address on its input, with the spec's toast, and sends nothing", async () => {
    const server = fakeServer([]);
    const { email, send } = await renderPanel();
    await userEvent.type(email, "not-an-address");
    await userEvent.click(send);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(email)).toContain("Please enter a valid email address.");
    expect(screen.getByTestId("toast").textContent).toContain("Invalid email");
    expect(server.posts).toEqual([]);

    // Fixing the address clears the mark as it is typed.
    await userEvent.clear(email);
    await userEvent.type(email, "ann@example.com");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBeNull());
  });

  it("refuses an address already waiting in the list, on its input", async () => {
    const server = fakeServer([], [invitation("ann@example.com")]);
    const { email, send } = await renderPanel();
    await userEvent.type(email, "Ann@Example.com");
    await userEvent.click(send);
    await waitFor(() => expect(describedText(email)).toContain("This email has already been invited to the project."));
    expect(screen.getByTestId("toast").textContent).toContain("Already invited");
    expect(server.posts).toEqual([]);
  });

  it("sends the payload the route's schema takes, then empties the form and sets the role back to Viewer", async () => {
    const server = fakeServer([{ status: 201, body: invitation("bob@example.com") }]);
    const { email, send } = await renderPanel();
    await userEvent.type(email, "  Bob@Example.com ");
    await userEvent.click(screen.getByRole("button", { name: /Role/ }));
    await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Editor" }));
    await userEvent.click(send);
    await screen.findByText("Invitation sent");
    expect(server.posts).toEqual([{ projectId: PROJECT, email: "bob@example.com", role: "editor" }]);
    await waitFor(() => expect(email.value).toBe(""));
    // The role is back to its default, Viewer (spec §5).
    expect(screen.getByRole("button", { name: /Role/ }).textContent).toContain("Viewer");
  });

  it("puts the server's field error next to its input and keeps what was typed", async () => {
    const server = fakeServer([
      { status: 400, body: { message: "Invalid input", details: [{ path: "email", message: "This domain does not take mail." }] } },
    ]);
    const { email, send } = await renderPanel();
    await userEvent.type(email, "carol@example.com");
    await userEvent.click(send);
    await waitFor(() => expect(describedText(email)).toContain("This domain does not take mail."));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.value).toBe("carol@example.com");
    expect(screen.getByTestId("toast").textContent).toContain("Failed to send invitation");
    expect(server.posts).toHaveLength(1);
  });

  it("puts a conflict (already pending on the server) next to the address", async () => {
    fakeServer([{ status: 409, body: { message: "An invitation for this person is already pending." } }]);
    const { email, send } = await renderPanel();
    await userEvent.type(email, "dan@example.com");
    await userEvent.click(send);
    await waitFor(() => expect(describedText(email)).toContain("An invitation for this person is already pending."));
  });

  it("sends once when submitted twice while the first is on its way", async () => {
    const server = fakeServer([{ status: 201, body: invitation("erin@example.com") }]);
    server.state.hold = true;
    const { email, send } = await renderPanel();
    await userEvent.type(email, "erin@example.com");
    const form = send.closest("form") as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(within(form).getByRole("button", { name: "Sending..." })).toBeTruthy();
    await act(async () => server.release());
    await screen.findByText("Invitation sent");
    // The form just emptied by the success: a late second click is dropped too, the success toast stays.
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(screen.getByTestId("toast").textContent).toContain("Invitation sent");
    expect(screen.queryByText("Email required")).toBeNull();
    expect(server.posts).toHaveLength(1);
  });
});
