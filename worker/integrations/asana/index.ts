import type { ExportTarget } from "../../../core/schemas/integrations";
import { badRequest } from "../../http/errors";
import { apiOrigin } from "../config";
import { ProviderClient, ProviderError } from "../http";
import type { ExportItem, ProviderModule } from "../types";
import { exportLinks, pendingItems } from "../types";

// Asana REST (bodies wrapped in {data}). A plan becomes a project in the chosen workspace (and team,
// which organisations require), a section per milestone, and one task per milestone and task,
// created one at a time (Asana has no bulk create) and moved into its section.

const OTHER_SECTION = "Other tasks";
const PRIORITY_LABEL = { high: "High", medium: "Medium", low: "Low" } as const;

type Wrapped<T> = { data: T };
type Page<T> = { data: T[]; next_page?: { offset?: string } | null };

/** Asana's largest page (limit 1..100). */
const PAGE = 100;
/** Pages read for one list before giving up: 100,000 items, far past any real workspace. */
const MAX_PAGES = 1000;

/** Every item of an Asana list, following next_page.offset to the end. */
export async function listAll<T>(c: ProviderClient, path: string, params: Record<string, string>): Promise<T[]> {
  const out: T[] = [];
  let offset: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ ...params, limit: String(PAGE), ...(offset ? { offset } : {}) });
    const res = await c.request<Page<T>>("GET", `${path}?${query}`);
    out.push(...(res.data ?? []));
    offset = res.next_page?.offset;
    if (!offset) break;
  }
  return out;
}

/**
 * A project's dates: Asana wants due_on with start_on, and refuses a start_on equal to due_on
 * (asana_oas.yaml, ProjectBase.start_on), so a one-day plan sends only its due date.
 */
export function projectDates(start: string | null | undefined, end: string | null | undefined): { start_on?: string; due_on?: string } {
  if (!end) return {};
  return start && start < end ? { start_on: start, due_on: end } : { due_on: end };
}

function notes(item: ExportItem): string {
  return [item.description, `Priority: ${PRIORITY_LABEL[item.priority]}`].filter(Boolean).join("\n\n");
}

/** A refusal of one task (validation) is reported for that task; anything transient stops the run for a retry. */
function itemFailure(err: unknown): string {
  if (err instanceof ProviderError && !err.transient) return err.message;
  throw err;
}

