import { useEffect, useState } from "react";
import type { PersonTimeSettings } from "../../../core/schemas/person-time-settings";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";

type State = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; settings: PersonTimeSettings };

const LEADS = [
  { id: "off", label: "Off" },
  { id: "0", label: "On the due date" },
  { id: "1", label: "1 day before" },
  { id: "2", label: "2 days before" },
  { id: "3", label: "3 days before" },
  { id: "7", label: "1 week before" },
  { id: "14", label: "2 weeks before" },
];
const MODES: Array<{ id: RecurrenceMode; label: string }> = [
  { id: "completion", label: "When the current one is completed" },
  { id: "date", label: "On its date" },
];

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Settings (issue 26): the "due soon" reminder's lead time, when a repeating task's next one appears, and the time zone. */
export function TimeSettings() {
  const toast = useToast();
  const [view, setView] = useState<State>({ state: "loading" });
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Try again trigger.
  useEffect(() => {
    setView({ state: "loading" });
    readJson(api["time-settings"].$get())
      .then((settings) => setView({ state: "ready", settings: settings as PersonTimeSettings }))
      .catch((err) => setView({ state: "error", message: errorMessage(err, "Failed to load your reminder settings") }));
  }, [attempt]);

  const save = async (change: Partial<PersonTimeSettings>) => {
    if (view.state !== "ready") return;
    const before = view.settings;
    const next = { ...before, ...change };
    setView({ state: "ready", settings: next });
    setSaving(true);
    try {
      const saved = (await readJson(api["time-settings"].$put({ json: next }))) as PersonTimeSettings;
      setView({ state: "ready", settings: saved });
      toast({ title: "Reminder settings saved" });
    } catch (err) {
      setView({ state: "ready", settings: before });
      toast({ title: "Not saved", description: errorMessage(err, "Failed to save your reminder settings"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const here = deviceZone();
  return (
    <section id="reminders" aria-labelledby="reminders-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="reminders-heading" className="text-lg font-semibold">
        Reminders and repeating tasks
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A “due soon” reminder reaches your bell and your daily digest before a task assigned to you is due.
      </p>
      {view.state === "loading" && (
        <div className="mt-4 space-y-2" role="status" aria-label="Loading reminder settings">
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
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Select
            label="Remind me"
            options={LEADS}
            value={view.settings.reminderLeadDays === null ? "off" : String(view.settings.reminderLeadDays)}
            isDisabled={saving}
            onChange={(v) => void save({ reminderLeadDays: v === "off" ? null : Number(v) })}
          />
          <Select<RecurrenceMode>
            label="A repeating task's next one appears"
            description="The default for new repeat rules; each task can choose."
            options={MODES}
            value={view.settings.recurrenceMode}
            isDisabled={saving}
            onChange={(v) => void save({ recurrenceMode: v })}
          />
          <div className="text-sm sm:col-span-2">
            <p className="text-slate-700">
              Your days are counted in <strong data-testid="time-zone">{view.settings.timeZone}</strong>.
            </p>
            {view.settings.timeZone !== here && (
              <Button variant="secondary" size="sm" className="mt-2" isDisabled={saving} onPress={() => void save({ timeZone: here })}>
                Use this device's time zone ({here})
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
