import { z } from "zod";
import { generatedPlanSchema } from "./plan";

// Connections to work-management providers and exports to them (issue 10). Shared by the routes'
// validators, the queue handler that re-reads a stored export and the app's forms.

export const PROVIDERS = ["jira", "asana", "monday", "smartsheet"] as const;
export const providerId = z.enum(PROVIDERS, { error: "Unknown provider: use jira, asana, monday or smartsheet." });
export type ProviderId = z.infer<typeof providerId>;

export const PROVIDER_NAMES: Record<ProviderId, string> = {
  jira: "Jira",
  asana: "Asana",
  monday: "monday.com",
  smartsheet: "Smartsheet",
};

export const providerParam = z.object({ provider: providerId });
export const integrationParam = z.object({ integration: providerId });

const token = z
  .string({ error: "Please paste your API token." })
  .trim()
  .min(1, "Please paste your API token.")
  .max(4096, "That token is too long.");

/**
 * POST /api/integrations/{provider}/connect. Jira needs the site and the account's e-mail with the
 * token (Basic auth); the others take the token alone. The site's form is checked by the server
 * against its SSRF rules, not here, so the message can name the allowed origin.
 */
export const connectSchema = z.strictObject({
  token,
  site: z.string().trim().max(200, "That site address is too long.").optional(),
  email: z.string().trim().max(254, "That e-mail address is too long.").optional(),
});
export type ConnectInput = z.infer<typeof connectSchema>;

/** Where a plan goes inside the provider: a Jira project, an Asana workspace (+team), a monday or Smartsheet workspace. */
export const exportTargetSchema = z.strictObject({
  id: z.string().trim().min(1, "Please choose where to export the plan.").max(200),
  /** Asana organisations need a team for a new project. */
  teamId: z.string().trim().min(1).max(200).optional(),
});
export type ExportTargetInput = z.infer<typeof exportTargetSchema>;

export const exportSchema = z.strictObject({
  plan: generatedPlanSchema,
  target: exportTargetSchema,
});
export type ExportInput = z.infer<typeof exportSchema>;

export interface IntegrationView {
  provider: ProviderId;
  connected: boolean;
  /** How this deployment connects the provider: OAuth when its client id and secret are set, else personal tokens. */
  mode: "oauth" | "token";
  account: string | null;
  connectedAt: string | null;
  lastSynced: string | null;
  /** The export target picked last time, offered first next time. */
  lastTarget: ExportTargetInput | null;
  /** Jira: the site the connection works on (an Atlassian account may reach several). */
  site: { name: string; url: string } | null;
}

/** PUT /api/integrations/jira/site: which of the account's Jira sites the connection works on. */
export const jiraSiteChoice = z.strictObject({
  cloudId: z
    .string({ error: "Please choose a Jira site." })
    .trim()
    .min(1, "Please choose a Jira site.")
    .max(100, "That site id is too long."),
});
export type JiraSiteChoice = z.infer<typeof jiraSiteChoice>;

/** GET /api/integrations/jira/sites: the Jira sites the connection may work on. */
export interface JiraSiteView {
  id: string;
  name: string;
  url: string;
  /** The site the connection works on now. */
  current: boolean;
}

export interface ExportTarget {
  id: string;
  name: string;
  /** Asana organisations: the teams a new project may belong to (one is required). */
  teams?: Array<{ id: string; name: string }>;
  /** Extra line the picker shows (e.g. a Jira project's key and its Epic type). */
  detail?: string;
}

/** GET /api/integrations/{provider}/containers: where to look (Asana workspace and team, monday workspace). */
export const containersQuery = z.object({
  target: z.string().trim().min(1).max(200).optional(),
  team: z.string().trim().min(1).max(200).optional(),
});
export type ContainersQuery = z.infer<typeof containersQuery>;

/** An existing project, board or sheet a Kickoff project can be linked to or imported from. */
export interface Container {
  id: string;
  name: string;
  detail?: string;
}

export interface ExportFailure {
  /** "milestone" or "task", and its name, so the message says which item did not make it. */
  kind: "milestone" | "task";
  name: string;
  error: string;
}

/** The job result of an export (spec §7: the wizard reads exportDetails.projectId). */
export interface ExportDetails {
  projectId: number;
  provider: ProviderId;
  externalUrl: string;
  created: number;
  failed: ExportFailure[];
}
