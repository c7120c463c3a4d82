import { describe, expect, it } from "vitest";
import { bellLabel, dotText, waitingInvitations } from "../../app/components/dashboard/bell-count";
import type { NotificationView } from "../../core/schemas/notification";
import type { MyInvitationView } from "../../core/schemas/team";

// The bell's count (issue 17): invitations without a notification count once, and the label says how many.

const invitation = (id: number, projectId: number): MyInvitationView => ({
  id,
  email: "sam@example.com",
  status: "pending",
  role: "editor",
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-12-20T10:00:00.000Z",
  acceptedAt: null,
  projectId,
  projectName: `Project ${projectId}`,
  invitedBy: 1,
  invitedByName: "Ada",
});

const notification = (id: number, kind: NotificationView["kind"], projectId: number): NotificationView => ({
  id,
  kind,
  title: "Something happened",
  body: null,
  url: "/team?tab=invitations",
  projectId,
  taskId: null,
  actor: null,
  read: false,
  createdAt: "2026-11-26T09:00:00.000Z",
});

describe("waitingInvitations", () => {
  it("drops an invitation whose project already has an invitation notification", () => {
    const pending = [invitation(1, 10), invitation(2, 20)];
    expect(waitingInvitations(pending, [notification(5, "invitation", 10)]).map((i) => i.id)).toEqual([2]);
  });

  it("keeps an invitation when the project's notification is about something else", () => {
    expect(waitingInvitations([invitation(1, 10)], [notification(5, "comment", 10)])).toHaveLength(1);
  });
});

describe("the bell's label and dot", () => {
  it("says how many are new, only when some are", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications (3 new)");
  });

  it("caps the dot at 99+", () => {
    expect(dotText(99)).toBe("99");
    expect(dotText(100)).toBe("99+");
  });
});
