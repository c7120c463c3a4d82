import { useEffect, useState } from "react";
import { Switch } from "react-aria-components";
import { ALWAYS_EMAILED, KIND_LABEL, NOTIFICATION_KINDS, type NotificationKind } from "../../../core/schemas/notification";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";

type State = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; off: NotificationKind[] };

/** Settings: which kinds of notification are also e-mailed (in the daily digest; invitations at once). */
export function NotificationSettings() {
  const toast = useToast();
  const [view, setView] = useState<State>({ state: "loading" });
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Try again trigger.
  useEffect(() => {
    setView({ state: "loading" });
    readJson(api.notifications.settings.$get())
      .then((s) => setView({ state: "ready", off: (s as { emailOff: NotificationKind[] }).emailOff }))
      .catch((err) => setView({ state: "error", message: errorMessage(err, "Failed to load your notification settings") }));
  }, [attempt]);

  const toggle = async (kind: NotificationKind, on: boolean) => {
    if (view.state !== "ready") return;
    const before = view.off;
    const off = on ? before.filter((k) => k !== kind) : [...before, kind];
    setView({ state: "ready", off });
    setSaving(true);
    try {
      const saved = (await readJson(api.notifications.settings.$put({ json: { emailOff: off } }))) as { emailOff: NotificationKind[] };
      setView({ state: "ready", off: saved.emailOff });
      toast({ title: "Notification settings saved" });
    } catch (err) {
      setView({ state: "ready", off: before });
      toast({ title: "Not saved", description: errorMessage(err, "Failed to save your notification settings"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section id="notifications" aria-labelledby="notifications-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="notifications-heading" className="text-lg font-semibold">
        E-mail notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Everything shows up under the bell. Choose what we also e-mail you, in one daily digest. Every digest has one-click unsubscribe
        links.
      </p>
      {view.state === "loading" && (
        <div className="mt-4 space-y-2" role="status" aria-label="Loading notification settings">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
        </div>
      )}
      {view.state === "error" && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {view.message}{" "}
          <Button variant="ghost" size="sm" onPress={() => setAttempt((a) => a + 1)}>
            Try again
          </Button>
        </p>
      )}
      {view.state === "ready" && (
        <ul className="mt-4 space-y-3">
          {NOTIFICATION_KINDS.map((kind) => {
            const locked = ALWAYS_EMAILED.includes(kind);
            return (
              <li key={kind}>
                <Switch
                  isSelected={locked || !view.off.includes(kind)}
                  isDisabled={locked || saving}
                  onChange={(on) => toggle(kind, on)}
                  className="group flex items-center gap-3 text-sm text-slate-800 data-disabled:opacity-70"
                >
                  <span className="flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 px-0.5 transition-colors group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-500 group-data-selected:bg-indigo-600">
                    <span className="h-4 w-4 rounded-full bg-white shadow transition-transform group-data-selected:translate-x-4" />
                  </span>
                  <span>
                    {KIND_LABEL[kind]}
                    {locked && (
                      <span className="block text-xs text-slate-500">Always e-mailed at once: the e-mail carries the link to accept.</span>
                    )}
                  </span>
                </Switch>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
