import type { TokenScope } from "../../core/policy";

/** What an API token allows, as a request and the token cache carry it; its own module so token-cache.ts needs no import of api-tokens.ts. */
export interface ApiTokenAuth {
  id: number;
  name: string;
  scopes: TokenScope[];
  /** null: every project of its person. */
  projectIds: number[] | null;
}
