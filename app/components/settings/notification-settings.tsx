import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Switch } from "react-aria-components";
import { ALWAYS_EMAILED, KIND_LABEL, NOTIFICATION_KINDS, type NotificationKind } from "../../../core/schemas/notification";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { QueryState } from "../ui/query-state";
import { useToast } from "../ui/toast";

/** Settings: which kinds of notification are also e-mailed (in the daily digest; invitations at once). */
export function NotificationSettings() {
  const toast = useToast();
  const client = useQueryClient();
  const key = queryKeys.notificationSettings();
  const settings = useQuery({ queryKey: key, queryFn: () => readJson(api.notifications.settings.$get()) });
  // The switch moves at once; a refused save puts the last saved choice back.
  const save = useMutation({
    mutationFn: (off: NotificationKind[]) => readJson(api.notifications.settings.$put({ json: { emailOff: off } })),
    onMutate: (off) => {
      const before = client.getQueryData<{ emailOff: NotificationKind[] }>(key);
      client.setQueryData(key, { emailOff: off });
      return { before };
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      toast({ title: "Notification settings saved" });
    },
    onError: (err, _off, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      toast({ title: "Not saved", description: errorMessage(err, "Failed to save your notification settings"), variant: "destructive" });
    },
    onSettled: () => invalidateAfter(client, "saveNotificationSettings"),
  });
  const saving = save.isPending;
  const toggle = (before: NotificationKind[], kind: NotificationKind, on: boolean) =>
    save.mutate(on ? before.filter((k) => k !== kind) : [...before, kind]);

  return (
    <section id="notifications" aria-labelledby="notifications-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="notifications-heading" className="text-lg font-semibold">
        E-mail notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Everything shows up under the bell. Choose what we also e-mail you, in one daily digest. Every digest has one-click unsubscribe
        links.
      </p>
      <QueryState query={settings} loadingLabel="Loading notification settings" errorFallback="Failed to load your notification settings">
        {({ emailOff }) => (
          <ul className="mt-4 space-y-3">
            {NOTIFICATION_KINDS.map((kind) => {
              const locked = ALWAYS_EMAILED.includes(kind);
              return (
                <li key={kind}>
                  <Switch
                    isSelected={locked || !emailOff.includes(kind)}
                    isDisabled={locked || saving}
                    onChange={(on) => toggle(emailOff, kind, on)}
                    className="group flex items-center gap-3 text-sm text-slate-800 data-disabled:opacity-70"
                  >
                    <span className="flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 px-0.5 transition-colors group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-500 group-data-selected:bg-indigo-600">
                      <span className="h-4 w-4 rounded-full bg-white shadow transition-transform group-data-selected:translate-x-4" />
                    </span>
                    <span>
                      {KIND_LABEL[kind]}
                      {locked && (
                        <span className="block text-xs text-slate-500">
                          Always e-mailed at once: the e-mail carries the link to accept.
                        </span>
                      )}
                    </span>
                  </Switch>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
