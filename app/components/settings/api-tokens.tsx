import { KeyRound } from "../ui/icons";
import { CreatedToken } from "./created-token";
import { NewTokenForm } from "./new-token-form";
import { TokenList } from "./token-list";
import { useNewApiToken } from "./use-new-api-token";

// Settings: personal API tokens (issue 24). Made here with a session, shown once, listed without
// their secret, revoked at any time.

export function ApiTokens() {
  const form = useNewApiToken();
  return (
    <section
      id="api-tokens"
      aria-labelledby="api-tokens-heading"
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="api-tokens-heading" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden className="h-5 w-5 text-slate-500" /> API tokens
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Scripts and tools use a token as <code className="rounded bg-slate-100 px-1">Authorization: Bearer …</code> on the Kickoff API. A
        token acts as you, never beyond your role in a project.
      </p>
      <NewTokenForm form={form} />
      {form.created && <CreatedToken key={form.created.token} created={form.created} />}
      <h3 className="mt-6 text-sm font-semibold text-slate-800">Your tokens</h3>
      <TokenList />
    </section>
  );
}
