/** The signed-in person, as a session check returns it to routes, loaders and the session cache. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** Set when the request came with an API token (issue 24): its name, for "via API token <name>". */
  viaToken?: string;
}
