import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type CreateApiTokenInput, createApiTokenSchema } from "../../../core/schemas/api-token";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter } from "../../lib/query-keys";
import { type ApiTokenDraft, apiTokenBody, EMPTY_TOKEN_DRAFT } from "./api-token-body";

/** A token just made: its secret is shown once, then never again. */
export type CreatedToken = { name: string; token: string };

/** The new-token form's values, its error, and the token it made last. */
export function useNewApiToken() {
  const client = useQueryClient();
  const [draft, setDraft] = useState<ApiTokenDraft>(EMPTY_TOKEN_DRAFT);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const createToken = useMutation({
    mutationFn: (json: CreateApiTokenInput) => readJson(api.tokens.$post({ json })),
    onSuccess: () => invalidateAfter(client, "createApiToken"),
  });

  const set =
    <K extends keyof ApiTokenDraft>(key: K) =>
    (value: ApiTokenDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = createApiTokenSchema.safeParse(apiTokenBody(draft));
    if (!parsed.success) {
      setFormError(parsed.error.issues[0].message);
      return;
    }
    setFormError(null);
    createToken.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCreated({ name: parsed.data.name, token: answer.token });
        setDraft(EMPTY_TOKEN_DRAFT);
      },
      onError: (err) => setFormError(errorMessage(err, "Failed to create the token")),
    });
  }

  return { draft, set, formError, created, pending: createToken.isPending, submit };
}

export type NewApiTokenForm = ReturnType<typeof useNewApiToken>;
