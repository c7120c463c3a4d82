import { describe, expect, it } from "vitest";
import { readImportFile } from "../../core/import-files/formats";
import { listTasks, team } from "../board/support";
import { api, json } from "../support/api";

// Issue 25's import page: a file imported into an existing project (decision 114) by its editors
// only, and the page's Idempotency-Key (file + project, decision 124) keeps a second send of the same
// file from adding its rows twice.

const CSV = "Name,Status\nBook the hall,Done\nPrint flyers,To do\n";
const body = (projectId: number, content = CSV) => ({
  format: "csv",
  content,
  mapping: readImportFile("csv", content).mapping,
  projectId,
  requestId: "file-0123456789abcdef",
});
const keyed = (key: string) => ({ "Idempotency-Key": key });

describe("POST /api/import/file into an existing project", () => {
  it("lets editors and owners add rows; a viewer gets 403 and an outsider 404, adding nothing", async () => {
    const t = await team();
    expect((await api("POST", "/api/import/file", { as: t.viewer, body: body(t.projectId) })).status).toBe(403);
    expect((await api("POST", "/api/import/file", { as: t.outsider, body: body(t.projectId) })).status).toBe(404);
    expect((await listTasks(t.owner, t.projectId)).tasks).toHaveLength(0);
    const res = await api("POST", "/api/import/file", { as: t.editor, body: body(t.projectId) });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ projectId: t.projectId, created: 2, warnings: [] });
    expect((await listTasks(t.owner, t.projectId)).tasks.map((x) => [x.name, x.status]).sort()).toEqual([
      ["Book the hall", "done"],
      ["Print flyers", "todo"],
    ]);
  });

  it("answers a second send with the same Idempotency-Key from the first, without adding rows", async () => {
    const t = await team();
    const key = `file-import:abc:${t.projectId}`;
    const first = await api("POST", "/api/import/file", { as: t.editor, body: body(t.projectId), headers: keyed(key) });
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const again = await api("POST", "/api/import/file", { as: t.editor, body: body(t.projectId), headers: keyed(key) });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.text()).toBe(firstBody);
    expect((await listTasks(t.owner, t.projectId)).tasks).toHaveLength(2);
    // The same key with other columns is refused, not imported a second time.
    const other = await api("POST", "/api/import/file", {
      as: t.editor,
      body: body(t.projectId, "Name,Status\nSomething else,Done\n"),
      headers: keyed(key),
    });
    expect(other.status).toBe(422);
    expect((await listTasks(t.owner, t.projectId)).tasks).toHaveLength(2);
    // Without the key (an API client that sends none) the rows are added again: the key is what dedupes.
    expect((await api("POST", "/api/import/file", { as: t.editor, body: body(t.projectId) })).status).toBe(201);
    expect((await listTasks(t.owner, t.projectId)).tasks).toHaveLength(4);
  });

  it("refuses a project id that is not a positive integer with a 400", async () => {
    const t = await team();
    const res = await api("POST", "/api/import/file", { as: t.editor, body: { ...body(t.projectId), projectId: "x" } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toContain("projectId must be a project id.");
  });
});
