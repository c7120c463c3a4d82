// What the providers' documentation says in prose and their machine-readable contracts cannot
// express: each rule names the place it comes from. A fake that finds a rule broken records the
// violation (so the test fails) and answers the way the provider does.

export interface Rule {
  text: string;
  source: string;
}

export const RULES = {
  "asana.start-needs-due": {
    text: "start_on needs due_on (or due_at) in the same request",
    source: "Asana OpenAPI (asana_oas.yaml) ProjectBase.start_on and TaskBase.start_on descriptions",
  },
  "asana.start-differs-from-due": {
    text: "a project's start_on and due_on cannot be the same date",
    source: "Asana OpenAPI (asana_oas.yaml) ProjectBase.start_on description",
  },
  "asana.team-in-organization": {
    text: "a project in an organization needs a team",
    source:
      "Asana OpenAPI (asana_oas.yaml) createProject description: 'If the workspace for your project is an organization, you must also supply a team'",
  },
  "asana.section-top": {
    text: "addTask puts the task at the top of the section unless insert_before or insert_after is given",
    source: "Asana OpenAPI (asana_oas.yaml) addTaskForSection description",
  },
  "jira.edit-screen": {
    text: "an issue update may only set fields that the issue's edit metadata lists",
    source:
      "Jira Cloud REST v3 editIssue description ('The fields that can be edited are determined using Get edit issue metadata'), https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-put",
  },
  "jira.create-screen": {
    text: "an issue create may only set fields that the create metadata lists for the project and issue type",
    source:
      "Jira Cloud REST v3 createIssue description ('The fields that can be set on create ... can be determined using the Get create issue metadata')",
  },
  "jira.bulk-50": {
    text: "at most 50 issues per bulk create",
    source: "Jira Cloud REST v3 createIssues description ('The maximum number of issues that can be created in each request is 50')",
  },
  "jira.bounded-jql": {
    text: "search/jql refuses unbounded JQL",
    source:
      "Jira Cloud REST v3 searchForIssuesUsingJqlEnhancedSearchPost description, https://developer.atlassian.com/changelog/#CHANGE-2046",
  },
  "jira.scoped-token-gateway": {
    text: "scoped API tokens (and every service-account token) work only through https://api.atlassian.com/ex/jira/{cloudId}; the site answers 401",
    source:
      "https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/ and https://support.atlassian.com/atlassian-cloud/kb/401-unauthorized-error-when-service-account-accesses-jira-or-confluence-api/",
  },
  "jira.tenant-info": {
    text: "a site's cloud id is public at https://<site>.atlassian.net/_edge/tenant_info",
    source: "https://support.atlassian.com/jira/kb/retrieve-my-atlassian-sites-cloud-id/",
  },
  "atlassian.authorize": {
    text: "the authorization URL is https://auth.atlassian.com/authorize with audience=api.atlassian.com, client_id, scope, redirect_uri, state, response_type=code and prompt=consent; offline_access is needed for a refresh token",
    source:
      "https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/ ('Direct the user to the authorization URL to get an authorization code')",
  },
  "atlassian.token-exchange": {
    text: "POST https://auth.atlassian.com/oauth/token with grant_type=authorization_code, client_id, client_secret, code and the redirect_uri of the authorize step (Atlassian documents a JSON body; RFC 6749 section 4.1.3's form encoding is the standard one)",
    source:
      "https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/ ('Exchange authorization code for access token'); https://www.rfc-editor.org/rfc/rfc6749#section-4.1.3",
  },
  "atlassian.refresh-rotation": {
    text: "a refresh sends grant_type=refresh_token, client_id, client_secret and refresh_token; refresh tokens rotate, each refresh answers a new one and the old one stops working; an unknown or spent one answers 403 invalid_grant",
    source:
      'https://developer.atlassian.com/cloud/oauth/getting-started/refresh-tokens/ (\'the refresh token you used for the request is disabled\'; \'403 Forbidden with {"error": "invalid_grant", "error_description": "Unknown or invalid refresh token."}\')',
  },
  "atlassian.accessible-resources": {
    text: "GET https://api.atlassian.com/oauth/token/accessible-resources with Authorization: Bearer <access token> answers, in one array (no paging), every site the grant reaches: {id (the cloudId), name, url, scopes, avatarUrl}; calls then go to https://api.atlassian.com/ex/jira/{cloudId}",
    source:
      "https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/ ('Get the cloudid for your site'); https://developer.atlassian.com/cloud/oauth/getting-started/making-calls-to-api/",
  },
  "monday.api-version": {
    text: "API-Version must be a stable version monday still serves: 2026-10 is current and 2026-07 maintenance since 2026-10-26 (2027-01 is a release candidate, not for production)",
    source:
      "https://developer.monday.com/api-reference/docs/api-versioning and https://developer.monday.com/api-reference/changelog/2026-10-is-now-the-current-api-version",
  },
  "monday.empty-board": {
    text: "a board created without empty: true comes with monday's placeholder items",
    source:
      "monday GraphQL schema 2026-10, Mutation.create_board(empty): 'Optional flag to create an empty board (without any default items)'",
  },
  "monday.serial-mutations": {
    text: "mutations on one board must not run in parallel",
    source: "https://developer.monday.com/api-reference/docs/rate-limits (concurrency limit)",
  },
  "smartsheet.no-loadall": {
    text: "GET /workspaces/{id}?loadAll=true is deprecated: use /workspaces/{id}/children and /folders/{id}/children",
    source: "https://developers.smartsheet.com/api/smartsheet/guides/updating-code/migrate-from-get-workspaces-loadall",
  },
  "smartsheet.no-get-workspace": {
    text: "GET /workspaces/{id} (the legacy listing of its children) is deprecated: use /workspaces/{id}/children",
    source: "https://developers.smartsheet.com/api/smartsheet/guides/updating-code/migrate-from-get-workspace",
  },
  "smartsheet.token-paging": {
    text: "list operations page with paginationType=token, maxItems and lastKey; includeAll, page and pageSize are deprecated (sunset 2026-06-03)",
    source:
      "https://developers.smartsheet.com/api/smartsheet/guides/basics/pagination and https://developers.smartsheet.com/api/smartsheet/guides/basics/query-parameters",
  },
  "smartsheet.rows-500": {
    text: "at most 500 rows per add or update",
    source: "Smartsheet OpenAPI info.description, 'Limitations': 'When adding or updating rows, limit your request to 500 rows at a time'",
  },
  "smartsheet.sheet-name-50": {
    text: "a sheet name is at most 50 characters",
    source:
      "Smartsheet error 1041 ('The value for name must be 50 characters in length or less'), https://developers.smartsheet.com/api/smartsheet/error-codes",
  },
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;

/** The line a broken rule adds to a fake's violations. */
export function broke(id: RuleId, detail = ""): string {
  const r = RULES[id];
  return `rule ${id}: ${r.text}${detail ? ` (${detail})` : ""} [${r.source}]`;
}
