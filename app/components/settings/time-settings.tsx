import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PersonTimeSettings } from "../../../core/schemas/person-time-settings";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { QueryState } from "../ui/query-state";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";

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
  const client = useQueryClient();
  const key = queryKeys.timeSettings();
  const settings = useQuery({ queryKey: key, queryFn: () => readJson(api["time-settings"].$get()) });
  // The choice shows at once; a refused save puts the last saved settings back.
  const save = useMutation({
    mutationFn: (next: PersonTimeSettings) => readJson(api["time-settings"].$put({ json: next })),
    onMutate: (next) => {
      const before = client.getQueryData<PersonTimeSettings>(key);
      client.setQueryData(key, next);
      return { before };
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      toast({ title: "Reminder settings saved" });
    },
    onError: (err, _next, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      toast({ title: "Not saved", description: errorMessage(err, "Failed to save your reminder settings"), variant: "destructive" });
    },
    onSettled: () => invalidateAfter(client, "saveTimeSettings"),
  });
  const saving = save.isPending;
  const change = (current: PersonTimeSettings, part: Partial<PersonTimeSettings>) => save.mutate({ ...current, ...part });

  const here = deviceZone();
  return (
    <section id="reminders" aria-labelledby="reminders-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="reminders-heading" className="text-lg font-semibold">
        Reminders and repeating tasks
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A “due soon” reminder reaches your bell and your daily digest before a task assigned to you is due.
      </p>
      <QueryState query={settings} loadingLabel="Loading reminder settings" errorFallback="Failed to load your reminder settings">
        {(current) => (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Select
              label="Remind me"
              options={LEADS}
              value={current.reminderLeadDays === null ? "off" : String(current.reminderLeadDays)}
              isDisabled={saving}
              onChange={(v) => change(current, { reminderLeadDays: v === "off" ? null : Number(v) })}
            />
            <Select<RecurrenceMode>
              label="A repeating task's next one appears"
              description="The default for new repeat rules; each task can choose."
              options={MODES}
              value={current.recurrenceMode}
              isDisabled={saving}
              onChange={(v) => change(current, { recurrenceMode: v })}
            />
            <div className="text-sm sm:col-span-2">
              <p className="text-slate-700">
                Your days are counted in <strong data-testid="time-zone">{current.timeZone}</strong>.
              </p>
              {current.timeZone !== here && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  isDisabled={saving}
                  onPress={() => change(current, { timeZone: here })}
                >
                  Use this device's time zone ({here})
                </Button>
              )}
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
