import { decodeIdToken, GitHub, Google, generateCodeVerifier, generateState } from "arctic";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "../db/client";
import { oauthAccounts } from "../db/schema";
import { findOrCreateUser } from "../services/users";

export type OAuthProvider = "github" | "google";

export function enabledOAuthProviders(env: Env): OAuthProvider[] {
  const list: OAuthProvider[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) list.push("github");
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) list.push("google");
  return list;
}

function callbackUrl(origin: string, provider: OAuthProvider) {
  return `${origin}/api/auth/${provider}/callback`;
}

// The routes only start or finish a sign-in with a provider enabledOAuthProviders lists, so these throw
// only if that guard is ever skipped.
function githubClient(env: Env, origin: string): GitHub {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) throw new Error("GitHub sign-in is not configured.");
  return new GitHub(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, callbackUrl(origin, "github"));
}

function googleClient(env: Env, origin: string): Google {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) throw new Error("Google sign-in is not configured.");
  return new Google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, callbackUrl(origin, "google"));
}

/** The ID token's claims we read (OpenID Connect core, section 5.1); Google signs them, we still check their shape. */
const googleClaims = z.object({
  sub: z.string(),
  email: z.string(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

export function startOAuth(env: Env, provider: OAuthProvider, origin: string) {
  const state = generateState();
  if (provider === "github") {
    const github = githubClient(env, origin);
    return { url: github.createAuthorizationURL(state, ["read:user", "user:email"]), state, codeVerifier: null };
  }
  const codeVerifier = generateCodeVerifier();
  const google = googleClient(env, origin);
  return { url: google.createAuthorizationURL(state, codeVerifier, ["openid", "profile", "email"]), state, codeVerifier };
}

interface OAuthIdentity {
  providerUserId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
}

function splitName(name: string | null | undefined): [string | null, string | null] {
  if (!name) return [null, null];
  const [first, ...rest] = name.trim().split(/\s+/);
  return [first || null, rest.join(" ") || null];
}

async function githubIdentity(env: Env, origin: string, code: string): Promise<OAuthIdentity> {
  const github = githubClient(env, origin);
  const tokens = await github.validateAuthorizationCode(code);
  const headers = { Authorization: `Bearer ${tokens.accessToken()}`, "User-Agent": "Kickoff", Accept: "application/vnd.github+json" };
  const profile = await (await fetch("https://api.github.com/user", { headers })).json<{
    id: number;
    name: string | null;
    avatar_url: string;
  }>();
  const emails = await (await fetch("https://api.github.com/user/emails", { headers })).json<
    Array<{ email: string; primary: boolean; verified: boolean }>
  >();
  const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  if (!primary) throw new Error("Your GitHub account has no verified e-mail address.");
  const [firstName, lastName] = splitName(profile.name);
  return { providerUserId: String(profile.id), email: primary.email.toLowerCase(), firstName, lastName, avatar: profile.avatar_url };
}

async function googleIdentity(env: Env, origin: string, code: string, codeVerifier: string): Promise<OAuthIdentity> {
  const google = googleClient(env, origin);
  const tokens = await google.validateAuthorizationCode(code, codeVerifier);
  const claims = googleClaims.parse(decodeIdToken(tokens.idToken()));
  if (!claims.email_verified) throw new Error("Your Google account's e-mail is not verified.");
  return {
    providerUserId: claims.sub,
    email: claims.email.toLowerCase(),
    firstName: claims.given_name ?? null,
    lastName: claims.family_name ?? null,
    avatar: claims.picture ?? null,
  };
}

/** Finish an OAuth sign-in: link the provider account to the user with the same verified e-mail. */
export async function finishOAuth(
  env: Env,
  provider: OAuthProvider,
  origin: string,
  code: string,
  codeVerifier: string | null,
): Promise<number> {
  const id = provider === "github" ? await githubIdentity(env, origin, code) : await googleIdentity(env, origin, code, codeVerifier ?? "");
  const d = db(env.DB);
  const linked = await d
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, id.providerUserId)))
    .get();
  if (linked) return linked.userId;
  const user = await findOrCreateUser(env, id.email, { firstName: id.firstName, lastName: id.lastName, profileImageUrl: id.avatar });
  // Was INSERT OR IGNORE: every value is non-null, so only the primary key can conflict, and
  // ON CONFLICT DO NOTHING ignores exactly that (a concurrent sign-in that linked it first).
  await d.insert(oauthAccounts).values({ provider, providerUserId: id.providerUserId, userId: user.id }).onConflictDoNothing().run();
  return user.id;
}
