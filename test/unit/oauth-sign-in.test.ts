import { afterEach, describe, expect, it, vi } from "vitest";
import { enabledOAuthProviders, finishOAuth, startOAuth } from "../../worker/auth/oauth";

// Issue 27: sign-in with GitHub or Google (worker/auth/oauth.ts). Who gets in as whom: a provider is
// offered only when both its id and secret are set; an account is linked by the provider's own user id,
// or else to the Kickoff account of the same *verified* e-mail (GitHub's primary verified address first,
// Google's only when Google says it is verified). test/api/providers.test.ts runs GitHub's whole
// round trip in workerd; here the rules run in Node, with the providers scripted and a recording D1.

const ORIGIN = "https://kickoff.test";
const GITHUB = { GITHUB_CLIENT_ID: "gh-client", GITHUB_CLIENT_SECRET: "gh-secret" };
const GOOGLE = { GOOGLE_CLIENT_ID: "g-client", GOOGLE_CLIENT_SECRET: "g-secret" };

interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * A D1 binding that records each statement. The provider link lookup answers `linkedTo` (a user id) or
 * nothing; the user lookups answer nothing (a new person); creating the user answers id 9.
 */
function recordingD1(linkedTo: number | null) {
  const statements: Statement[] = [];
  const answer = (sql: string, params: unknown[]) => {
    if (sql.startsWith("select") && sql.includes('from "oauth_accounts"')) return linkedTo === null ? [] : [[linkedTo]];
    if (sql.startsWith('insert into "users"')) return [[9, params[0], params[1], params[2], params[3], params[4]]];
    return [];
  };
  const prepare = (sql: string) => ({
    bind: (...params: unknown[]) => {
      statements.push({ sql, params });
      return {
        raw: async () => answer(sql, params),
        all: async () => ({ results: [] }),
        run: async () => ({ success: true, meta: {} }),
      };
    },
  });
  return { statements, env: (extra: Partial<Env>) => ({ DB: { prepare }, ...extra }) as unknown as Env };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
const b64url = (value: unknown) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
/** An ID token as Google sends it (the signature is not read: it came straight from Google's token endpoint). */
const idToken = (claims: Record<string, unknown>) => `${b64url({ alg: "RS256" })}.${b64url(claims)}.c2ln`;

type Email = { email: string; primary: boolean; verified: boolean };

/** GitHub scripted: the token exchange, the profile, the e-mail list. */
function github(profile: { id: number; name: string | null; avatar_url: string }, emails: Email[]) {
  vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
    const req = new Request(input, init);
    if (req.url === "https://github.com/login/oauth/access_token") return json({ access_token: "gho_t", token_type: "bearer" });
    if (req.url === "https://api.github.com/user") return json(profile);
    if (req.url === "https://api.github.com/user/emails") return json(emails);
    return new Response("unexpected", { status: 500 });
  });
}

/** Google scripted: the token exchange answers an ID token with these claims; records the form sent. */
function google(claims: Record<string, unknown>) {
  const forms: Array<Record<string, string>> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
    const req = new Request(input, init);
    if (req.url !== "https://oauth2.googleapis.com/token") return new Response("unexpected", { status: 500 });
    forms.push(Object.fromEntries(new URLSearchParams(await req.text())));
    return json({ access_token: "ya29", token_type: "Bearer", id_token: idToken(claims) });
  });
  return forms;
}

const userInsert = (s: Statement[]) => s.find((x) => x.sql.startsWith('insert into "users"'))?.params;
const linkInsert = (s: Statement[]) => s.find((x) => x.sql.startsWith('insert into "oauth_accounts"'))?.params;

afterEach(() => vi.unstubAllGlobals());

describe("which providers are offered", () => {
  it("a provider needs both its client id and its secret", () => {
    expect(enabledOAuthProviders({} as Env)).toEqual([]);
    expect(enabledOAuthProviders({ ...GITHUB, ...GOOGLE } as Env)).toEqual(["github", "google"]);
    expect(enabledOAuthProviders({ GITHUB_CLIENT_ID: "x", GOOGLE_CLIENT_SECRET: "y" } as Env)).toEqual([]);
    expect(enabledOAuthProviders({ GITHUB_CLIENT_SECRET: "x", GOOGLE_CLIENT_ID: "y" } as Env)).toEqual([]);
    expect(enabledOAuthProviders({ ...GOOGLE, GITHUB_CLIENT_ID: "x" } as Env)).toEqual(["google"]);
  });

  it("starting a sign-in with a provider that is not fully configured throws", () => {
    expect(() => startOAuth({ GITHUB_CLIENT_ID: "x" } as Env, "github", ORIGIN)).toThrow("GitHub sign-in is not configured.");
    expect(() => startOAuth({ GITHUB_CLIENT_SECRET: "x" } as Env, "github", ORIGIN)).toThrow("GitHub sign-in is not configured.");
    expect(() => startOAuth({ GOOGLE_CLIENT_ID: "x" } as Env, "google", ORIGIN)).toThrow("Google sign-in is not configured.");
    expect(() => startOAuth({ GOOGLE_CLIENT_SECRET: "x" } as Env, "google", ORIGIN)).toThrow("Google sign-in is not configured.");
  });
});

