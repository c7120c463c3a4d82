import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { useState } from "react";
import { Checkbox } from "react-aria-components";
import {
  createWebhookSchema,
  type DeliveryView,
  WEBHOOK_EVENT_LABEL,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookView,
} from "../../../core/schemas/webhook";
import { ApiError, api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { formErrorsFrom } from "../../lib/server-errors";
import { formSchema, listOf, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { FormCheckboxGroup } from "../ui/form-checkbox-group";
import { FormErrors, FormTextField } from "../ui/form-fields";
import { Check } from "../ui/icons";
import { QueryState } from "../ui/query-state";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

/**
 * The project's webhooks (issue 24), for its owners: subscribe a URL to some events, see each
 * subscription's delivery log (status codes, timings) and redeliver an event. The secret is shown
 * once, right after the subscription is made.
 */
export function WebhooksPanel({ projectId }: { projectId: number }) {
  const client = useQueryClient();
  const hooks = useQuery({
    queryKey: queryKeys.webhooks(projectId),
    queryFn: () => readJson(api.projects[":id"].webhooks.$get({ param: { id: String(projectId) } })),
  });
  const [secret, setSecret] = useState<{ id: string; secret: string } | null>(null);
  const reload = () => void invalidateAfter(client, "saveWebhook", projectId);

  return (
    <section id="webhooks" aria-labelledby="webhooks-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="webhooks-heading" className="text-lg font-semibold text-slate-900">
        Webhooks
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Send this project's events to another tool. Each event is POSTed as JSON, signed per the Standard Webhooks spec, in the order it
        happened. Failed deliveries are retried for a day; a webhook that fails for a day is turned off.
      </p>
      <NewWebhookForm
        projectId={projectId}
        onCreated={(created) => {
          setSecret(created);
          reload();
        }}
      />
      {secret && <SecretOnce secret={secret.secret} onDone={() => setSecret(null)} />}
      <QueryState query={hooks} className="mt-6" loadingLabel="Loading webhooks" errorFallback="Failed to load the webhooks">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-6 text-sm text-slate-600">No webhooks yet.</p>
          ) : (
            <ul className="mt-6 space-y-4" aria-label="Webhooks">
              {list.map((hook) => (
                <WebhookItem key={hook.id} hook={hook} projectId={projectId} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

const NOT_ADDED = "Failed to add the webhook";

/** The inputs, as POST /api/projects/:id/webhooks takes them (createWebhookSchema). */
const webhookFormSchema = formSchema(createWebhookSchema, (v) => ({ url: textOf(v.url), events: listOf(v.events) }));

/**
 * A new subscription on Conform over the route's own schema (issue 23 #2): a refused URL (the server's
 * public-address check names `url`) or an empty choice of events is shown under its input.
 */
function NewWebhookForm({ projectId, onCreated }: { projectId: number; onCreated: (created: { id: string; secret: string }) => void }) {
  const toast = useToast();
  const { form, fields, pending } = useSchemaForm({
    schema: webhookFormSchema,
    defaultValue: { url: "", events: [...WEBHOOK_EVENTS] },
    fallback: NOT_ADDED,
    // A 4xx that names no input is about the address, where this form always showed it; a network
    // failure or a 5xx is not, and stays at the form's foot.
    errorsOf: (err) => {
      const placed = formErrorsFrom(err, ["url", "events"], NOT_ADDED);
      const aboutTheAddress = err instanceof ApiError && err.status >= 400 && err.status < 500;
      if (!aboutTheAddress || Object.keys(placed.fieldErrors).length > 0) return placed;
      return { fieldErrors: { url: placed.formErrors }, formErrors: [] };
    },
    onSubmit: async (json) => {
      const created = await readJson(api.projects[":id"].webhooks.$post({ param: { id: String(projectId) }, json }));
      form.update({ name: fields.url.name, value: "" });
      onCreated(created);
      toast({ title: "Webhook added" });
    },
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} className="mt-4 space-y-4" aria-label="Add a webhook" noValidate>
      <FormTextField
        field={fields.url}
        label="Receiver URL"
        placeholder="https://example.com/hooks/kickoff"
        description="An https address on the public internet."
        isDisabled={pending}
      />
      <FormCheckboxGroup field={fields.events} label="Events" isDisabled={pending} className="space-y-2">
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} className="group flex items-center gap-2 text-sm text-slate-800">
              <span className="flex h-4 w-4 shrink-0 items-center justify-center rounded border border-slate-400 bg-white group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-500 group-data-selected:border-indigo-600 group-data-selected:bg-indigo-600">
                <Check aria-hidden className="hidden h-3 w-3 text-white group-data-selected:block" />
              </span>
              {WEBHOOK_EVENT_LABEL[event]}
            </Checkbox>
          ))}
        </div>
      </FormCheckboxGroup>
      <FormErrors form={form} />
      <Button type="submit" isDisabled={pending}>
        {pending ? "Adding..." : "Add webhook"}
      </Button>
    </form>
  );
}

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">Copy the signing secret now: it is shown only once.</p>
      <p className="mt-1">Your receiver verifies each delivery's signature with it.</p>
      <code className="mt-2 block break-all rounded bg-white px-2 py-1 font-mono text-xs text-slate-900">{secret}</code>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? "Copied" : "Copy secret"}
        </Button>
        <Button variant="ghost" size="sm" onPress={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function hookState(hook: WebhookView): { label: string; tone: "green" | "amber" | "red" } {
  if (hook.disabledAt) return { label: "Turned off", tone: "red" };
  if (hook.failingSince) return { label: `Failing since ${ago(hook.failingSince)}`, tone: "amber" };
  return { label: "Active", tone: "green" };
}

function WebhookItem({ hook, projectId }: { hook: WebhookView; projectId: number }) {
  const toast = useToast();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const state = hookState(hook);
  const logId = `webhook-log-${hook.id}`;

  const remove = useMutation({
    mutationFn: () => readJson(api.webhooks[":id"].$delete({ param: { id: hook.id } })),
    onSuccess: () => {
      toast({ title: "Webhook deleted" });
      return invalidateAfter(client, "deleteWebhook", projectId);
    },
    onError: (err) =>
      toast({ title: "Not deleted", description: errorMessage(err, "Failed to delete the webhook"), variant: "destructive" }),
  });

  return (
    <li className="rounded-md border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-mono text-sm text-slate-900">{hook.url}</p>
          <p className="mt-1 text-xs text-slate-600">{hook.events.map((e) => WEBHOOK_EVENT_LABEL[e as WebhookEvent]).join(", ")}</p>
        </div>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {hook.disabledAt && (
        <p className="mt-2 text-sm text-slate-700">
          Its deliveries failed for a day. Fix the receiver, then redeliver an event to turn it back on.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={logId} onPress={() => setOpen((o) => !o)}>
          {open ? "Hide deliveries" : "Show deliveries"}
        </Button>
        <Button variant="ghost" size="sm" onPress={() => setConfirming(true)} aria-label={`Delete webhook ${hook.url}`}>
          Delete
        </Button>
      </div>
      {open && <DeliveryLog id={logId} webhookId={hook.id} projectId={projectId} />}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Delete this webhook?"
        message={`Events will no longer be sent to ${hook.url}, and its delivery log is deleted.`}
        onConfirm={() => remove.mutateAsync().catch(() => {})}
      />
    </li>
  );
}

const STATUS_TONE = { delivered: "green", pending: "amber", failed: "red" } as const;

function DeliveryLog({ id, webhookId, projectId }: { id: string; webhookId: string; projectId: number }) {
  const toast = useToast();
  const client = useQueryClient();
  const log = useQuery({
    queryKey: queryKeys.deliveries(projectId, webhookId),
    queryFn: () => readJson(api.webhooks[":id"].deliveries.$get({ param: { id: webhookId } })),
  });
  const redeliver = useMutation({
    mutationFn: (delivery: DeliveryView) =>
      readJson(api.webhooks[":id"].deliveries[":deliveryId"].redeliver.$post({ param: { id: webhookId, deliveryId: delivery.id } })),
    onSuccess: () => {
      toast({ title: "Redelivery queued", description: "It is sent in a moment, after any event still waiting." });
      // The log gains a delivery, and a webhook turned off is on again.
      return invalidateAfter(client, "saveWebhook", projectId);
    },
    onError: (err) =>
      toast({ title: "Not redelivered", description: errorMessage(err, "Failed to redeliver the event"), variant: "destructive" }),
  });
  const busy = redeliver.isPending ? redeliver.variables?.id : null;

  return (
    <div id={id} className="mt-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">Recent deliveries</h3>
        <Button variant="ghost" size="sm" onPress={() => void log.refetch()}>
          Refresh
        </Button>
      </div>
      <QueryState
        query={log}
        className="mt-2"
        loadingLabel="Loading deliveries"
        errorFallback="Failed to load the deliveries"
        skeleton={
          <>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-3/4" />
          </>
        }
      >
        {(deliveries) =>
          deliveries.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No deliveries yet. Events appear here as they are sent.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-label="Deliveries">
              {deliveries.map((d) => (
                <DeliveryItem
                  key={d.id}
                  delivery={d}
                  pending={redeliver.isPending}
                  busy={busy === d.id}
                  onRedeliver={() => redeliver.mutate(d)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

/** One delivery in the log: its event, outcome, answer, timing and attempts, with Redeliver. */
function DeliveryItem({
  delivery: d,
  pending,
  busy,
  onRedeliver,
}: {
  delivery: DeliveryView;
  /** A redelivery is on its way (any of the log's): the buttons wait for it. */
  pending: boolean;
  /** It is this one's. */
  busy: boolean;
  onRedeliver: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="font-medium text-slate-900">{WEBHOOK_EVENT_LABEL[d.type]}</span>
      <Badge tone={STATUS_TONE[d.status]}>{d.status === "delivered" ? "Delivered" : d.status === "pending" ? "Retrying" : "Failed"}</Badge>
      <span className="text-slate-700">{d.responseStatus === null ? "No answer" : `HTTP ${d.responseStatus}`}</span>
      {d.durationMs !== null && <span className="text-slate-600">{d.durationMs} ms</span>}
      <span className="text-slate-600">
        {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
      </span>
      <time className="text-slate-500" dateTime={d.lastAttemptAt ?? d.createdAt}>
        {ago(d.lastAttemptAt ?? d.createdAt)}
      </time>
      {d.error && <span className="basis-full text-xs text-red-700">{d.error}</span>}
      {d.nextAttemptAt && d.status === "pending" && d.attempts > 0 && (
        <span className="basis-full text-xs text-slate-600">Next try {ago(d.nextAttemptAt)}</span>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="ml-auto"
        isDisabled={pending}
        onPress={onRedeliver}
        aria-label={`Redeliver ${WEBHOOK_EVENT_LABEL[d.type]}, ${ago(d.createdAt)}`}
      >
        {busy ? "Redelivering..." : "Redeliver"}
      </Button>
    </li>
  );
}
