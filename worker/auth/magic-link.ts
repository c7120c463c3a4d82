import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { signInTokens } from "../db/schema";
import { mailHtml } from "../mail/layout";
import { sendMail } from "../mail/send-mail";
import { findOrCreateUser } from "../services/users";
import { generateToken, hashToken } from "./tokens";

export const MAGIC_LINK_TTL_MS = 15 * 60_000;

const REDIRECT_BASE = "https://kickoff.invalid";
const MAX_REDIRECT_LENGTH = 2000;

/**
 * Only same-site paths may be a post-sign-in destination (no open redirect). Control characters are
 * refused outright: browsers drop tabs and newlines from URLs ("/\t/evil" is followed as "//evil"),
 * and they cannot go in a Location header anyway. What is left must resolve to our own origin.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (target.length > MAX_REDIRECT_LENGTH || /[\u0000-\u001f\u007f]/.test(target)) return fallback;
  try {
    if (new URL(target, REDIRECT_BASE).origin !== REDIRECT_BASE) return fallback;
  } catch {
    return fallback;
  }
  return target;
}

export async function sendMagicLink(env: Env, email: string, origin: string, next?: string | null): Promise<void> {
  const token = generateToken();
  await db(env.DB)
    .insert(signInTokens)
    .values({ tokenHash: hashToken(token), email, redirectTo: safeRedirect(next), expiresAt: Date.now() + MAGIC_LINK_TTL_MS })
    .run();
  const url = `${origin}/api/auth/magic-link/verify?token=${token}`;
  const appName = env.APP_NAME ?? "Kickoff";
  await sendMail(env, {
    to: email,
    subject: `Your ${appName} sign-in link`,
    text: `Sign in to ${appName} by opening this link:\n\n${url}\n\nThe link works once and expires in 15 minutes. If you didn't ask for it, ignore this e-mail.`,
    html: mailHtml({
      heading: `Sign in to ${appName}`,
      intro: "Press the button to sign in. The link works once and expires in 15 minutes.",
      buttonLabel: "Sign in",
      url,
      footer: "If you didn't ask for this e-mail, you can ignore it.",
    }),
  });
}

export type MagicLinkResult = { ok: true; userId: number; redirectTo: string } | { ok: false; reason: "invalid" | "expired" | "used" };

/** Consumes the link: the conditional UPDATE makes single use hold even for two clicks at once. */
export async function redeemMagicLink(env: Env, token: string): Promise<MagicLinkResult> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const d = db(env.DB);
  const claimed = await d
    .update(signInTokens)
    .set({ usedAt: now })
    .where(and(eq(signInTokens.tokenHash, tokenHash), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)))
    .returning({ email: signInTokens.email, redirectTo: signInTokens.redirectTo })
    .get();
  if (!claimed) {
    const row = await d
      .select({ usedAt: signInTokens.usedAt, expiresAt: signInTokens.expiresAt })
      .from(signInTokens)
      .where(eq(signInTokens.tokenHash, tokenHash))
      .get();
    if (!row) return { ok: false, reason: "invalid" };
    return { ok: false, reason: row.usedAt ? "used" : "expired" };
  }
  const user = await findOrCreateUser(env, claimed.email);
  return { ok: true, userId: user.id, redirectTo: safeRedirect(claimed.redirectTo) };
}
