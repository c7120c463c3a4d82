import { describe, expect, it } from "vitest";
import { asanaSync } from "../../worker/integrations/asana/sync";
import type { PushExtras } from "../../worker/integrations/carry";
import { type ProviderClient, ProviderError } from "../../worker/integrations/http";
import { adfText, jiraSync } from "../../worker/integrations/jira/sync";
import { mondaySync } from "../../worker/integrations/monday/sync";
import { smartsheetSync } from "../../worker/integrations/smartsheet/sync";

// Issue 27: the providers' sync rules (worker/integrations/*/sync.ts), what a push sends and what a pull
// takes, in Node with a scripted client: each request is recorded and answered by the script. The
// contract-checked fakes run the same modules in workerd (test/api/integrations-sync-*.test.ts); these
// cases pin the rules those round trips leave open.

interface Seen {
  method: string;
  path: string;
  body: unknown;
}

/** A client that records every request and answers with `answer` (by default an empty Asana list). */
function scripted(answer: (method: string, path: string, body: unknown) => unknown = () => ({ data: [] })) {
  const seen: Seen[] = [];
  const client = {
    request: async (method: string, path: string, body?: unknown) => {
      seen.push({ method, path, body });
      return answer(method, path, body);
    },
  } as unknown as ProviderClient;
  return { seen, client };
}

const extrasOf = (over: Partial<PushExtras> = {}): PushExtras => ({
  labels: [],
  hadLabels: false,
  fields: [],
  notCarried: () => {},
  memo: new Map(),
  ...over,
});

/** The column values monday's last mutation was sent. */
const lastValues = (seen: Seen[]): Record<string, unknown> => {
  const body = seen[seen.length - 1]?.body as { variables?: { values?: string } } | undefined;
  return JSON.parse(body?.variables?.values ?? "{}");
};

const TASK = { name: "Ship it", description: "", status: "todo" as const, dueDate: null };

