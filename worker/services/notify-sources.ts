import { eq, inArray } from "drizzle-orm";
import { displayName } from "../../core/user-display";
import type { Assignment } from "../board/assignment-watch";
import { db } from "../db/client";
import { users } from "../db/schema";
import { notify } from "./notifications";

// The notification sources other than comments: each a plain function its feature calls.

/** Tasks got a new assignee on the board (by anyone but the assignee). */
export async function notifyAssignments(env: Env, projectId: number, assignments: Assignment[]): Promise<void> {
  if (assignments.length === 0) return;
  const actorIds = [...new Set(assignments.map((a) => a.actorId))];
  const actors = await db(env.DB).select().from(users).where(inArray(users.id, actorIds));
  const names = new Map(actors.map((u) => [u.id, displayName(u)]));
  await notify(
    env,
    assignments.map((a) => ({
      userId: a.assigneeId,
      kind: "assignment" as const,
      projectId,
      taskId: a.taskId,
      actorId: a.actorId,
      title: `${names.get(a.actorId) ?? "Someone"} assigned “${a.taskName}” to you`,
      url: `/projects/${projectId}?task=${encodeURIComponent(a.taskId)}`,
    })),
  );
}

/** An invitation went out to `email`: if that person already has an account, their bell hears of it too. */
export async function notifyInvitation(
  env: Env,
  opts: { email: string; projectId: number; projectName: string; inviterId: number; inviterName: string; role: string },
): Promise<void> {
  const invitee = await db(env.DB).select({ id: users.id }).from(users).where(eq(users.email, opts.email)).get();
  if (!invitee) return;
  await notify(env, [
    {
      userId: invitee.id,
      kind: "invitation",
      projectId: opts.projectId,
      actorId: opts.inviterId,
      title: `${opts.inviterName} invited you to “${opts.projectName}” as ${opts.role}`,
      url: "/team?tab=invitations",
    },
  ]);
}

/**
 * An export or import finished or failed: the person who started it hears how it went. Export and
 * import jobs call this when they end (the queue consumer does it for job kinds named export-* / import-*).
 */
export async function notifyJobOutcome(
  env: Env,
  opts: { userId: number; kind: "export" | "import"; projectId: number | null; label: string; ok: boolean; error?: string | null },
): Promise<void> {
  const verb = opts.kind === "export" ? "Export" : "Import";
  await notify(env, [
    {
      userId: opts.userId,
      kind: opts.kind,
      projectId: opts.projectId,
      title: opts.ok ? `${verb} finished: ${opts.label}` : `${verb} failed: ${opts.label}`,
      body: opts.ok ? null : (opts.error ?? "Something went wrong."),
      url: opts.projectId ? `/projects/${opts.projectId}` : "/import-data",
    },
  ]);
}

const PROVIDER_NAME: Record<string, string> = { jira: "Jira", asana: "Asana", monday: "monday.com", smartsheet: "Smartsheet" };

/**
 * The queue consumer's hook: export and import jobs (kinds like "integration-export", "export-…",
 * "…-import") report how they ended; other jobs are not news.
 */
export async function jobEnded(
  env: Env,
  job: { userId: number; projectId: number | null; kind: string; input?: unknown },
  outcome: { ok: boolean; error?: string | null },
): Promise<void> {
  const family = /(^|-)export($|-)/.test(job.kind) ? "export" : /(^|-)import($|-)/.test(job.kind) ? "import" : null;
  if (!family) return;
  const input = (job.input ?? {}) as { provider?: unknown; plan?: { name?: unknown } };
  const provider = typeof input.provider === "string" ? (PROVIDER_NAME[input.provider] ?? input.provider) : null;
  const name = typeof input.plan?.name === "string" ? `“${input.plan.name}”` : null;
  const label = name && provider ? `${name} ${family === "export" ? "to" : "from"} ${provider}` : (name ?? provider ?? job.kind);
  await notifyJobOutcome(env, { userId: job.userId, kind: family, projectId: job.projectId, label, ...outcome });
}
