import type { Container, ContainersQuery, ExportTarget, ExportTargetInput, ProviderId } from "../../core/schemas/integrations";
import type { GeneratedPlan } from "../../core/schemas/plan";
import { type ProviderClient, ProviderError } from "./http";
import type { ProviderSync } from "./sync-types";

// The contract every provider module (worker/integrations/<provider>/) fulfils. Part 1 needs
// verify, targets and exportPlan; part 2 adds pushTask, setStatus and pull on the same connection.

/** A stored connection, decrypted for the length of one request or job. */
export interface Connection {
  userId: number;
  provider: ProviderId;
  mode: "oauth" | "token";
  accessToken: string;
  /** Non-secret facts the provider needs to build its calls (Jira: site or cloudId, e-mail). */
  meta: ConnectionMeta;
  /** OAuth connections: a fresh access token, when the provider refuses this one with 401 mid-job. */
  renew?: () => Promise<string>;
}

export interface ConnectionMeta {
  /** Jira token mode: the site origin; Jira OAuth: the cloud id the calls go through. */
  site?: string;
  cloudId?: string;
  /** Jira OAuth: the name of the site the person picked (accessible-resources can list several). */
  siteName?: string;
  email?: string;
  /**
   * Jira token mode: the token is a scoped API token (or a service account's), which Atlassian only
   * takes through api.atlassian.com/ex/jira/{cloudId}, not on the site itself.
   */
  gateway?: boolean;
}

/** What the who-am-I call says: a connection is stored only after this succeeded. */
export interface VerifiedAccount {
  accountId: string;
  account: string;
  meta: ConnectionMeta;
}

/** One plan item on its way out, keyed "m{index}" (milestone) or "t{index}" (task) in the checkpoint. */
export interface ExportItem {
  key: string;
  kind: "milestone" | "task";
  name: string;
  description: string;
  dueDate: string | null;
  priority: "low" | "medium" | "high";
  /** For a task, the milestone (phase) it belongs to. */
  milestoneIndex: number | null;
  /** For a subtask, the index in plan.tasks of its parent task (exported as a task of the same phase). */
  parentIndex?: number | null;
}

/**
 * What a run has created so far; saved after every provider write so a redelivered job resumes here
 * and never creates the epic, board, sheet or an item twice.
 */
export interface ExportCheckpoint {
  container?: { id: string; url: string };
  /** Provider-specific ids made once per run (monday's date column, Smartsheet's column ids, Jira's issue type). */
  setup: Record<string, string>;
  /** Milestone index → section/group id. */
  groups: Record<string, string>;
  /** Item key → the provider's id (Jira issue key, Asana gid, monday item id, Smartsheet row id). */
  items: Record<string, string>;
  /** Item key → why the provider refused it; retried on the next run. */
  failed: Record<string, string>;
  /** Asana: items already placed in their section. */
  placed: Record<string, true>;
  /** Plan links already made at the provider, keyed by linkKey (a redelivered job skips them). */
  links?: Record<string, true>;
  /** Links the provider refused for good (e.g. linking switched off), with its reason; not retried. */
  linkFailures?: Record<string, string>;
  /** The Kickoff-side project once it exists, and its task id per item key. */
  projectId?: number;
  taskIds?: Record<string, string>;
}

export interface ExportRun {
  plan: GeneratedPlan;
  target: ExportTargetInput;
  items: ExportItem[];
  checkpoint: ExportCheckpoint;
  /** Persists the checkpoint; call after every provider write. */
  save(): Promise<void>;
}