describe("Asana", () => {
  it("an update of a task that never had labels leaves the task's own tags alone", async () => {
    const { seen, client } = scripted(() => ({ data: { gid: "t1", tags: [{ gid: "theirs" }] } }));
    expect(await asanaSync.pushTask(client, "p1", TASK, "t1", extrasOf())).toBe("t1");
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(["PUT /tasks/t1"]);
  });

  it("an update of a task whose labels were all taken off takes its tags off in Asana", async () => {
    const { seen, client } = scripted(() => ({ data: { gid: "t1", tags: [{ gid: "old" }] } }));
    await asanaSync.pushTask(client, "p1", TASK, "t1", extrasOf({ hadLabels: true }));
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      "PUT /tasks/t1",
      "GET /tasks/t1?opt_fields=tags.name",
      "POST /tasks/t1/removeTag",
    ]);
    expect(seen[2].body).toEqual({ data: { tag: "old" } });
  });

  it("a pull takes each task's fields, its subtasks level by level, and each assignee's e-mail once", async () => {
    const status = (name: string) => ({ gid: "f1", name: " status ", resource_subtype: "enum", enum_value: { name } });
    const tasks: Record<string, unknown[]> = {
      "/projects/p1/tasks": [
        {
          gid: "1",
          name: "  One ",
          notes: "a\r\n\r\nb",
          completed: true,
          due_on: "2026-12-01",
          assignee: { gid: "u1" },
          num_subtasks: 1,
          tags: [{ gid: "g1", name: "red" }, { gid: "g2" }],
          custom_fields: [{ gid: "f0", name: "Status", resource_subtype: "text", text_value: "x" }, status("Blocked")],
        },
        { gid: "2", name: " ", completed: false, assignee: { gid: "u2" }, parent: { gid: "9" } },
      ],
      "/tasks/1/subtasks": [{ gid: "3", name: "Sub", assignee: { gid: "u1" }, num_subtasks: 2 }],
      "/tasks/3/subtasks": [{ gid: "4", name: "Subsub" }],
    };
    const { seen, client } = scripted((_m, path) => {
      if (path.startsWith("/users/u1")) return { data: { email: "ada@example.com" } };
      if (path.startsWith("/users/u2")) throw new ProviderError("asana", 404, "gone");
      return { data: tasks[path.split("?")[0]] ?? [] };
    });
    const items = await asanaSync.pull(client, "p1");
    expect(items).toEqual([
      {
        externalId: "1",
        name: "One",
        description: "a\n\nb",
        status: "done",
        dueDate: "2026-12-01",
        assigneeEmail: "ada@example.com",
        parentExternalId: null,
        labels: ["red"],
        statusName: "Blocked",
      },
      {
        externalId: "2",
        name: "2",
        description: "",
        status: "todo",
        dueDate: null,
        assigneeEmail: null,
        parentExternalId: "9",
        labels: [],
        statusName: null,
      },
      {
        externalId: "3",
        name: "Sub",
        description: "",
        status: "todo",
        dueDate: null,
        assigneeEmail: "ada@example.com",
        parentExternalId: "1",
        labels: [],
        statusName: null,
      },
      {
        externalId: "4",
        name: "Subsub",
        description: "",
        status: "todo",
        dueDate: null,
        assigneeEmail: null,
        parentExternalId: "3",
        labels: [],
        statusName: null,
      },
    ]);
    expect(seen.filter((s) => s.path.startsWith("/users/")).map((s) => s.path)).toEqual([
      "/users/u1?opt_fields=email",
      "/users/u2?opt_fields=email",
    ]);
    // Subtasks are read only of tasks that say they have some.
    expect(seen.filter((s) => s.path.includes("/subtasks?")).map((s) => s.path.split("?")[0])).toEqual([
      "/tasks/1/subtasks",
      "/tasks/3/subtasks",
    ]);
    // Only the status field is asked for when no project field is wanted.
    expect(seen[0].path).toContain(encodeURIComponent("custom_fields.enum_value.name"));
    expect(seen[0].path).not.toContain("text_value");
  });

  it("a subtask also listed in the project has its own subtasks read once", async () => {
    const tasks: Record<string, unknown[]> = {
      "/projects/p1/tasks": [
        { gid: "1", name: "One", num_subtasks: 1 },
        { gid: "3", name: "Three", parent: { gid: "1" }, num_subtasks: 1 },
      ],
      "/tasks/1/subtasks": [{ gid: "3", name: "Three", num_subtasks: 1 }],
      "/tasks/3/subtasks": [{ gid: "4", name: "Four" }],
    };
    const { seen, client } = scripted((_m, path) => ({ data: tasks[path.split("?")[0]] ?? [] }));
    const items = await asanaSync.pull(client, "p1");
    expect(items.map((i) => [i.externalId, i.parentExternalId])).toEqual([
      ["1", null],
      ["3", "1"],
      ["3", "1"],
      ["4", "3"],
    ]);
    expect(seen.map((s) => s.path.split("?")[0])).toEqual(["/projects/p1/tasks", "/tasks/1/subtasks", "/tasks/3/subtasks"]);
  });

  it("a transient error looking up an assignee fails the pull", async () => {
    const { client } = scripted((_m, path) => {
      if (path.startsWith("/users/")) throw new ProviderError("asana", 503, "busy");
      return { data: [{ gid: "1", name: "One", assignee: { gid: "u1" } }] };
    });
    await expect(asanaSync.pull(client, "p1")).rejects.toThrow("busy");
  });

  it("a new task: in the project, done as completed, no due date or tags when it has none", async () => {
    const { seen, client } = scripted(() => ({ data: { gid: "new" } }));
    expect(await asanaSync.pushTask(client, "p1", { ...TASK, status: "done", description: " x " }, null)).toBe("new");
    expect(seen).toEqual([
      { method: "POST", path: "/tasks", body: { data: { name: "Ship it", notes: "x", completed: true, projects: ["p1"] } } },
    ]);
    const dated = scripted(() => ({ data: { gid: "new" } }));
    await asanaSync.pushTask(dated.client, "p1", { ...TASK, dueDate: "2026-12-01" }, null);
    expect(dated.seen[0].body).toEqual({ data: { name: "Ship it", notes: "", completed: false, projects: ["p1"], due_on: "2026-12-01" } });
  });

  it("an update clears a text field the task no longer has; a new task sends no empty field", async () => {
    const settings = { data: [{ custom_field: { gid: "cf", name: "Client", resource_subtype: "text" } }] };
    const cleared = { id: "f1", name: "Client", type: "text" as const, value: null, options: [] };
    const update = scripted((method, path) =>
      method === "GET" && path.includes("custom_field_settings") ? settings : { data: { gid: "t1" } },
    );
    await asanaSync.pushTask(update.client, "p1", TASK, "t1", extrasOf({ fields: [cleared] }));
    expect(update.seen.find((s) => s.method === "PUT")?.body).toEqual({
      data: { name: "Ship it", notes: "", due_on: null, completed: false, custom_fields: { cf: "" } },
    });
    const create = scripted((method, path) =>
      method === "GET" && path.includes("custom_field_settings") ? settings : { data: { gid: "new" } },
    );
    await asanaSync.pushTask(create.client, "p1", TASK, null, extrasOf({ fields: [cleared] }));
    expect(create.seen.map((s) => `${s.method} ${s.path.split("?")[0]}`)).toEqual(["POST /tasks"]);
  });

  it("a new task with one label is created with that one tag", async () => {
    const { seen, client } = scripted((_method, path) => {
      if (path.startsWith("/projects/p1?")) return { data: { workspace: { gid: "w1" } } };
      if (path.startsWith("/workspaces/w1/tags")) return { data: [{ gid: "g-red", name: "Red" }] };
      return { data: { gid: "new" } };
    });
    await asanaSync.pushTask(client, "p1", TASK, null, extrasOf({ labels: ["red"] }));
    const created = seen.find((s) => s.method === "POST" && s.path === "/tasks");
    expect(created?.body).toEqual({ data: { name: "Ship it", notes: "", completed: false, projects: ["p1"], tags: ["g-red"] } });
  });

  it("a pull with wanted fields asks for every typed value and reads each in its carried form", async () => {
    const field = (name: string, resource_subtype: string, value: Record<string, unknown>) => ({
      gid: name,
      name,
      resource_subtype,
      ...value,
    });
    const { seen, client } = scripted(() => ({
      data: [
        {
          gid: "1",
          name: "One",
          custom_fields: [
            field("Text", "text", { text_value: "hello" }),
            field("Points", "number", { number_value: 3 }),
            field("Size", "enum", { enum_value: { name: "L" } }),
            field("Tags", "multi_enum", { multi_enum_values: [{ name: "a" }, {}, { name: "b" }] }),
            field("When", "date", { date_value: { date: "2026-12-01" } }),
            field("Owner", "people", { display_value: "Ada" }),
            field("Formula", "formula", { display_value: "42" }),
            field("Empty", "number", {}),
          ],
        },
      ],
    }));
    const wanted = ["text", "Points", "Size", "Tags", "When", "Owner", "Formula", "Empty", "Missing"];
    const [item] = await asanaSync.pull(client, "p1", { fields: wanted });
    expect(item.fields).toEqual([
      { name: "Text", value: "hello" },
      { name: "Points", value: 3 },
      { name: "Size", value: "L" },
      { name: "Tags", value: ["a", "b"] },
      { name: "When", value: "2026-12-01" },
      { name: "Owner", value: null },
      { name: "Formula", value: "42" },
      { name: "Empty", value: null },
    ]);
    expect(seen[0].path).toContain(encodeURIComponent("custom_fields.multi_enum_values.name"));
    const none = scripted(() => ({ data: [{ gid: "1", name: "One" }] }));
    expect((await asanaSync.pull(none.client, "p1", { fields: [] }))[0]).not.toHaveProperty("fields");
  });

  it("a status move sets completed, and the Status option of the name where the project has one", async () => {
    const settings = {
      data: [{ custom_field: { gid: "sf", name: "Status", resource_subtype: "enum", enum_options: [{ gid: "o1", name: "Blocked" }] } }],
    };
    const { seen, client } = scripted((method, path) =>
      method === "GET" && path.includes("custom_field_settings") ? settings : { data: {} },
    );
    expect(await asanaSync.setStatus(client, "p1", "t1", "done")).toBeNull();
    expect(await asanaSync.setStatus(client, "p1", "t1", "todo", "blocked")).toBe("Blocked");
    expect(seen.filter((s) => s.method === "PUT").map((s) => s.body)).toEqual([
      { data: { completed: true } },
      { data: { completed: false, custom_fields: { sf: "o1" } } },
    ]);
  });

  it("a pull reads the subtasks of at most 500 tasks (one request each, under Asana's rate limit)", async () => {
    const top = Array.from({ length: 501 }, (_, i) => ({ gid: `t${i}`, name: `T${i}`, num_subtasks: 1 }));
    const { seen, client } = scripted((_m, path) => (path.startsWith("/projects/") ? { data: top } : { data: [] }));
    const items = await asanaSync.pull(client, "p1");
    expect(items).toHaveLength(501);
    const subtaskReads = seen.filter((s) => s.path.includes("/subtasks?"));
    expect(subtaskReads).toHaveLength(500);
    expect(subtaskReads[0].path.startsWith("/tasks/t0/subtasks?")).toBe(true);
    expect(subtaskReads[499].path.startsWith("/tasks/t499/subtasks?")).toBe(true);
  });
});

