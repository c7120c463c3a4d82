// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Dialog } from "react-aria-components";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationsPanel } from "../../app/components/dashboard/notifications-panel";
import type { useNotifications } from "../../app/lib/use-notifications";
import type { NotificationView } from "../../core/schemas/notification";
import type { MyInvitationView } from "../../core/schemas/team";

// The bell's popover (issue 17): loading, failure, nothing new, invitations without a notification, and
// a notification that opens its page and is marked read.

afterEach(cleanup);

type Bell = ReturnType<typeof useNotifications>;

const bellWith = (list: Bell["list"], unread = 0): Bell => ({
  unread,
  list,
  loadMore: vi.fn(async () => {}),
  loadingMore: false,
  markRead: vi.fn(async () => {}),
  setOpen: vi.fn(),
  reload: vi.fn(async () => {}),
});

const ITEM: NotificationView = {
  id: 5,
  kind: "mention",
  title: "Ada mentioned you",
  body: "on Book the movers",
  url: "/projects/3?task=t1",
  projectId: 3,
  taskId: "t1",
  actor: null,
  read: false,
  createdAt: new Date().toISOString(),
};

const INVITATION: MyInvitationView = {
  id: 2,
  email: "sam@example.com",
  status: "pending",
  role: "editor",
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-12-20T10:00:00.000Z",
  acceptedAt: null,
  projectId: 8,
  projectName: "Office move",
  invitedBy: 1,
  invitedByName: null,
};

function renderPanel(bell: Bell, waiting: MyInvitationView[] = [], close = vi.fn()) {
  render(
    <MemoryRouter initialEntries={["/dashboard"]}>
      <Routes>
        <Route
          path="/dashboard"
          element={
            <Dialog aria-label="Notifications">
              <NotificationsPanel bell={bell} waiting={waiting} close={close} />
            </Dialog>
          }
        />
        <Route path="/projects/:id" element={<h1>Project page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return close;
}

describe("NotificationsPanel", () => {
  it("shows the first load as a status, and a failure with a way to try again", () => {
    renderPanel(bellWith({ state: "loading" }));
    expect(screen.getByRole("status", { name: "Loading notifications" })).toBeTruthy();
    cleanup();
    const bell = bellWith({ state: "error", message: "Failed to load notifications" });
    renderPanel(bell);
    expect(screen.getByRole("alert").textContent).toContain("Failed to load notifications");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(bell.reload).toHaveBeenCalledTimes(1);
  });

  it("says all is caught up only when there is nothing, invitations included", () => {
    renderPanel(bellWith({ state: "ready", items: [], next: null }));
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
    cleanup();
    renderPanel(bellWith({ state: "ready", items: [], next: null }), [INVITATION]);
    expect(screen.queryByText("You're all caught up.")).toBeNull();
    expect(screen.getByText(/invited you to/).textContent).toBe("Someone invited you to Office move as editor.");
  });

  it("opens a notification's page, marks it read and closes the popover", () => {
    const bell = bellWith({ state: "ready", items: [ITEM], next: "c1" }, 1);
    const close = renderPanel(bell);
    const list = screen.getByRole("list", { name: "Your notifications" });
    expect(within(list).getByRole("link").textContent).toContain(", unread");
    fireEvent.click(screen.getByRole("button", { name: "Show older" }));
    expect(bell.loadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(within(list).getByRole("link"));
    expect(bell.markRead).toHaveBeenCalledWith([5]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Project page" })).toBeTruthy();
  });
});
