import { z } from "zod";
import { TOKEN_SCOPES } from "../policy";

// Personal API tokens (issue 24): one schema per payload, used by the API validator and the Settings form.

export const MAX_TOKENS_PER_USER = 50;
export const TOKEN_NAME_MAX = 80;

export const tokenScopeField = z.enum(TOKEN_SCOPES, { error: "Scopes are read, write and admin." });

/** POST /api/tokens */
export const createApiTokenSchema = z.strictObject({
  name: z
    .string({ error: "Please give the token a name." })
    .trim()
    .min(1, "Please give the token a name.")
    .max(TOKEN_NAME_MAX, `A token name is at most ${TOKEN_NAME_MAX} characters.`),
  scopes: z
    .array(tokenScopeField, { error: "Choose at least one scope." })
    .min(1, "Choose at least one scope.")
    .max(3)
    .transform((s) => [...new Set(s)]),
  projectIds: z
    .array(z.number().int().positive(), { error: "Projects must be a list of project ids." })
    .min(1, "Leave projects out to allow every project, or name at least one.")
    .max(100)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  expiresAt: z.iso
    .datetime({ offset: true, error: "The expiry must be a date and time, e.g. 2027-01-31T00:00:00Z." })
    .refine((v) => Date.parse(v) > Date.now(), "The expiry must be in the future.")
    .optional(),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

/** One row of GET /api/tokens: never the secret. */
export interface ApiTokenView {
  id: number;
  name: string;
  scopes: Array<z.infer<typeof tokenScopeField>>;
  /** null: every project the person is a member of. */
  projects: Array<{ id: number; name: string }> | null;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

/** 201 of POST /api/tokens: the secret, shown this once. */
export interface CreatedApiToken {
  id: number;
  token: string;
}
