import { useMemo } from "react";
import { LINK_TYPES, type LinkType } from "../../../core/schedule";
import { createDependencySchema } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form-fields";
import { LINK_TYPE_LABEL } from "./link-type-labels";

/** A predecessor for the selected task, as the add form sends it. */
export type NewLinkInput = { predecessorId: string; successorId: string; type: LinkType; lagDays: number };

// Adds a predecessor to the selected task, with the link's type and lag, without a pointer. On Conform over
// POST /api/projects/:id/dependencies's own schema (issue 23 #2); the inputs are named after its payload.

/** What the lag input says when the schema refuses it (int, at most 260 either way), in a person's words. */
const LAG_RULE = "A lag is a whole number of working days, at most 260 either way.";
const CHOOSE_TASK = "Choose the task it waits for.";
const NOT_LINKED = "The link was not added. Please try again.";

/** The inputs as the route's payload; an empty lag is no lag, as the route's default. */
export function linkFormSchema(successorId: string) {
  return formSchema(createDependencySchema, (v) => {
    const lag = textOf(v.lagDays).trim();
    return {
      predecessorId: textOf(v.predecessorId),
      successorId,
      type: textOf(v.type) || "FS",
      lagDays: lag === "" ? 0 : Number(lag),
    };
  });
}

interface Props {
  task: Task;
  tasks: Task[];
  /** Throws when refused, so the form keeps its values and shows why. */
  onAdd: (input: NewLinkInput) => Promise<void>;
}

export function AddLinkForm({ task, tasks, onAdd }: Props) {
  const schema = useMemo(() => linkFormSchema(task.id), [task.id]);
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue: { predecessorId: "", type: "FS", lagDays: "0" },
    fallback: NOT_LINKED,
    // A lag is refused as it is typed, as before; the others once they were touched.
    shouldValidate: "onInput",
    onSubmit: async (input) => {
      await onAdd(input);
      form.update({ name: fields.predecessorId.name, value: "" });
      form.update({ name: fields.lagDays.name, value: "0" });
    },
  });
  const lagRefused = Boolean(fields.lagDays.errors?.length);
  const chosen = textOf(fields.predecessorId.value) !== "";

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-2 text-sm">
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Waits for</span>
        <select
          name={fields.predecessorId.name}
          defaultValue={textOf(fields.predecessorId.initialValue)}
          aria-invalid={fields.predecessorId.errors ? true : undefined}
          aria-describedby={fields.predecessorId.errors ? fields.predecessorId.errorId : undefined}
          className="h-8 rounded-md border border-slate-300 px-2"
        >
          <option value="">Choose a task…</option>
          {tasks
            .filter((t) => t.id !== task.id)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </select>
      </label>
      <LinkTypeSelect field={fields.type} />
      <label className="flex flex-col gap-1">
        <span className="text-xs text-slate-600">Lag (working days)</span>
        <input
          name={fields.lagDays.name}
          defaultValue={textOf(fields.lagDays.initialValue)}
          type="number"
          step={1}
          className="h-8 w-24 rounded-md border border-slate-300 px-2"
          aria-invalid={lagRefused}
          aria-describedby={lagRefused ? fields.lagDays.errorId : undefined}
        />
      </label>
      <Button type="submit" size="sm" isDisabled={!chosen || lagRefused || pending}>
        Add link
      </Button>
      {fields.predecessorId.errors && (
        <span id={fields.predecessorId.errorId} className="text-xs text-red-600">
          {chosen ? fields.predecessorId.errors[0] : CHOOSE_TASK}
        </span>
      )}
      {lagRefused && (
        <span id={fields.lagDays.errorId} className="text-xs text-red-600">
          {LAG_RULE}
        </span>
      )}
      <FormErrors form={form} />
    </form>
  );
}

/** The link's type, a native select Conform reads, and sets on update, by its name. */
function LinkTypeSelect({ field }: { field: { name: string; initialValue?: unknown } }) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-xs text-slate-600">Type</span>
      <select name={field.name} defaultValue={textOf(field.initialValue)} className="h-8 rounded-md border border-slate-300 px-2">
        {LINK_TYPES.map((t) => (
          <option key={t} value={t}>
            {LINK_TYPE_LABEL[t]}
          </option>
        ))}
      </select>
    </label>
  );
}
