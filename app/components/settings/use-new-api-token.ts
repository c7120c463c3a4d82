import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createApiTokenSchema } from "../../../core/schemas/api-token";
import { api, readJson } from "../../lib/api";
import { invalidateAfter } from "../../lib/query-keys";
import { formSchema, listOf, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { apiTokenBody, EMPTY_TOKEN_DRAFT } from "./api-token-body";

/** A token just made: its secret is shown once, then never again. */
export type CreatedToken = { name: string; token: string };

const NOT_CREATED = "Failed to create the token";

/**
 * The inputs, as POST /api/tokens takes them (createApiTokenSchema). The expiry input holds a day and is
 * named after the payload's `expiresAt`, so the server's refusal of it lands under it.
 */
const tokenFormSchema = formSchema(createApiTokenSchema, (v) =>
  apiTokenBody({ name: textOf(v.name), scopes: listOf(v.scopes), projectIds: listOf(v.projectIds), expires: textOf(v.expiresAt) }),
);

/** The new-token form on Conform (issue 23 #2), and the token it made last. */
export function useNewApiToken() {
  const client = useQueryClient();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const { form, fields, pending } = useSchemaForm({
    schema: tokenFormSchema,
    defaultValue: {
      name: EMPTY_TOKEN_DRAFT.name,
      scopes: EMPTY_TOKEN_DRAFT.scopes,
      projectIds: EMPTY_TOKEN_DRAFT.projectIds,
      expiresAt: EMPTY_TOKEN_DRAFT.expires,
    },
    fallback: NOT_CREATED,
    onSubmit: async (json) => {
      const answer = await readJson(api.tokens.$post({ json }));
      setCreated({ name: json.name, token: answer.token });
      form.reset();
      await invalidateAfter(client, "createApiToken");
    },
  });
  return { form, fields, pending, created };
}

export type NewApiTokenForm = ReturnType<typeof useNewApiToken>;
