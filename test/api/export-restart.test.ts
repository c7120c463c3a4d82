import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../board/support";
import { api, type Caller, env, signIn } from "../support/api";
import { fakeFetch } from "../support/fakes/fake-api";
import { FakeMonday } from "../support/fakes/monday";
import { deliver, jobRow, recordExportJob, requeue } from "../support/integrations";

// An export's checkpoint holds what the provider already made. One that no longer reads (a hand edit,
// an older version's bug; decision 134) must not make the export start from nothing: that would create
// the provider's board and items a second time. The restart sends nothing instead.

const MONDAY_TOKEN = "eyJhbGciOiJIUzI1NiJ9.monday-secret-token";
let monday: FakeMonday;
let user: Caller;

beforeEach(async () => {
  user = await signIn(uniqueEmail("ada"));
  monday = new FakeMonday("https://api.monday.com", MONDAY_TOKEN);
  vi.stubGlobal("fetch", fakeFetch(monday));
  const connected = await api("POST", "/api/integrations/monday/connect", { as: user, body: { token: MONDAY_TOKEN } });
  expect(connected.status).toBe(200);
});
afterEach(() => {
  expect(monday.violations).toEqual([]);
  vi.unstubAllGlobals();
});

const damageCheckpoint = (jobId: string) =>
  env.DB.prepare(`UPDATE jobs SET checkpoint = '{"container":42,"items":"all of them"}' WHERE id = ?`).bind(jobId).run();

/** monday calls that make something (boards, columns, groups, items). */
const creates = () =>
  monday.requests.filter((r) => /mutation[^{]*\{\s*create_/.test(String((r.body as { query?: string } | null)?.query ?? "")));

describe("an export restarted with a checkpoint that does not read", () => {
  it("after the provider's part ended: ends on the same project again, creating nothing twice", async () => {
    const jobId = await recordExportJob(user, "monday", { id: "555" });
    await deliver(jobId, 1);
    const first = await jobRow(jobId);
    expect(first?.status, first?.error ?? "").toBe("done");
    const made = JSON.parse(first?.result ?? "{}").exportDetails;
    expect(made).toMatchObject({ created: 6, failed: [] });
    const before = creates().length;
    expect(before).toBeGreaterThan(6);

    await damageCheckpoint(jobId);
    await requeue(jobId);
    await deliver(jobId, 2);
    const again = await jobRow(jobId);
    expect(again?.status, again?.error ?? "").toBe("done");
    expect(JSON.parse(again?.result ?? "{}").exportDetails).toEqual(made);
    expect(creates()).toHaveLength(before);
    expect(monday.boards).toHaveLength(1);
    expect(monday.boards[0].items).toHaveLength(6);
    const projects = await env.DB.prepare("SELECT COUNT(*) AS n FROM projects WHERE owner_id = ?").bind(user.userId).first<{ n: number }>();
    expect(projects?.n).toBe(1);
  });

  it("before the project was made: fails with what to check, and sends nothing to the provider", async () => {
    const jobId = await recordExportJob(user, "monday", { id: "555" });
    await damageCheckpoint(jobId);
    const before = monday.requests.length;
    await deliver(jobId, 1);
    const row = await jobRow(jobId);
    expect(row?.status).toBe("failed");
    expect(row?.error).toBe(
      "This export's saved progress could not be read, so it was not sent to monday.com again: that could create its items twice. Check monday.com for what it made, then export the plan again if something is missing.",
    );
    expect(monday.requests.slice(before).filter((r) => r.method !== "GET")).toEqual([]);
    expect(creates()).toEqual([]);
    expect(monday.boards).toHaveLength(0);
  });
});
