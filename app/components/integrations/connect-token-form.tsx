import { useMemo } from "react";
import { connectSchema, type IntegrationView, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { connectProvider } from "../../lib/integrations";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors, FormTextField } from "../ui/form-fields";
import { Spinner } from "../ui/spinner";

// Issue 23 #2: the personal-token form on Conform and the route's own schema (connectSchema). The
// server checks the token with the provider; what it refuses lands next to its input (Jira's site and
// e-mail are checked there), the rest at the form's foot, with what was typed kept.

const TOKEN_HELP: Record<ProviderId, { where: string; url: string }> = {
  jira: { where: "Atlassian account → Security → API tokens", url: "https://id.atlassian.com/manage-profile/security/api-tokens" },
  asana: { where: "Asana → My settings → Apps → Developer console → Personal access token", url: "https://app.asana.com/0/my-apps" },
  monday: { where: "monday.com → your avatar → Developers → My access tokens", url: "https://monday.com" },
  smartsheet: { where: "Smartsheet → Account → Apps & Integrations → API Access", url: "https://app.smartsheet.com" },
};

/** The inputs as the connect payload: Jira's site and e-mail go with the token; the others send the token alone. */
export const connectPayload = (provider: ProviderId) => (values: Record<string, unknown>) => ({
  token: textOf(values.token),
  ...(provider === "jira" ? { site: textOf(values.site), email: textOf(values.email) } : {}),
});

export function ConnectTokenForm({
  provider,
  onConnected,
  onCancel,
}: {
  provider: ProviderId;
  onConnected: (view: IntegrationView) => void;
  onCancel: () => void;
}) {
  const name = PROVIDER_NAMES[provider];
  const schema = useMemo(() => formSchema(connectSchema, connectPayload(provider)), [provider]);
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: { token: "", site: "", email: "" },
    // The button waits for a token; the server's answer is what there is to show.
    shouldValidate: "onSubmit",
    fallback: `Could not connect ${name}.`,
    onSubmit: async (payload) => onConnected(await connectProvider(provider, payload)),
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
      {provider === "jira" && (
        <>
          {/* What the person can do themselves; how the server is set up is the deployer's business (issue 21). */}
          <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
            Create an API token in your Atlassian account (Security, then API tokens) and use it with the e-mail you sign in to Jira with.
          </p>
          <FormTextField
            field={fields.site}
            label="Jira site"
            placeholder="https://your-team.atlassian.net"
            isRequired
            autoComplete="url"
          />
          <FormTextField field={fields.email} label="Atlassian account e-mail" type="email" isRequired autoComplete="email" />
        </>
      )}
      <FormTextField
        field={fields.token}
        label="API token"
        type="password"
        isRequired
        autoComplete="off"
        description={`Create one in ${TOKEN_HELP[provider].where}.`}
      />
      <FormErrors form={form} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={pending || !textOf(fields.token.value).trim()}>
          {pending && <Spinner label="Checking the token" className="h-4 w-4" />}
          Connect {name}
        </Button>
      </div>
    </form>
  );
}
