import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateAfter, invalidates, queryKeys } from "../../app/lib/query-keys";

// Decision 118: a write invalidates the reads it changes, by key prefix. These run the real cache so a
// key that stops matching (a renamed segment, a filter object in the wrong place) fails here.

/** A cache holding one fresh, successful read for each key. */
function cacheWith(keys: QueryKey[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { seeded: true });
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

const reads = [
  queryKeys.apiTokens(),
  queryKeys.agents(),
  queryKeys.timeSettings(),
  queryKeys.notificationSettings(),
  queryKeys.projects(),
  queryKeys.calendarFeed({ kind: "person" }),
  queryKeys.calendarFeed({ kind: "project", projectId: 1 }),
  queryKeys.analytics(1, null),
  queryKeys.analytics(1, "2026-10-01"),
  queryKeys.analytics(2, null),
  queryKeys.activity(1, { actor: "all", task: "all" }),
  queryKeys.activity(2, { actor: "all", task: "all" }),
  queryKeys.history(1),
  queryKeys.members(1),
];

describe("query keys", () => {
  it("a token write refreshes the token list and nothing else", async () => {
    const client = cacheWith(reads);
    await invalidateAfter(client, "createApiToken");
    expect(stale(client)).toEqual([queryKeys.apiTokens()]);
  });

  it("a person's calendar feed and a project's are separate reads", async () => {
    const client = cacheWith(reads);
    await invalidateAfter(client, "rotateCalendarFeed", { kind: "project", projectId: 1 });
    expect(stale(client)).toEqual([queryKeys.calendarFeed({ kind: "project", projectId: 1 })]);
  });

  it("an undo refreshes every read of that project (activity, history, analytics in any range) and no other project's", async () => {
    const client = cacheWith(reads);
    await invalidateAfter(client, "undoRedo", 1);
    const keys = stale(client);
    expect(keys).toContainEqual(queryKeys.analytics(1, null));
    expect(keys).toContainEqual(queryKeys.analytics(1, "2026-10-01"));
    expect(keys).toContainEqual(queryKeys.activity(1, { actor: "all", task: "all" }));
    expect(keys).toContainEqual(queryKeys.history(1));
    expect(keys.filter((k) => k[0] !== "project" || k[1] !== 1)).toEqual([]);
  });

  it("every write's keys are keys the cache uses (each one matches a read of its kind)", async () => {
    // One read per key maker, with sample arguments, then each table entry must hit at least one.
    const sample: QueryKey[] = [
      ...reads,
      queryKeys.webhooks(1),
      queryKeys.projectTimeSettings(1),
      queryKeys.timeSummary(1),
      queryKeys.insights(1),
      queryKeys.toolRecommendations("1-a"),
      queryKeys.taskTime("1-a"),
      queryKeys.templates(),
      queryKeys.integrations(),
      queryKeys.job("job-1"),
    ];
    const args: { [N in keyof typeof invalidates]: Parameters<(typeof invalidates)[N]> } = {
      saveTimeSettings: [],
      saveNotificationSettings: [],
      createApiToken: [],
      revokeApiToken: [],
      revokeAgent: [],
      rotateCalendarFeed: [{ kind: "person" }],
      restoreTask: [1],
      undoRedo: [1],
      saveWebhook: [1],
      deleteWebhook: [1],
      saveProjectTimeSettings: [1],
      logTime: [{ projectId: 1, taskId: "1-a" }],
      analyseProject: [1],
      recommendTools: ["1-a"],
      startFromTemplate: [],
      acceptInvitation: [],
      exportIssues: ["job-1"],
    };
    for (const name of Object.keys(invalidates) as Array<keyof typeof invalidates>) {
      const client = cacheWith(sample);
      await (invalidateAfter as (c: QueryClient, n: string, ...a: unknown[]) => Promise<void>)(client, name, ...args[name]);
      expect(stale(client).length, name).toBeGreaterThan(0);
    }
  });
});
