import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, type Caller, flushProjection, json, newProjectId, newTask, team } from "../board/support";
import { ORIGIN } from "../support/api";
import { events, parseIcal, prop } from "../support/ical";

// Issue 26: calendar feeds. A calendar app fetches them with no cookie: the secret is the credential.

async function rotate(as: Caller, path = "/api/calendar/rotate"): Promise<{ url: string; webcalUrl: string }> {
  const res = await api("POST", path, { as });
  expect(res.status).toBe(200);
  return json(res);
}

/** Like a calendar app: no cookie, no Origin, nothing but the URL. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) => SELF.fetch(url, { headers });

async function feedEvents(url: string) {
  const res = await fetchFeed(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  return events(parseIcal(await res.text()));
}

const summaries = (list: ReturnType<typeof events>) => list.map((e) => prop(e, "SUMMARY")?.value).sort();

describe("a person's calendar feed", () => {
  it("serves their dated tasks across their projects as all-day events, without a cookie", async () => {
    const t = await team();
    const other = await newProjectId(t.owner, "Second project");
    await api("POST", `/api/projects/${other}/members`, { as: t.owner, body: { userId: t.editor.userId, role: "viewer" } });
    const mine = await newTask(t.owner, t.projectId, { name: "Write copy", assigneeId: t.editor.userId, dueDate: "2031-03-04" });
    await newTask(t.owner, other, { name: "Review there", assigneeId: t.editor.userId, dueDate: "2031-03-10" });
    await newTask(t.owner, t.projectId, { name: "Shipped", assigneeId: t.editor.userId, dueDate: "2031-02-01", status: "done" });
    await newTask(t.owner, t.projectId, { name: "Launch", assigneeId: t.editor.userId, dueDate: "2031-04-01", kind: "milestone" });
    await newTask(t.owner, t.projectId, { name: "Undated", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Someone else's", assigneeId: t.viewer.userId, dueDate: "2031-03-05" });
    await flushProjection(t.projectId);
    await flushProjection(other);

    const { url, webcalUrl } = await rotate(t.editor);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/calendar/[a-z2-7]{52}\\.ics$`));
    expect(webcalUrl).toBe(url.replace("https://", "webcal://"));

    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    const text = await res.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    const list = events(parseIcal(text));
    expect(summaries(list)).toEqual(["Review there", "Write copy", "✓ Shipped", "◆ Launch"].sort());
    const copy = list.find((e) => prop(e, "SUMMARY")?.value === "Write copy");
    expect(copy && prop(copy, "DTSTART")).toEqual({ name: "DTSTART", params: { VALUE: "DATE" }, value: "20310304" });
    expect(copy && prop(copy, "DTEND")?.value).toBe("20310305");
    expect(copy && prop(copy, "UID")?.value).toBe(`${mine.id}@kickoff`);
    expect(copy && prop(copy, "URL")?.value).toBe(`${ORIGIN}/projects/${t.projectId}?task=${encodeURIComponent(mine.id)}`);
    const launch = list.find((e) => prop(e, "SUMMARY")?.value === "◆ Launch");
    expect(launch && prop(launch, "CATEGORIES")?.value).toBe("Milestone");

    // The same board gives the same feed: an unchanged feed is a 304 to a conditional GET.
    const etag = res.headers.get("etag") ?? "";
    expect((await fetchFeed(url, { "if-none-match": etag })).status).toBe(304);
  });

  it("follows the board, and drops a project the person left", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Draft", assigneeId: t.editor.userId, dueDate: "2031-05-02" });
    await flushProjection(t.projectId);
    const { url } = await rotate(t.editor);
    expect(summaries(await feedEvents(url))).toEqual(["Draft"]);

    const moved = await api("PATCH", `/api/tasks/${task.id}`, {
      as: t.owner,
      body: { name: "Final draft", dueDate: "2031-05-09", version: task.version },
    });
    expect(moved.status).toBe(200);
    await flushProjection(t.projectId);
    const [event] = await feedEvents(url);
    expect([prop(event, "SUMMARY")?.value, prop(event, "DTSTART")?.value, prop(event, "UID")?.value]).toEqual([
      "Final draft",
      "20310509",
      `${task.id}@kickoff`,
    ]);

    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner })).status).toBe(204);
    await flushProjection(t.projectId);
    expect(await feedEvents(url)).toEqual([]);
  });

  it("answers 404 to a rotated, wrong or malformed secret", async () => {
    const t = await team();
    const first = await rotate(t.owner);
    expect((await fetchFeed(first.url)).status).toBe(200);
    const second = await rotate(t.owner);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);
    const secret = second.url.slice(second.url.lastIndexOf("/") + 1, -4);
    const wrong = `${secret.slice(0, -1)}${secret.endsWith("a") ? "b" : "a"}`;
    for (const path of [
      `/api/calendar/${wrong}.ics`,
      `/api/calendar/${secret}`,
      `/api/calendar/${secret}.ical`,
      "/api/calendar/short.ics",
    ]) {
      expect((await fetchFeed(`${ORIGIN}${path}`)).status, path).toBe(404);
    }
    // A person's secret opens no project feed, and the other way round.
    expect((await fetchFeed(`${ORIGIN}/api/projects/${t.projectId}/calendar/${secret}.ics`)).status).toBe(404);
    const project = await rotate(t.owner, `/api/projects/${t.projectId}/calendar/rotate`);
    const projectSecret = project.url.slice(project.url.lastIndexOf("/") + 1);
    expect((await fetchFeed(`${ORIGIN}/api/calendar/${projectSecret}`)).status).toBe(404);
  });

  it("says whether the person has a feed, never its secret", async () => {
    const t = await team();
    expect(await json(await api("GET", "/api/calendar", { as: t.viewer }))).toEqual({ feed: null });
    const { url } = await rotate(t.viewer);
    const status = await json(await api("GET", "/api/calendar", { as: t.viewer }));
    expect(status.feed.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(status)).not.toContain(url.slice(url.lastIndexOf("/") + 1, -4));
    // Only the hash is stored.
    const rows = await (await import("cloudflare:test")).env.DB.prepare("SELECT secret_hash FROM calendar_feeds WHERE user_id = ?")
      .bind(t.viewer.userId)
      .all<{ secret_hash: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(rows.results[0].secret_hash);
  });
});

describe("a project's calendar feed", () => {
  it("serves every dated item of the board, milestones marked, to any member who made one", async () => {
    const t = await team();
    await newTask(t.owner, t.projectId, { name: "Design", dueDate: "2031-06-01" });
    await newTask(t.owner, t.projectId, { name: "Build", dueDate: "2031-06-15", assigneeId: t.editor.userId });
    await newTask(t.owner, t.projectId, { name: "Beta", dueDate: "2031-06-20", kind: "milestone" });
    await newTask(t.owner, t.projectId, { name: "Someday" });
    const { url } = await rotate(t.viewer, `/api/projects/${t.projectId}/calendar/rotate`);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/projects/${t.projectId}/calendar/[a-z2-7]{52}\\.ics$`));
    const list = await feedEvents(url);
    expect(summaries(list)).toEqual(["Build", "Design", "◆ Beta"].sort());
    expect(list.every((e) => prop(e, "DTSTART")?.params.VALUE === "DATE")).toBe(true);
    // Read from the board itself: a new task is in the very next fetch.
    await newTask(t.owner, t.projectId, { name: "Polish", dueDate: "2031-06-18" });
    expect(summaries(await feedEvents(url))).toContain("Polish");
  });

  it("is only for members, and stops working when its person leaves", async () => {
    const t = await team();
    expect((await api("POST", `/api/projects/${t.projectId}/calendar/rotate`, { as: t.outsider })).status).toBe(404);
    const { url } = await rotate(t.editor, `/api/projects/${t.projectId}/calendar/rotate`);
    const other = await newProjectId(t.owner, "Elsewhere");
    // The secret names its project: it opens no other.
    expect((await fetchFeed(url.replace(`/projects/${t.projectId}/`, `/projects/${other}/`))).status).toBe(404);
    expect((await fetchFeed(url)).status).toBe(200);
    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner })).status).toBe(204);
    expect((await fetchFeed(url)).status).toBe(404);
  });
});
