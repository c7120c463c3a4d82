// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InvitationsTable } from "../../app/components/team/invitations-table";
import { MyInvitations } from "../../app/components/team/my-invitations";
import { ToastProvider } from "../../app/components/ui/toast";
import type { MyInvitationView, ProjectInvitationView } from "../../core/schemas/team";

// The invitations tables share their role, date and "invited by" cells (invitation-cells.tsx): each row
// reads the same as before, cell by cell, under its column.

const invitation: ProjectInvitationView = {
  id: 1,
  email: "ann@example.com",
  role: "editor",
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-11-27T10:00:00.000Z",
  acceptedAt: null,
};

const mine = (over: Partial<MyInvitationView>): MyInvitationView => ({
  ...invitation,
  projectId: 4,
  projectName: "Launch",
  invitedBy: 2,
  invitedByName: "Bob Stone",
  ...over,
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

afterEach(() => cleanup());

describe("a project's invitations table", () => {
  it("shows the email, status, role badge, both dates and Delete", () => {
    const onDelete = vi.fn();
    render(<InvitationsTable invitations={[invitation]} onDelete={onDelete} />);
    const [, row] = screen.getAllByRole("row");
    expect(cellsOf(row)).toEqual(["ann@example.com", "Pending", "Editor", "Nov 20, 2026", "Nov 27, 2026", ""]);
    expect(screen.getByRole("button", { name: "Delete invitation for ann@example.com" })).toBeTruthy();
  });
});

describe("Your Invitations", () => {
  it("shows who invited (N/A when unknown), the role and the dates in the pending and history tables", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <ToastProvider>
            <MyInvitations
              invitations={[
                mine({}),
                mine({ id: 2, projectName: "Old", status: "accepted", acceptedAt: "2026-11-21T10:00:00.000Z", invitedByName: null }),
              ]}
            />
          </ToastProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const pending = await screen.findByRole("button", { name: "Accept invitation to Launch" });
    expect(cellsOf(pending.closest("tr") as HTMLElement)).toEqual(["Launch", "Bob Stone", "Editor", "Nov 27, 2026", "Accept"]);
    const old = screen.getByRole("link", { name: "Old" });
    expect(cellsOf(old.closest("tr") as HTMLElement)).toEqual(["Old", "N/A", "Editor", "Accepted", "Nov 21, 2026"]);
  });
});