describe("monday.com", () => {
  const COLUMNS = [
    { id: "status", title: "Status", type: "status" },
    { id: "due", title: "Due", type: "date" },
    { id: "ok", title: "Approved", type: "checkbox" },
  ];
  /** A board whose first page holds `items` and, with `more`, a second page behind a cursor. */
  const board = (items: unknown[], more: unknown[] | null = null) =>
    scripted((_m, _p, body) => {
      const { query } = body as { query: string };
      if (query.includes("next_items_page")) return { data: { next_items_page: { cursor: null, items: more ?? [] } } };
      return { data: { boards: [{ columns: COLUMNS, items_page: { cursor: more ? "c1" : null, items } }] } };
    });

  it("reads the board in pages of 100 items, following the cursor", async () => {
    const { seen, client } = board([{ id: "1", name: "One" }], [{ id: "2", name: "Two" }]);
    const items = await mondaySync.pull(client, "b1");
    expect(items.map((i) => i.externalId)).toEqual(["1", "2"]);
    expect(seen.map((s) => (s.body as { variables: { limit: number } }).variables.limit)).toEqual([100, 100]);
    expect((seen[1].body as { variables: { cursor: string } }).variables.cursor).toBe("c1");
  });

  it("stops after 1,000 more pages even if monday.com never ends the cursor", async () => {
    let n = 0;
    const { seen, client } = scripted((_m, _p, body) => {
      const { query } = body as { query: string };
      const page = { cursor: `c${++n}`, items: [{ id: String(n), name: `Item ${n}` }] };
      return query.includes("next_items_page")
        ? { data: { next_items_page: page } }
        : { data: { boards: [{ columns: COLUMNS, items_page: page }] } };
    });
    const items = await mondaySync.pull(client, "b1");
    expect(seen).toHaveLength(1001);
    expect(items).toHaveLength(1001);
  });

  it("labels come from the tags column titled Labels, else from the board's first tags column", async () => {
    const tags = (id: string, name: string) => ({ id, type: "tags", text: name, tags: [{ name }] });
    const pull = async (columns: unknown[]) => {
      const { client } = scripted(() => ({
        data: {
          boards: [
            {
              columns,
              items_page: {
                cursor: null,
                items: [{ id: "1", name: "One", column_values: [tags("other", "theirs"), tags("labels", "ours")] }],
              },
            },
          ],
        },
      }));
      return (await mondaySync.pull(client, "b1"))[0].labels;
    };
    const other = { id: "other", title: "Other tags", type: "tags" };
    expect(await pull([...COLUMNS, other, { id: "labels", title: "Labels", type: "tags" }])).toEqual(["ours"]);
    expect(await pull([...COLUMNS, other])).toEqual(["theirs"]);
    expect(await pull(COLUMNS)).toBeUndefined();
  });

  it("a pull takes each item and its subitems: status by label, the day of the date column, the subitem's own parent", async () => {
    const v = (id: string, more: Record<string, unknown>) => ({ id, ...more });
    const { client } = board([
      {
        id: 1,
        name: "  One ",
        column_values: [v("status", { type: "status", text: "Done" }), v("due", { type: "date", text: "Dec 1", date: "2026-12-01" })],
        subitems: [
          // A classic board's subitem: its own columns, found by type.
          {
            id: 2,
            name: "Sub",
            column_values: [v("s2", { type: "status", text: " Working on it " }), v("d2", { type: "date", date: "2026-12-02" })],
          },
          // A multi-level board's deeper subitem: the board's columns, its own parent.
          {
            id: 3,
            name: " ",
            parent_item: { id: 2 },
            column_values: [v("status", { type: "status", text: "Stuck" }), v("due", { type: "date", date: null, text: "" })],
          },
        ],
      },
      { id: 4, name: "Four", column_values: [v("due", { type: "date", text: "2026-12-04 10:00" })] },
      { id: 5, name: "Five", column_values: [v("due", { type: "date", text: "Dec 5, 2026" })] },
    ]);
    const base = { description: "", assigneeEmail: null };
    expect(await mondaySync.pull(client, "b1")).toEqual([
      { ...base, externalId: "1", name: "One", status: "done", statusName: "Done", dueDate: "2026-12-01", parentExternalId: null },
      { ...base, externalId: "2", name: "Sub", status: "todo", statusName: "Working on it", dueDate: "2026-12-02", parentExternalId: "1" },
      { ...base, externalId: "3", name: "3", status: "todo", statusName: "Stuck", dueDate: null, parentExternalId: "2" },
      // A value without a date field: its text, when it starts with a day (decision 081).
      { ...base, externalId: "4", name: "Four", status: "todo", statusName: null, dueDate: "2026-12-04", parentExternalId: null },
      { ...base, externalId: "5", name: "Five", status: "todo", statusName: null, dueDate: null, parentExternalId: null },
    ]);
  });

  it("wanted fields are read from top items only, by column type", async () => {
    const cols = [
      ...COLUMNS,
      { id: "n", title: "Points", type: "numbers" },
      { id: "l", title: "Link", type: "link" },
      { id: "dd", title: "Areas", type: "dropdown" },
      { id: "t", title: "Note", type: "text" },
      { id: "d2", title: "Start", type: "date" },
    ];
    const { client } = scripted(() => ({
      data: {
        boards: [
          {
            columns: cols,
            items_page: {
              cursor: null,
              items: [
                {
                  id: "1",
                  name: "One",
                  column_values: [
                    { id: "n", type: "numbers", text: "7", number: null },
                    { id: "l", type: "link", url: "" },
                    { id: "dd", type: "dropdown", values: [{ label: "a" }] },
                    { id: "t", type: "text", text: "" },
                    { id: "d2", type: "date", date: "2026-12-03" },
                  ],
                  subitems: [{ id: "2", name: "Sub" }],
                },
                {
                  id: "3",
                  name: "Three",
                  column_values: [
                    { id: "n", type: "numbers", number: 2, text: "9" },
                    { id: "t", type: "text", text: "hi" },
                  ],
                },
              ],
            },
          },
        ],
      },
    }));
    const items = await mondaySync.pull(client, "b1", { fields: ["points", "Link", "Areas", "Note", "Start", "Due"] });
    expect(items.map((i) => i.fields)).toEqual([
      [
        { name: "points", value: 7 },
        { name: "Link", value: null },
        { name: "Areas", value: ["a"] },
        { name: "Note", value: null },
        { name: "Start", value: "2026-12-03" },
      ],
      undefined,
      [
        { name: "points", value: 2 },
        { name: "Link", value: null },
        { name: "Areas", value: null },
        { name: "Note", value: "hi" },
        { name: "Start", value: null },
      ],
    ]);
  });

  it("a push sets the status column titled Status, not another status column before it", async () => {
    const { seen, client } = scripted((_m, _p, body) => {
      const { query } = body as { query: string };
      if (query.includes("columns {")) {
        const columns = [
          { id: "prio", title: "Priority", type: "status" },
          { id: "st", title: "Status", type: "status" },
        ];
        return { data: { boards: [{ columns }] } };
      }
      return { data: { change_multiple_column_values: { id: "55" } } };
    });
    await mondaySync.pushTask(client, "b1", TASK, "55");
    const values = lastValues(seen);
    expect(Object.keys(values).sort()).toEqual(["name", "st"]);
  });

  it("an update clears a text column the task no longer has; a new item sends no empty column", async () => {
    const cleared = { id: "f1", name: "Client", type: "text" as const, value: null, options: [] };
    const valuesOf = async (externalId: string | null) => {
      const { seen, client } = scripted((_m, _p, body) => {
        const { query } = body as { query: string };
        if (query.includes("columns {"))
          return { data: { boards: [{ columns: [...COLUMNS, { id: "client", title: "Client", type: "text" }] }] } };
        return { data: { create_item: { id: 55 }, change_multiple_column_values: { id: "55" } } };
      });
      await mondaySync.pushTask(client, "b1", TASK, externalId, extrasOf({ fields: [cleared] }));
      return lastValues(seen);
    };
    expect(Object.hasOwn(await valuesOf("55"), "client")).toBe(true);
    expect(Object.hasOwn(await valuesOf(null), "client")).toBe(false);
  });

  it("links to the board on monday.com, or on the web origin the client is set to", () => {
    const at = (opts: object) => ({ opts }) as unknown as ProviderClient;
    expect(mondaySync.containerUrl(at({}), "b1")).toBe("https://monday.com/boards/b1");
    expect(mondaySync.containerUrl(at({ webOrigin: "https://acme.monday.com" }), "b1")).toBe("https://acme.monday.com/boards/b1");
  });

  it("a push: the Status label of the task's name or category, the due date set or cleared, the Status column made once", async () => {
    const calls: Array<Record<string, unknown>> = [];
    const withColumns = (columns: unknown[]) =>
      scripted((_m, _p, body) => {
        const { query, variables } = body as { query: string; variables: Record<string, unknown> };
        calls.push(variables);
        if (query.includes("columns {")) return { data: { boards: [{ columns }] } };
        if (query.includes("create_column")) return { data: { create_column: { id: "new-status" } } };
        if (query.includes("create_item")) return { data: { create_item: { id: 55 } } };
        return { data: {} };
      });
    const status = {
      id: "status",
      title: "Status",
      type: "status",
      settings: { labels: [{ label: "Stuck" }, { label: "Old", is_deactivated: true }] },
    };
    const held: Array<string | null> = [];
    const a = withColumns([status, { id: "due", title: "Due", type: "date" }]);
    const extras = extrasOf({ statusName: "stuck", statusHeld: (n) => held.push(n) });
    expect(await mondaySync.pushTask(a.client, "b1", { ...TASK, dueDate: "2026-12-01" }, null, extras)).toBe("55");
    expect(await mondaySync.pushTask(a.client, "b1", { ...TASK, status: "done" }, "55")).toBe("55");
    expect(await mondaySync.pushTask(a.client, "b1", TASK, null, extrasOf({ statusName: "Old" }))).toBe("55");
    const values = a.seen
      .filter((s) => JSON.stringify(s.body).includes("$values"))
      .map((s) => JSON.parse((s.body as { variables: { values: string } }).variables.values));
    expect(values).toEqual([
      { status: { label: "Stuck" }, due: { date: "2026-12-01" } },
      { name: "Ship it", status: { label: "Done" }, due: null },
      { status: { label: "Not Started" } },
    ]);
    expect(held).toEqual(["Stuck"]);

    const b = withColumns([]);
    expect(await mondaySync.setStatus(b.client, "b1", "55", "in-progress")).toBe("Working on it");
    expect(b.seen.map((s) => (s.body as { query: string }).query.split("(")[0].trim())).toEqual(["query", "mutation", "mutation"]);
    expect(JSON.parse((b.seen[2].body as { variables: { value: string; column: string } }).variables.value)).toEqual({
      label: "Working on it",
    });
    expect((b.seen[2].body as { variables: { column: string } }).variables.column).toBe("new-status");
  });

  it("a status column's labels as a list, as the older index → name object, or missing", async () => {
    const labelOf = async (settings: unknown, name: string) => {
      const { client } = scripted(() => ({
        data: { boards: [{ columns: [{ id: "status", title: "Status", type: "status", settings }] }] },
      }));
      return mondaySync.setStatus(client, "b1", "1", "todo", name);
    };
    expect(await labelOf({ labels: { 0: "Stuck", 1: "Done" } }, "stuck")).toBe("Stuck");
    expect(await labelOf({ labels: [{ label: "Stuck" }] }, "stuck")).toBe("Stuck");
    expect(await labelOf({ labels: null }, "stuck")).toBe("Not Started");
    expect(await labelOf(null, "stuck")).toBe("Not Started");
  });

  it("a board monday does not know is a 404", async () => {
    const { client } = scripted(() => ({ data: { boards: [] } }));
    for (const call of [() => mondaySync.pull(client, "b1"), () => mondaySync.setStatus(client, "b1", "1", "done")]) {
      const err = await call().catch((e: unknown) => e);
      expect((err as ProviderError).status).toBe(404);
    }
  });

  it("a wanted checkbox field reads as ticked or not", async () => {
    const value = (checked: boolean | null) => ({ id: "ok", type: "checkbox", text: checked ? "v" : "", checked });
    const { client } = board([
      { id: "1", name: "Ticked", column_values: [value(true)] },
      { id: "2", name: "Not ticked", column_values: [value(null)] },
    ]);
    const items = await mondaySync.pull(client, "b1", { fields: ["Approved"] });
    expect(items.map((i) => i.fields)).toEqual([[{ name: "Approved", value: true }], [{ name: "Approved", value: false }]]);
  });
});