export const asana: ProviderModule = {
  id: "asana",
  name: "Asana",

  client(env, conn) {
    return new ProviderClient({
      provider: "asana",
      name: "Asana",
      base: `${apiOrigin(env, "asana")}/api/1.0`,
      headers: { Authorization: `Bearer ${conn.accessToken}` },
      secrets: [conn.accessToken],
      renew: conn.renew,
      auth: (token) => ({ Authorization: `Bearer ${token}` }),
    });
  },

  async verify(c) {
    const me = await c.request<Wrapped<{ gid: string; name?: string; email?: string }>>("GET", "/users/me?opt_fields=name,email");
    if (!me?.data?.gid) throw new ProviderError("asana", 400, "Asana did not say who this token belongs to.");
    return { accountId: me.data.gid, account: me.data.name || me.data.email || me.data.gid, meta: {} };
  },

  async targets(c) {
    const workspaces = await listAll<{ gid: string; name: string; is_organization?: boolean }>(c, "/workspaces", {
      opt_fields: "name,is_organization",
    });
    const out: ExportTarget[] = [];
    for (const w of workspaces) {
      if (!w.is_organization) {
        out.push({ id: w.gid, name: w.name });
        continue;
      }
      // Projects in an organisation belong to a team: offer the caller's teams there. The teams
      // list is filtered by `organization` (required), not `workspace`.
      const teams = await listAll<{ gid: string; name: string }>(c, "/users/me/teams", { organization: w.gid, opt_fields: "name" });
      out.push({
        id: w.gid,
        name: w.name,
        teams: teams.map((t) => ({ id: t.gid, name: t.name })),
        detail: "Organisation: pick a team",
      });
    }
    return out;
  },

  async containers(c, where) {
    if (!where.target) throw badRequest("Please choose an Asana workspace first.");
    // In an organisation the team narrows the list to what the user works on; archived projects are left out.
    // A team narrows an organisation to what the user works on (GET /projects' own `team` filter is
    // deprecated in favour of the team's project list); archived projects are left out.
    type Listed = { gid: string; name: string; team?: { name?: string } | null };
    const projects = where.team
      ? await listAll<Listed>(c, `/teams/${encodeURIComponent(where.team)}/projects`, { archived: "false", opt_fields: "name,team.name" })
      : await listAll<Listed>(c, "/projects", {
          workspace: where.target,
          archived: "false",
          opt_fields: "name,team.name",
        });
    return projects.map((p) => ({
      id: p.gid,
      name: p.name,
      ...(p.team?.name ? { detail: `Team ${p.team.name}` } : {}),
    }));
  },

  async exportPlan(c, run) {
    const cp = run.checkpoint;
    const { plan, target } = run;
    if (!cp.container) {
      const project = await c.request<Wrapped<{ gid: string; permalink_url?: string }>>("POST", "/projects", {
        data: {
          name: plan.name,
          notes: plan.description,
          workspace: target.id,
          ...(target.teamId ? { team: target.teamId } : {}),
          default_view: "list",
          ...projectDates(plan.timeline.startDate, plan.timeline.endDate),
        },
      });
      cp.container = { id: project.data.gid, url: project.data.permalink_url ?? `https://app.asana.com/0/${project.data.gid}/list` };
      await run.save();
    }
    const projectGid = cp.container.id;
    const sectionNames = plan.milestones.map((m) => m.name);
    const needsOther = run.items.some((i) => i.kind === "task" && i.milestoneIndex === null);
    const other: Array<[string, string]> = needsOther ? [["none", OTHER_SECTION]] : [];
    const sections: Array<[string, string]> = [...sectionNames.map((name, i): [string, string] => [String(i), name]), ...other];
    for (const [key, name] of sections) {
      if (cp.groups[key]) continue;
      const section = await c.request<Wrapped<{ gid: string }>>("POST", `/projects/${encodeURIComponent(projectGid)}/sections`, {
        data: { name },
      });
      cp.groups[key] = section.data.gid;
      await run.save();
    }
    for (const item of pendingItems(run)) {
      try {
        const task = await c.request<Wrapped<{ gid: string }>>("POST", "/tasks", {
          data: {
            name: item.name,
            notes: notes(item),
            projects: [projectGid],
            ...(item.dueDate ? { due_on: item.dueDate } : {}),
            ...(item.kind === "milestone" ? { resource_subtype: "milestone" } : {}),
          },
        });
        cp.items[item.key] = task.data.gid;
        delete cp.failed[item.key];
      } catch (err) {
        cp.failed[item.key] = itemFailure(err);
      }
      await run.save();
    }
    // Tasks land in the project's first section; move each into its phase's section once. addTask
    // puts a task at the top of the section unless insert_after names one (asana_oas.yaml,
    // addTaskForSection), so each goes after the one placed before it to keep the plan's order.
    const lastPlaced: Record<string, string> = {};
    for (const item of run.items) {
      const gid = cp.items[item.key];
      const section = cp.groups[item.milestoneIndex === null ? "none" : String(item.milestoneIndex)];
      if (!gid || !section) continue;
      if (!cp.placed[item.key]) {
        const after = lastPlaced[section];
        await c.request("POST", `/sections/${encodeURIComponent(section)}/addTask`, {
          data: { task: gid, ...(after ? { insert_after: after } : {}) },
        });
        cp.placed[item.key] = true;
        await run.save();
      }
      lastPlaced[section] = gid;
    }
    // Plan links (issue 12): the successor waits on its predecessor.
    await exportLinks(run, async (link) => {
      await c.request("POST", `/tasks/${encodeURIComponent(link.successor)}/addDependencies`, {
        data: { dependencies: [link.predecessor] },
      });
    });
  },
};