describe("starting a sign-in", () => {
  it("GitHub: its authorize page, our callback, the e-mail scopes, no PKCE verifier", () => {
    const start = startOAuth(GITHUB as Env, "github", ORIGIN);
    expect(start.url.origin + start.url.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(start.url.searchParams.get("client_id")).toBe("gh-client");
    expect(start.url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/github/callback`);
    expect(start.url.searchParams.get("scope")).toBe("read:user user:email");
    expect(start.url.searchParams.get("state")).toBe(start.state);
    expect(start.codeVerifier).toBeNull();
  });

  it("Google: its authorize page, our callback, OpenID scopes and a PKCE challenge kept as a verifier", () => {
    const start = startOAuth(GOOGLE as Env, "google", ORIGIN);
    expect(start.url.origin + start.url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(start.url.searchParams.get("client_id")).toBe("g-client");
    expect(start.url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/google/callback`);
    expect(start.url.searchParams.get("scope")).toBe("openid profile email");
    expect(start.url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(start.codeVerifier).toEqual(expect.any(String));
    expect(start.codeVerifier?.length).toBeGreaterThan(30);
  });
});

describe("finishing a GitHub sign-in", () => {
  it("a new person: the primary verified address (lower case), the name split, the account linked by GitHub's id", async () => {
    const db = recordingD1(null);
    github({ id: 4242, name: "  Octo  the Cat ", avatar_url: "https://a.test/1" }, [
      { email: "primary-unverified@example.com", primary: true, verified: false },
      { email: "other@example.com", primary: false, verified: true },
      { email: "Octo@Example.com", primary: true, verified: true },
    ]);
    expect(await finishOAuth(db.env(GITHUB), "github", ORIGIN, "code", null)).toBe(9);
    expect(db.statements[0].params).toEqual(["github", "4242"]);
    expect(userInsert(db.statements)).toEqual(["octo", "octo@example.com", "Octo", "the Cat", "https://a.test/1"]);
    expect(linkInsert(db.statements)).toEqual(["github", "4242", 9]);
  });

  it("without a primary verified address, the first verified one; a one-word name has no last name", async () => {
    const db = recordingD1(null);
    github({ id: 7, name: "Octo", avatar_url: "https://a.test/7" }, [
      { email: "unverified@example.com", primary: false, verified: false },
      { email: "second@example.com", primary: false, verified: true },
      { email: "third@example.com", primary: false, verified: true },
    ]);
    await finishOAuth(db.env(GITHUB), "github", ORIGIN, "code", null);
    expect(userInsert(db.statements)).toEqual(["second", "second@example.com", "Octo", null, "https://a.test/7"]);
  });

  it("no name at all: no first or last name", async () => {
    const db = recordingD1(null);
    github({ id: 8, name: null, avatar_url: "https://a.test/8" }, [{ email: "ann@example.com", primary: true, verified: true }]);
    await finishOAuth(db.env(GITHUB), "github", ORIGIN, "code", null);
    expect(userInsert(db.statements)).toEqual(["ann", "ann@example.com", null, null, "https://a.test/8"]);
  });

  it("no verified address: refused, and nobody is looked up or created", async () => {
    const db = recordingD1(null);
    github({ id: 9, name: "Eve", avatar_url: "" }, [{ email: "eve@example.com", primary: true, verified: false }]);
    await expect(finishOAuth(db.env(GITHUB), "github", ORIGIN, "code", null)).rejects.toThrow(
      "Your GitHub account has no verified e-mail address.",
    );
    expect(db.statements).toEqual([]);
  });

  it("an account already linked signs in as its user, whatever the e-mail now says", async () => {
    const db = recordingD1(42);
    github({ id: 4242, name: "Octo", avatar_url: "" }, [{ email: "new-address@example.com", primary: true, verified: true }]);
    expect(await finishOAuth(db.env(GITHUB), "github", ORIGIN, "code", null)).toBe(42);
    expect(db.statements).toHaveLength(1);
  });
});

describe("finishing a Google sign-in", () => {
  const claims = {
    sub: "g-1",
    email: "Ada@Example.com",
    email_verified: true,
    given_name: "Ada",
    family_name: "Lovelace",
    picture: "https://p.test/a",
  };

  it("sends the PKCE verifier, reads the verified e-mail and the names from the ID token, links by Google's subject", async () => {
    const db = recordingD1(null);
    const forms = google(claims);
    expect(await finishOAuth(db.env(GOOGLE), "google", ORIGIN, "the-code", "the-verifier")).toBe(9);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({ code: "the-code", code_verifier: "the-verifier", grant_type: "authorization_code" });
    expect(db.statements[0].params).toEqual(["google", "g-1"]);
    expect(userInsert(db.statements)).toEqual(["ada", "ada@example.com", "Ada", "Lovelace", "https://p.test/a"]);
    expect(linkInsert(db.statements)).toEqual(["google", "g-1", 9]);
  });

  it("an e-mail Google does not call verified is refused before any lookup", async () => {
    for (const verified of [false, undefined]) {
      const db = recordingD1(null);
      google({ ...claims, email_verified: verified });
      await expect(finishOAuth(db.env(GOOGLE), "google", ORIGIN, "c", "v")).rejects.toThrow(
        "Your Google account's e-mail is not verified.",
      );
      expect(db.statements).toEqual([]);
    }
  });

  it("names and picture left out of the token are null", async () => {
    const db = recordingD1(null);
    google({ sub: "g-2", email: "bo@example.com", email_verified: true });
    await finishOAuth(db.env(GOOGLE), "google", ORIGIN, "c", "v");
    expect(userInsert(db.statements)).toEqual(["bouser", "bo@example.com", null, null, null]);
  });
});