describe("Smartsheet", () => {
  const COLUMNS = [
    { id: 1, title: "Task", primary: true },
    { id: 2, title: "Status", type: "PICKLIST", options: ["Not Started", "Blocked", "Complete"] },
  ];
  const row = (id: number, name: string) => ({ id, cells: [{ columnId: 1, value: name }] });

  it("links to the sheet on app.smartsheet.com, or on the web origin the client is set to", () => {
    const at = (opts: object) => ({ opts }) as unknown as ProviderClient;
    expect(smartsheetSync.containerUrl(at({}), "7")).toBe("https://app.smartsheet.com/sheets/7");
    expect(smartsheetSync.containerUrl(at({ webOrigin: "https://app.smartsheet.eu" }), "7")).toBe("https://app.smartsheet.eu/sheets/7");
  });

  it("reads the sheet in pages of 100 rows until it has read the sheet's row count", async () => {
    const { seen, client } = scripted((_m, path) =>
      path.includes("page=1&")
        ? { columns: COLUMNS, rows: [row(11, "One")], totalRowCount: 2 }
        : { columns: COLUMNS, rows: [row(12, "Two")], totalRowCount: 2 },
    );
    const items = await smartsheetSync.pull(client, "s1");
    expect(items.map((i) => i.externalId)).toEqual(["11", "12"]);
    expect(seen.map((s) => s.path)).toEqual([
      "/sheets/s1?pageSize=100&page=1&include=objectValue&level=2",
      "/sheets/s1?pageSize=100&page=2&include=objectValue&level=2",
    ]);
  });

  it("stops after 999 pages even if the sheet's row count is never reached, and at the first empty page", async () => {
    let id = 0;
    const { seen, client } = scripted(() => ({ columns: COLUMNS, rows: [row(++id, "Row")], totalRowCount: 1_000_000 }));
    expect(await smartsheetSync.pull(client, "s1")).toHaveLength(999);
    expect(seen).toHaveLength(999);
    const empty = scripted(() => ({ columns: COLUMNS, rows: [], totalRowCount: 5 }));
    expect(await smartsheetSync.pull(empty.client, "s1")).toEqual([]);
    expect(empty.seen).toHaveLength(1);
  });

  it("names a task by the primary column, else the column titled Task, and refuses a sheet with neither", async () => {
    const named = async (columns: unknown[]) => {
      const { client } = scripted(() => ({
        columns,
        rows: [
          {
            id: 7,
            cells: [
              { columnId: 1, value: "First" },
              { columnId: 3, value: "Other" },
            ],
          },
        ],
      }));
      return (await smartsheetSync.pull(client, "s1")).map((i) => i.name);
    };
    expect(
      await named([
        { id: 3, title: "Notes" },
        { id: 1, title: "Item", primary: true },
      ]),
    ).toEqual(["First"]);
    expect(
      await named([
        { id: 3, title: "Task" },
        { id: 1, title: "Item" },
      ]),
    ).toEqual(["Other"]);
    const refused = named([
      { id: 3, title: "Notes" },
      { id: 1, title: "Item" },
    ]);
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: "This sheet has no primary column for the task name." });
  });

  it("a pull takes each named row: its status, due day, parent row, labels and wanted fields", async () => {
    const cols = [
      { id: 1, title: "Task", primary: true },
      { id: 2, title: "Due Date", type: "DATE" },
      { id: 3, title: "Status", type: "PICKLIST" },
      { id: 4, title: "Labels", type: "MULTI_PICKLIST" },
      { id: 5, title: "Points", type: "TEXT_NUMBER" },
      { id: 6, title: "Areas", type: "MULTI_PICKLIST" },
    ];
    const rows = [
      {
        id: 11,
        cells: [
          { columnId: 1, value: "  One " },
          { columnId: 2, value: "2026-12-01T00:00:00" },
          { columnId: 3, value: "Complete" },
          { columnId: 4, objectValue: { values: ["red", "blue"] } },
          { columnId: 5, value: 3 },
          { columnId: 6, value: "a, b" },
        ],
      },
      {
        id: 12,
        parentId: 11,
        cells: [
          { columnId: 1, value: "Two" },
          { columnId: 3, value: " Blocked " },
          { columnId: 5, value: { x: 1 } },
        ],
      },
      { id: 13, cells: [{ columnId: 1, value: " " }] },
      {
        id: 14,
        cells: [
          { columnId: 1, value: "Four" },
          { columnId: 3, value: "In Progress" },
        ],
      },
    ];
    const { client } = scripted(() => ({ columns: cols, rows, totalRowCount: 4 }));
    const items = await smartsheetSync.pull(client, "s1", { fields: ["points", "Areas", "Status"] });
    const base = { description: "", assigneeEmail: null };
    expect(items).toEqual([
      {
        ...base,
        externalId: "11",
        name: "One",
        status: "done",
        statusName: "Complete",
        dueDate: "2026-12-01",
        parentExternalId: null,
        labels: ["red", "blue"],
        fields: [
          { name: "points", value: 3 },
          { name: "Areas", value: ["a", "b"] },
        ],
      },
      {
        ...base,
        externalId: "12",
        name: "Two",
        status: "todo",
        statusName: "Blocked",
        dueDate: null,
        parentExternalId: "11",
        labels: [],
        fields: [
          { name: "points", value: null },
          { name: "Areas", value: null },
        ],
      },
      {
        ...base,
        externalId: "14",
        name: "Four",
        status: "in-progress",
        statusName: "In Progress",
        dueDate: null,
        parentExternalId: null,
        labels: [],
        fields: [
          { name: "points", value: null },
          { name: "Areas", value: null },
        ],
      },
    ]);
  });

  it("a sheet without a Status column: no status name, and a status move is refused", async () => {
    const cols = [{ id: 1, title: "Task" }];
    const { client } = scripted(() => ({ columns: cols, rows: [{ id: 11, cells: [{ columnId: 1, value: "One" }] }], totalRowCount: 1 }));
    const [item] = await smartsheetSync.pull(client, "s1");
    expect(item).toMatchObject({ status: "todo", statusName: null });
    expect(item).not.toHaveProperty("labels");
    expect(item).not.toHaveProperty("fields");
    const err = await smartsheetSync.setStatus(client, "s1", "11", "done").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(400);
  });

  it("a new row goes to the bottom without an empty due date; an update clears it; a missing id is a 502", async () => {
    const cols = [...COLUMNS, { id: 3, title: "Due", type: "DATE" }];
    const { seen, client } = scripted((method) => (method === "POST" ? { result: [{ id: 77 }] } : { columns: cols }));
    expect(await smartsheetSync.pushTask(client, "s1", { ...TASK, status: "in-progress" }, null)).toBe("77");
    expect(await smartsheetSync.pushTask(client, "s1", { ...TASK, status: "done", dueDate: "2026-12-01" }, null)).toBe("77");
    expect(await smartsheetSync.pushTask(client, "s1", TASK, "77")).toBe("77");
    const writes = seen.filter((s) => s.method !== "GET");
    expect(writes.map((s) => [s.method, s.path, s.body])).toEqual([
      [
        "POST",
        "/sheets/s1/rows",
        [
          {
            toBottom: true,
            cells: [
              { columnId: 1, value: "Ship it" },
              { columnId: 2, value: "In Progress" },
            ],
          },
        ],
      ],
      [
        "POST",
        "/sheets/s1/rows",
        [
          {
            toBottom: true,
            cells: [
              { columnId: 1, value: "Ship it" },
              { columnId: 3, value: "2026-12-01" },
              { columnId: 2, value: "Complete" },
            ],
          },
        ],
      ],
      [
        "PUT",
        "/sheets/s1/rows",
        [
          {
            id: 77,
            cells: [
              { columnId: 1, value: "Ship it" },
              { columnId: 3, value: "" },
              { columnId: 2, value: "Not Started" },
            ],
          },
        ],
      ],
    ]);
    const none = scripted((method) => (method === "POST" ? { result: [] } : { columns: cols }));
    const err = await smartsheetSync.pushTask(none.client, "s1", TASK, null).catch((e: unknown) => e);
    expect((err as ProviderError).status).toBe(502);
  });

  it("an update takes off labels an earlier sync sent; a new row without labels leaves the Labels column alone", async () => {
    const cols = [...COLUMNS, { id: 4, title: "Labels", type: "MULTI_PICKLIST" }];
    const { seen, client } = scripted((method) => (method === "POST" ? { result: [{ id: 77 }] } : { columns: cols }));
    const held: Array<string | null> = [];
    const extras = () => extrasOf({ hadLabels: true, statusName: "blocked", statusHeld: (n) => held.push(n) });
    await smartsheetSync.pushTask(client, "s1", TASK, null, extras());
    await smartsheetSync.pushTask(client, "s1", TASK, "77", extras());
    const [created, updated] = seen
      .filter((s) => s.method !== "GET")
      .map((s) => (s.body as Array<{ cells: Array<{ columnId: number }> }>)[0].cells);
    expect(created.map((c) => c.columnId)).toEqual([1, 2]);
    expect(updated.map((c) => c.columnId)).toEqual([1, 2, 4]);
    expect(held).toEqual(["Blocked", "Blocked"]);
  });

  it("a status goes as the Status column's option of its name, else as its category's label", async () => {
    const { seen, client } = scripted(() => ({ columns: COLUMNS }));
    expect(await smartsheetSync.setStatus(client, "s1", "11", "todo", "blocked")).toBe("Blocked");
    expect(await smartsheetSync.setStatus(client, "s1", "11", "done", "Shipped")).toBe("Complete");
    expect(seen.filter((s) => s.method === "PUT").map((s) => s.body)).toEqual([
      [{ id: 11, cells: [{ columnId: 2, value: "Blocked" }] }],
      [{ id: 11, cells: [{ columnId: 2, value: "Complete" }] }],
    ]);
  });
});

