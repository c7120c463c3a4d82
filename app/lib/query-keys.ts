import type { QueryClient, QueryKey } from "@tanstack/react-query";

// Decision 118: every key the app's query cache uses, and what each write changes. A key starts with
// what it belongs to ("me", or "project" and its id), so a write can invalidate a person's or a
// project's reads by prefix without knowing every panel that shows them.

/** A calendar feed is the person's own or a project's. */
export type FeedOwner = { kind: "person" } | { kind: "project"; projectId: number };

export const queryKeys = {
  /** The projects the person is a member of (the token form's project choice). */
  projects: () => ["projects"] as const,
  timeSettings: () => ["me", "time-settings"] as const,
  notificationSettings: () => ["me", "notification-settings"] as const,
  apiTokens: () => ["me", "api-tokens"] as const,
  agents: () => ["me", "agents"] as const,
  calendarFeed: (of: FeedOwner) =>
    of.kind === "person" ? (["me", "calendar-feed"] as const) : (["project", of.projectId, "calendar-feed"] as const),
  /** Everything read about one project: its sub-keys below start with this. */
  project: (projectId: number) => ["project", projectId] as const,
  /** Every range of the project's analytics. */
  analyticsOf: (projectId: number) => ["project", projectId, "analytics"] as const,
  analytics: (projectId: number, from: string | null) => ["project", projectId, "analytics", { from }] as const,
  members: (projectId: number) => ["project", projectId, "members"] as const,
  activityOf: (projectId: number) => ["project", projectId, "activity"] as const,
  activity: (projectId: number, filters: { actor: string; task: string }) => ["project", projectId, "activity", filters] as const,
  /** What the person can undo and redo now. */
  history: (projectId: number) => ["project", projectId, "history"] as const,
  webhooks: (projectId: number) => ["project", projectId, "webhooks"] as const,
  deliveries: (projectId: number, webhookId: string) => ["project", projectId, "webhooks", webhookId, "deliveries"] as const,
  projectTimeSettings: (projectId: number) => ["project", projectId, "time-settings"] as const,
  /** The project's holidays (the Gantt's working-day calendar). */
  holidays: (projectId: number) => ["project", projectId, "holidays"] as const,
  timeSummary: (projectId: number) => ["project", projectId, "time-summary"] as const,
  insights: (projectId: number) => ["project", projectId, "insights"] as const,
  toolRecommendations: (taskId: string) => ["task", taskId, "tool-recommendations"] as const,
  taskTime: (taskId: string) => ["task", taskId, "time"] as const,
  templates: () => ["templates"] as const,
  integrations: () => ["integrations"] as const,
  job: (jobId: string) => ["job", jobId] as const,
  usernameSearch: (projectId: number, q: string) => ["project", projectId, "username-search", q] as const,
  /** `asked` counts the pauses in typing: the same text typed again is asked again. */
  commandSearch: (q: string, asked: number, opening: number) => ["search", q, asked, opening] as const,
} satisfies Record<string, (...args: never[]) => QueryKey>;

/**
 * What each write changes, as the keys to invalidate (by prefix). A mutation names its entry here
 * (`useInvalidatingMutation`), so a newcomer finds in one table which screens a write refreshes.
 */
export const invalidates = {
  saveTimeSettings: () => [queryKeys.timeSettings()],
  saveNotificationSettings: () => [queryKeys.notificationSettings()],
  createApiToken: () => [queryKeys.apiTokens()],
  revokeApiToken: () => [queryKeys.apiTokens()],
  revokeAgent: () => [queryKeys.agents()],
  rotateCalendarFeed: (of: FeedOwner) => [queryKeys.calendarFeed(of)],
  /** A restore or an undo changes the board: the activity, what can be undone, the analytics. */
  restoreTask: (projectId: number) => [queryKeys.project(projectId)],
  undoRedo: (projectId: number) => [queryKeys.project(projectId)],
  saveWebhook: (projectId: number) => [queryKeys.webhooks(projectId)],
  deleteWebhook: (projectId: number) => [queryKeys.webhooks(projectId)],
  /** The estimate unit: the tasks list's totals, the time report and the analytics all show it. */
  saveProjectTimeSettings: (projectId: number) => [
    queryKeys.projectTimeSettings(projectId),
    queryKeys.timeSummary(projectId),
    queryKeys.analyticsOf(projectId),
  ],
  logTime: ({ projectId, taskId }: { projectId: number; taskId: string }) => [queryKeys.taskTime(taskId), queryKeys.timeSummary(projectId)],
  analyseProject: (projectId: number) => [queryKeys.insights(projectId)],
  recommendTools: (taskId: string) => [queryKeys.toolRecommendations(taskId)],
  startFromTemplate: () => [queryKeys.projects()],
  acceptInvitation: () => [queryKeys.projects()],
  /** A retried export's job has a new result (what still failed). */
  exportIssues: (jobId: string) => [queryKeys.job(jobId)],
} satisfies Record<string, (...args: never[]) => QueryKey[]>;

export type MutationName = keyof typeof invalidates;

/** Marks every read a write changed as stale; the ones on screen refetch. */
export async function invalidateAfter<N extends MutationName>(
  client: QueryClient,
  name: N,
  ...arg: Parameters<(typeof invalidates)[N]>
): Promise<void> {
  const keys = (invalidates[name] as (...a: typeof arg) => QueryKey[])(...arg);
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