export interface ProviderModule {
  id: ProviderId;
  name: string;
  /** Builds the authenticated client for a connection (origin from configuration, auth header per mode). */
  client(env: Env, conn: Connection): ProviderClient;
  /**
   * When the who-am-I check of new credentials was refused (401): another way to reach the provider
   * with them (Jira: scoped tokens through the gateway), or null when there is none.
   */
  otherRoute?(env: Env, conn: Connection): Promise<ConnectionMeta | null>;
  /** Who-am-I with fresh credentials; throws ProviderError with the provider's reason when they are wrong. */
  verify(client: ProviderClient): Promise<VerifiedAccount>;
  targets(client: ProviderClient): Promise<ExportTarget[]>;
  /** Existing projects, boards or sheets to link or import, so nobody has to type an id. */
  containers(client: ProviderClient, where: ContainersQuery): Promise<Container[]>;
  /** Creates the container, groups and items, recording each in run.checkpoint as it goes. */
  exportPlan(client: ProviderClient, run: ExportRun): Promise<void>;
  /** Part 2: task sync, status sync and pull against a linked container (sync-types.ts). */
  sync?: ProviderSync;
}

export function emptyCheckpoint(): ExportCheckpoint {
  return { setup: {}, groups: {}, items: {}, failed: {}, placed: {}, links: {} };
}

/**
 * The plan as an ordered list: each milestone followed by its tasks, each task by its subtasks, then
 * tasks of no phase. Providers get subtasks as tasks of the phase (none is lost); the linked Kickoff
 * project nests them again by parentIndex.
 */
export function exportItems(plan: GeneratedPlan): ExportItem[] {
  const task = (t: GeneratedPlan["tasks"][number], i: number): ExportItem => ({
    key: `t${i}`,
    kind: "task",
    name: t.name,
    description: t.description,
    dueDate: t.dueDate,
    priority: t.priority,
    milestoneIndex: t.milestoneIndex !== null && t.milestoneIndex < plan.milestones.length ? t.milestoneIndex : null,
    parentIndex: t.parentIndex,
  });
  const all = plan.tasks.map(task);
  const tasks = all.flatMap((t, i) => (t.parentIndex != null ? [] : [t, ...all.filter((s) => s.parentIndex === i)]));
  const phased = plan.milestones.flatMap((m, i): ExportItem[] => [
    {
      key: `m${i}`,
      kind: "milestone",
      name: m.name,
      description: m.description,
      dueDate: m.dueDate,
      priority: "medium",
      milestoneIndex: i,
    },
    ...tasks.filter((t) => t.milestoneIndex === i),
  ]);
  return [...phased, ...tasks.filter((t) => t.milestoneIndex === null)];
}

/** Items not created yet (never created, or refused last time), in plan order. */
export function pendingItems(run: ExportRun): ExportItem[] {
  return run.items.filter((i) => !(i.key in run.checkpoint.items));
}

/** A plan link whose two tasks exist at the provider: their provider ids, by the link's checkpoint key. */
export interface PendingLink {
  key: string;
  predecessor: string;
  successor: string;
}

export const linkKey = (predecessor: number, successor: number) => `t${predecessor}>t${successor}`;

/**
 * The plan's links (issue 12) still to make: both tasks created, the link not yet recorded. A link
 * to a task the provider refused waits, so a retry that creates the task also makes its links.
 */
export function pendingLinks(run: ExportRun): PendingLink[] {
  const cp = run.checkpoint;
  const seen = new Set<string>();
  const out: PendingLink[] = [];
  for (const d of run.plan.dependencies ?? []) {
    const key = linkKey(d.predecessor, d.successor);
    if (seen.has(key) || cp.links?.[key] || cp.linkFailures?.[key]) continue;
    seen.add(key);
    const predecessor = cp.items[`t${d.predecessor}`];
    const successor = cp.items[`t${d.successor}`];
    if (predecessor && successor && predecessor !== successor) out.push({ key, predecessor, successor });
  }
  return out;
}

/** Makes each pending link once, recording it (or the provider's lasting refusal) before the next. */
export async function exportLinks(run: ExportRun, make: (link: PendingLink) => Promise<void>): Promise<void> {
  const cp = run.checkpoint;
  for (const link of pendingLinks(run)) {
    try {
      await make(link);
      cp.links = { ...cp.links, [link.key]: true };
    } catch (err) {
      // Transient failures stop the run so the queue retries it; a refusal must not undo the export.
      if (!(err instanceof ProviderError) || err.transient) throw err;
      cp.linkFailures = { ...cp.linkFailures, [link.key]: err.message };
    }
    await run.save();
  }
}