describe("Jira", () => {
  const issue = (key: string, fields: Record<string, unknown> = {}) => ({ id: key, key, fields: { summary: key, ...fields } });
  const searches = (seen: Seen[]) => seen.filter((s) => s.path === "/search/jql").map((s) => s.body as Record<string, unknown>);

  it("searches 100 issues a page, and stops after 1,000 pages even if Jira never says it is done", async () => {
    let n = 0;
    const { seen, client } = scripted(() => ({ issues: [issue(`KO-${++n}`)], nextPageToken: `p${n}`, isLast: false }));
    const items = await jiraSync.pull(client, "KO");
    expect(items).toHaveLength(1000);
    const bodies = searches(seen);
    expect(bodies).toHaveLength(1000);
    expect(bodies[0]).toMatchObject({ jql: "project = KO ORDER BY created ASC", maxResults: 100 });
    expect(bodies[0]).not.toHaveProperty("nextPageToken");
    expect(bodies[1]).toMatchObject({ nextPageToken: "p1" });
  });

  it("stops when a page says more are coming but gives no token to ask for them", async () => {
    const { seen, client } = scripted(() => ({ issues: [issue("KO-1")], isLast: false }));
    expect(await jiraSync.pull(client, "KO")).toHaveLength(1);
    expect(searches(seen)).toHaveLength(1);
  });

  it("an epic's pull asks for its children's sub-tasks 50 parents a search, and not at all without children", async () => {
    const none = scripted(() => ({ issues: [], isLast: true }));
    expect(await jiraSync.pull(none.client, "KO-1")).toEqual([]);
    expect(searches(none.seen).map((b) => b.jql)).toEqual(["parent = KO-1 ORDER BY created ASC"]);

    const children = Array.from({ length: 50 }, (_, i) => issue(`KO-${i + 2}`));
    const fifty = scripted((_m, _p, body) =>
      (body as { jql: string }).jql.startsWith("parent = ") ? { issues: children, isLast: true } : { issues: [], isLast: true },
    );
    await jiraSync.pull(fifty.client, "KO-1");
    const jql = searches(fifty.seen).map((b) => String(b.jql));
    expect(jql).toHaveLength(2);
    expect(jql[1]).toBe(`parent in (${children.map((c) => c.key).join(", ")}) ORDER BY created ASC`);

    // The 51st child starts a second search of its own.
    const more = [...children, issue("KO-52")];
    const fiftyOne = scripted((_m, _p, body) =>
      (body as { jql: string }).jql.startsWith("parent = ") ? { issues: more, isLast: true } : { issues: [], isLast: true },
    );
    await jiraSync.pull(fiftyOne.client, "KO-1");
    expect(searches(fiftyOne.seen).map((b) => String(b.jql))).toEqual([
      "parent = KO-1 ORDER BY created ASC",
      `parent in (${children.map((c) => c.key).join(", ")}) ORDER BY created ASC`,
      "parent in (KO-52) ORDER BY created ASC",
    ]);
  });

  it("reads a description as Jira sends it: ADF paragraphs and breaks, a plain string (API v2), or nothing", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "First line" }, { type: "hardBreak" }, { type: "text", text: "second" }] },
        { type: "paragraph", content: [{ type: "text", text: "Next paragraph" }] },
      ],
    };
    expect(adfText(doc)).toBe("First line\nsecond\n\nNext paragraph");
    expect(adfText("Plain words from API v2")).toBe("Plain words from API v2");
    for (const nothing of [null, undefined, "", 0]) expect(adfText(nothing)).toBe("");
  });

  it("a wanted field is read in its carried form: as it is, an option's value, a list of them, else null", async () => {
    const names = ["Points", "Signed off", "Note", "Size", "Areas", "Empty", "Odd"];
    const { client } = scripted((_m, path) => {
      if (path.startsWith("/issue/createmeta/KO/issuetypes/10001"))
        return {
          fields: [
            ...names.map((name, i) => ({ fieldId: `customfield_${i + 1}`, name })),
            // Only custom fields named like a wanted field: not a system field of that name, nor another custom field.
            { fieldId: "duedate", name: "Points" },
            { fieldId: "customfield_99", name: "Not wanted" },
          ],
        };
      if (path.startsWith("/issue/createmeta/KO/issuetypes")) return { issueTypes: [{ id: "10001", name: "Task" }] };
      const values = [5, true, "hello", { value: "L" }, [{ value: "a" }, "b", { id: 1 }], null, { id: 2 }];
      return { issues: [issue("KO-2", Object.fromEntries(values.map((v, i) => [`customfield_${i + 1}`, v])))], isLast: true };
    });
    const [item] = await jiraSync.pull(client, "KO", { fields: names });
    expect(item.fields).toEqual([
      { name: "Points", value: 5 },
      { name: "Signed off", value: true },
      { name: "Note", value: "hello" },
      { name: "Size", value: "L" },
      { name: "Areas", value: ["a", "b"] },
      { name: "Empty", value: null },
      { name: "Odd", value: null },
    ]);
  });

  it("a project with no issue type for tasks pulls its issues without the wanted fields, asking for none", async () => {
    const { seen, client } = scripted((_m, path) => {
      if (path.startsWith("/issue/createmeta/KO/issuetypes")) return { issueTypes: [{ id: "1", name: "Epic", hierarchyLevel: 1 }] };
      return { issues: [issue("KO-2")], isLast: true };
    });
    const [item] = await jiraSync.pull(client, "KO", { fields: ["Points"] });
    expect(item.externalId).toBe("KO-2");
    expect(seen.map((s) => s.path.split("?")[0])).toEqual(["/issue/createmeta/KO/issuetypes", "/search/jql"]);
  });

  it("links to the project's issues or the epic on the site's origin, or on the web origin the client is set to", () => {
    const at = (opts: object) => ({ opts }) as unknown as ProviderClient;
    const site = at({ base: "https://acme.atlassian.net/rest/api/3" });
    expect(jiraSync.containerUrl(site, "KO")).toBe("https://acme.atlassian.net/jira/software/projects/KO/issues");
    expect(jiraSync.containerUrl(site, "KO-12")).toBe("https://acme.atlassian.net/browse/KO-12");
    expect(
      jiraSync.containerUrl(at({ base: "https://api.atlassian.com/ex/jira/c1/rest/api/3", webOrigin: "https://acme.atlassian.net" }), "KO"),
    ).toBe("https://acme.atlassian.net/jira/software/projects/KO/issues");
  });

  it("a pull takes each issue's fields; only a sub-task's parent makes a subtask", async () => {
    const doc = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "a" }, { type: "hardBreak" }, { type: "text", text: "b" }] }],
    };
    const { client } = scripted(() => ({
      issues: [
        issue("KO-1", {
          summary: "  One ",
          description: doc,
          duedate: "2026-12-01",
          status: { name: "In Review", statusCategory: { key: "indeterminate" } },
          assignee: { emailAddress: "ada@example.com" },
          issuetype: { subtask: false },
          parent: { key: "KO-9" },
          labels: ["red", 5, "blue"],
        }),
        issue("KO-2", { summary: " ", status: { statusCategory: { key: "done" } }, issuetype: { subtask: true }, parent: { key: "KO-1" } }),
        issue("KO-3", { status: { name: "Odd", statusCategory: { key: "undefined" } } }),
      ],
      isLast: true,
    }));
    expect(await jiraSync.pull(client, "KO")).toEqual([
      {
        externalId: "KO-1",
        name: "One",
        description: "a\nb",
        status: "in-progress",
        statusName: "In Review",
        dueDate: "2026-12-01",
        assigneeEmail: "ada@example.com",
        parentExternalId: null,
        labels: ["red", "blue"],
      },
      {
        externalId: "KO-2",
        name: "KO-2",
        description: "",
        status: "done",
        statusName: null,
        dueDate: null,
        assigneeEmail: null,
        parentExternalId: "KO-1",
        labels: [],
      },
      {
        externalId: "KO-3",
        name: "KO-3",
        description: "",
        status: "todo",
        statusName: "Odd",
        dueDate: null,
        assigneeEmail: null,
        parentExternalId: null,
        labels: [],
      },
    ]);
  });

  it("a new issue: the project's task type, the epic as parent, a due date only where the screen has one", async () => {
    const answer = (screen: string[]) => (method: string, path: string) => {
      if (path.endsWith("/issuetypes?maxResults=200"))
        return {
          issueTypes: [
            { id: "5", name: "Story" },
            { id: "6", name: "Task" },
          ],
        };
      if (path.startsWith("/issue/createmeta/KO/issuetypes/6")) return { fields: screen.map((fieldId) => ({ fieldId })) };
      if (method === "POST" && path === "/issue") return { key: "KO-7" };
      if (path.endsWith("?fields=status")) return { fields: { status: { name: "To Do", statusCategory: { key: "new" } } } };
      return {};
    };
    const dated = { ...TASK, description: "Why", dueDate: "2026-12-01" };
    const withDue = scripted(answer(["summary", "duedate"]));
    expect(await jiraSync.pushTask(withDue.client, "KO-1", dated, null)).toBe("KO-7");
    const created = withDue.seen.find((s) => s.path === "/issue")?.body as { fields: Record<string, unknown> };
    expect(created.fields).toMatchObject({
      project: { key: "KO" },
      issuetype: { id: "6" },
      summary: "Ship it",
      duedate: "2026-12-01",
      parent: { key: "KO-1" },
    });
    expect(created.fields.description).toMatchObject({ type: "doc" });
    // Already in the right category: no transition.
    expect(withDue.seen.filter((s) => s.path.includes("/transitions"))).toEqual([]);

    const noDue = scripted(answer(["summary"]));
    await jiraSync.pushTask(noDue.client, "KO", TASK, null);
    const plain = noDue.seen.find((s) => s.path === "/issue")?.body as { fields: Record<string, unknown> };
    expect(Object.keys(plain.fields).sort()).toEqual(["issuetype", "project", "summary"]);

    // A new issue for a task whose labels were all taken off (its old issue gone) sends no empty labels:
    // clearing labels is an update's job.
    const relabelled = scripted(answer(["summary", "labels"]));
    await jiraSync.pushTask(relabelled.client, "KO", TASK, null, extrasOf({ hadLabels: true }));
    const fresh = relabelled.seen.find((s) => s.path === "/issue")?.body as { fields: Record<string, unknown> };
    expect(fresh.fields).not.toHaveProperty("labels");
  });

  it("an update sends only the fields the edit screen lists, and nothing when it lists none", async () => {
    const answer = (editable: string[]) => (_m: string, path: string) => {
      if (path.endsWith("/editmeta")) return { fields: Object.fromEntries(editable.map((f) => [f, {}])) };
      if (path.endsWith("?fields=status")) return { fields: { status: { name: "To Do", statusCategory: { key: "new" } } } };
      return {};
    };
    const some = scripted(answer(["summary", "description"]));
    await jiraSync.pushTask(some.client, "KO", TASK, "KO-7");
    expect(some.seen.filter((s) => s.method === "PUT")).toEqual([
      { method: "PUT", path: "/issue/KO-7", body: { fields: { summary: "Ship it", description: null } } },
    ]);
    const none = scripted(answer([]));
    await jiraSync.pushTask(none.client, "KO", TASK, "KO-7");
    expect(none.seen.filter((s) => s.method === "PUT")).toEqual([]);
  });

  it("a status move: the named status first, else the category, else refused", async () => {
    const transitions = [
      { id: "t1", name: "Start", to: { name: "In Progress", statusCategory: { key: "indeterminate" } } },
      { id: "t2", name: "Review", to: { name: "In Review", statusCategory: { key: "indeterminate" } } },
      { id: "t3", name: "Finish", to: { name: "Done", statusCategory: { key: "done" } } },
    ];
    const at = (name: string, key: string, list = transitions) =>
      scripted((_m, path) =>
        path.endsWith("?fields=status") ? { fields: { status: { name, statusCategory: { key } } } } : { transitions: list },
      );
    const moved = (seen: Seen[]) => seen.filter((s) => s.method === "POST").map((s) => s.body);

    const named = at("In Progress", "indeterminate");
    expect(await jiraSync.setStatus(named.client, "KO", "KO-7", "in-progress", "in review")).toBe("In Review");
    expect(moved(named.seen)).toEqual([{ transition: { id: "t2" } }]);

    const same = at("In Review", "indeterminate");
    expect(await jiraSync.setStatus(same.client, "KO", "KO-7", "in-progress", "In Review")).toBe("In Review");
    expect(same.seen).toHaveLength(1);

    const unreachable = at("In Progress", "indeterminate");
    expect(await jiraSync.setStatus(unreachable.client, "KO", "KO-7", "in-progress", "Blocked")).toBe("In Progress");
    expect(moved(unreachable.seen)).toEqual([]);

    const category = at("To Do", "new");
    expect(await jiraSync.setStatus(category.client, "KO", "KO-7", "done")).toBe("Done");
    expect(moved(category.seen)).toEqual([{ transition: { id: "t3" } }]);

    const stuck = at("To Do", "new", transitions.slice(0, 2));
    const err = await jiraSync.setStatus(stuck.client, "KO", "KO-7", "done").catch((e: unknown) => e);
    expect((err as ProviderError).status).toBe(400);
    expect((err as ProviderError).message).toBe('Jira\'s workflow for KO-7 has no transition to a "done" status from where it is now.');
  });

  it("a new task in a project without a task issue type is refused with a 400", async () => {
    const { client } = scripted(() => ({ issueTypes: [{ id: "1", name: "Epic", hierarchyLevel: 1 }] }));
    const err = await jiraSync.pushTask(client, "KO", TASK, null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(400);
    expect((err as ProviderError).message).toBe("The Jira project KO has no issue type for tasks.");
  });
});
