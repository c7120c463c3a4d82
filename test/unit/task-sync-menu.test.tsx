// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProjectSyncProvider } from "../../app/components/integrations/project-sync-context";
import { TaskSyncMenu } from "../../app/components/integrations/task-sync-menu";
import { ToastProvider } from "../../app/components/ui/toast";
import { ApiError } from "../../app/lib/api";
import { QueryProvider } from "../../app/lib/query-client";
import * as sync from "../../app/lib/sync";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// A task's sync menu (spec §2.9), split by job (issue 23): the sync options of an unlinked task, the
// status menu of a linked one with its confirmation, and the container picker when the project is not
// linked yet. The provider calls are faked at app/lib/sync; the connections come from GET /api/integrations.

vi.mock("../../app/lib/sync", async (actual) => ({
  ...(await actual<typeof import("../../app/lib/sync")>()),
  loadSyncState: vi.fn(async () => ({ links: [], tasks: [] })),
  syncTask: vi.fn(),
  pullTasks: vi.fn(),
  syncStatus: vi.fn(),
}));

const JIRA = { provider: "jira", connected: true, mode: "token", account: "Ada", connectedAt: null, lastSync: null, site: null };

function renderMenu(task: Task) {
  render(
    <QueryProvider>
      <MemoryRouter>
        <ToastProvider>
          <ProjectSyncProvider projectId={1}>
            <TaskSyncMenu task={task} />
          </ProjectSyncProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryProvider>,
  );
}

/** Resolves once GET /api/integrations has answered (the menus list what it says). */
let connectionsRead: Promise<void> = Promise.resolve();

/** Opens the menu once the connections have arrived. */
async function openMenu(taskName: string, menuName: string) {
  await connectionsRead;
  // One task turn: the answer's body is read and the query settles.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const button = screen.getByRole("button", { name: `Sync "${taskName}"` });
  await act(async () => fireEvent.click(button));
  return screen.findByRole("menu", { name: menuName });
}

beforeEach(() => {
  let answered = () => {};
  connectionsRead = new Promise((resolve) => (answered = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL) => {
      const path = String(url instanceof Request ? url.url : url);
      if (new URL(path, "http://localhost").pathname === "/api/integrations") {
        answered();
        return Response.json([JIRA]);
      }
      if (path.includes("/containers")) return Response.json([{ id: "10", name: "Kickoff Ops" }]);
      if (path.includes("/api/jobs/")) return Response.json({ status: "pending" });
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("TaskSyncMenu", { timeout: 30_000 }, () => {
  it("offers an unlinked task sync and pull with each connected provider, and syncs it", async () => {
    vi.mocked(sync.syncTask).mockResolvedValue({ message: "1 task synchronized with Jira." });
    renderMenu(storedTask("t1", { name: "Book the venue" }));
    const menu = await openMenu("Book the venue", "Sync Options");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Sync with Jira", "Pull from Jira", "Never synced"]);
    await act(async () => fireEvent.click(within(menu).getByRole("menuitem", { name: "Sync with Jira" })));
    expect(sync.syncTask).toHaveBeenCalledWith("t1", "jira", undefined);
    expect(await screen.findByText("Task synchronized")).toBeTruthy();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("names what the provider could not carry, with its reason, in the sync's notice", async () => {
    const notCarried = [
      { kind: "status", name: "Review", reason: "Jira has no status of this name here: the task went as “In Progress”." },
      { kind: "field", name: "Budget", reason: "This Jira project's issue screen has no field of this name." },
    ] as const;
    vi.mocked(sync.syncTask).mockResolvedValue({ message: "1 task synchronized with Jira.", details: { notCarried: [...notCarried] } });
    renderMenu(storedTask("t1", { name: "Book the venue" }));
    const menu = await openMenu("Book the venue", "Sync Options");
    await act(async () => fireEvent.click(within(menu).getByRole("menuitem", { name: "Sync with Jira" })));
    const toast = await screen.findByTestId("toast");
    expect(within(toast).getByText("Task synchronized")).toBeTruthy();
    expect(toast.textContent).toContain(
      [
        "1 task synchronized with Jira.",
        "Status “Review” not carried: Jira has no status of this name here: the task went as “In Progress”.",
        "Field “Budget” not carried: This Jira project's issue screen has no field of this name.",
      ].join("\n"),
    );
  });

  it("asks where the project goes in the provider when it is not linked yet", async () => {
    vi.mocked(sync.pullTasks).mockRejectedValue(new ApiError("Pick a project", 409, { needsTarget: true }));
    renderMenu(storedTask("t1", { name: "Book the venue" }));
    const menu = await openMenu("Book the venue", "Sync Options");
    await act(async () => fireEvent.click(within(menu).getByRole("menuitem", { name: "Pull from Jira" })));
    expect(sync.pullTasks).toHaveBeenCalledWith(1, "jira", undefined);
    const picker = await screen.findByRole("dialog", { name: "Link this project to Jira" });
    expect(within(picker).getByRole("button", { name: "Pull tasks" })).toBeTruthy();
  });

  it("changes a linked task's status in its provider after the confirmation", async () => {
    vi.mocked(sync.syncStatus).mockResolvedValue({
      message: "Status updated in Jira.",
      details: {
        notCarried: [{ kind: "status", name: "Done", reason: "Jira has no status of this name here: the task went as “Closed”." }],
      },
    });
    renderMenu(storedTask("t2", { name: "Send invitations", source: "jira", externalId: "KO-7" }));
    const menu = await openMenu("Send invitations", "Sync Status");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Mark as To Do", "Mark as In Progress", "Mark as Done", "Never synced"]);
    await act(async () => fireEvent.click(within(menu).getByRole("menuitem", { name: "Mark as Done" })));
    const confirm = await screen.findByRole("alertdialog", { name: "Synchronize Task Status" });
    expect(confirm.textContent).toContain('Change the status of "Send invitations" in Jira from To Do to Done?');
    expect(sync.syncStatus).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "Sync Status" })));
    expect(sync.syncStatus).toHaveBeenCalledWith("t2", "jira", "KO-7", "done");
    expect(await screen.findByText("Status synchronized")).toBeTruthy();
    expect(screen.getByTestId("toast").textContent).toContain(
      "Status “Done” not carried: Jira has no status of this name here: the task went as “Closed”.",
    );
  });
});
