// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddMilestoneForm } from "../../app/components/project/add-milestone-dialog";
import { WebhooksPanel } from "../../app/components/project/webhooks-panel";
import { LinksPanel } from "../../app/components/timeline/links-panel";
import { ToastProvider } from "../../app/components/ui/toast";
import { QueryProvider } from "../../app/lib/query-client";
import { formContract, typeInto } from "../support/form-contract";
import { type FormServer, formServer, requestOf } from "../support/form-server";
import { storedTask } from "../support/stored-task";

// A project's webhooks form, the Add Milestone dialog and the timeline's add-link form on Conform over
// the schemas their writes are checked with (issue 23 #2): createWebhookSchema, the board's socket create
// (with the spec's milestone rules) and createDependencySchema.

let server: FormServer;
const PRIVATE = "Webhook URLs must point to a public address, not a private, loopback or link-local one.";

beforeEach(() => {
  server = formServer();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { path, method, body } = await requestOf(input, init);
      if (path === "/api/projects/1/webhooks" && method === "POST") return server.respond(body, { id: "wh_1", secret: "whsec_once" });
      if (path === "/api/projects/1/webhooks") return Response.json([]);
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderWebhooks() {
  render(
    <QueryProvider>
      <ToastProvider>
        <WebhooksPanel projectId={1} />
      </ToastProvider>
    </QueryProvider>,
  );
  await screen.findByText("No webhooks yet.");
}

describe("New webhook form", { timeout: 30_000 }, () => {
  formContract(
    {
      render: renderWebhooks,
      fill: () => typeInto("Receiver URL", "https://example.com/hook"),
      input: "Receiver URL",
      refused: { value: "  ", message: "Give the URL to send events to." },
      serverRefusal: { path: "url", input: "Receiver URL", message: PRIVATE },
      submit: "Add webhook",
      pendingSubmit: "Adding...",
    },
    () => server,
  );

  it("refuses a webhook without events under the events, and sends the chosen ones", async () => {
    await renderWebhooks();
    typeInto("Receiver URL", "https://example.com/hook");
    const events = screen.getByRole("group", { name: "Events" });
    for (const box of within(events).getAllByRole("checkbox")) fireEvent.click(box);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add webhook" })));
    expect(events.textContent).toContain("Choose at least one event.");
    expect(server.calls).toEqual([]);
    fireEvent.click(within(events).getByRole("checkbox", { name: "Task created" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add webhook" })));
    expect(server.calls).toEqual([{ url: "https://example.com/hook", events: ["task.created"] }]);
    expect(await screen.findByText("Webhook added")).toBeTruthy();
  });
});

describe("Add Milestone form", { timeout: 30_000 }, () => {
  const onDone = vi.fn();
  const renderForm = () =>
    void render(
      <ToastProvider>
        <AddMilestoneForm createTask={(task) => server.call(task, { task: null, queued: false })} onDone={onDone} />
      </ToastProvider>,
    );
  formContract(
    {
      render: renderForm,
      fill: () => typeInto("Milestone name", "Beta"),
      input: "Milestone name",
      refused: { value: "ab", message: "Milestone name must be at least 3 characters" },
      serverRefusal: { path: "description", input: "Description", message: "Description is too long (max 10,000 characters)." },
      submit: "Create Milestone",
      pendingSubmit: "Creating...",
    },
    () => server,
  );

  it("refuses a past due date in place, then sends a milestone with the spec's toast", async () => {
    renderForm();
    typeInto("Milestone name", " Beta ");
    typeInto("Due date", "2000-01-01");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Milestone" })));
    expect(screen.getByLabelText("Due date").getAttribute("aria-invalid")).toBe("true");
    expect(server.calls).toEqual([]);
    typeInto("Due date", "");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Milestone" })));
    expect(server.calls).toEqual([
      {
        name: "Beta",
        description: "",
        dueDate: null,
        priority: "medium",
        status: "todo",
        isCompleted: false,
        parentTaskId: null,
        kind: "milestone",
        source: "manual",
      },
    ]);
    expect(await screen.findByText("Milestone created!")).toBeTruthy();
    expect(onDone).toHaveBeenCalled();
  });
});

describe("Add link form", { timeout: 30_000 }, () => {
  const TASKS = [storedTask("design", { name: "Design" }), storedTask("build", { name: "Build" })];
  const renderPanel = () =>
    void render(
      <LinksPanel
        task={TASKS[1] ?? TASKS[0]}
        tasks={TASKS}
        dependencies={[]}
        editable
        onAdd={(input) => server.call(input, undefined)}
        onRemove={async () => {}}
      />,
    );
  formContract(
    {
      render: renderPanel,
      fill: () => userEvent.selectOptions(screen.getByRole("combobox", { name: "Waits for" }), "design"),
      input: "Lag (working days)",
      refused: { value: "1.5", message: "A lag is a whole number of working days, at most 260 either way." },
      serverRefusal: { path: "predecessorId", input: "Waits for", message: "That task is not in this project." },
      submit: "Add link",
    },
    () => server,
  );
});
