// The token form's fields as the API's create payload (issue 24). Pure, so it is tested on its own.

export type ApiTokenDraft = { name: string; scopes: string[]; projectIds: string[]; expires: string };

export const EMPTY_TOKEN_DRAFT: ApiTokenDraft = { name: "", scopes: ["read"], projectIds: [], expires: "" };

/** The body to check with createApiTokenSchema: no project ids means every project; no date means no expiry. */
export function apiTokenBody(draft: ApiTokenDraft) {
  return {
    name: draft.name,
    scopes: draft.scopes,
    ...(draft.projectIds.length > 0 ? { projectIds: draft.projectIds.map(Number) } : {}),
    // The end of the chosen day, in the person's own time zone.
    ...(draft.expires ? { expiresAt: new Date(`${draft.expires}T23:59:59`).toISOString() } : {}),
  };
}

/** A date the token list shows ("Nov 26, 2026"), or `none` when there is none. */
export const tokenDay = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }) : none;
