import { z } from "zod";
import { socketCreateSchema } from "../../../core/schemas/board-protocol";
import { isPastDay } from "../../lib/dates";
import { formSchema, textOf } from "../../lib/use-schema-form";
import { tooLong } from "../ui/text-field";

// Spec §5 Add Milestone (issue 23 #2): the dialog's inputs as the board's create payload, checked by the
// schema the board checks a socket create with (socketCreateSchema), plus the spec's two rules of this
// form: a name of at least 3 characters, and no past due date (a person's calendar, not the server's).

export const NAME_TOO_SHORT = "Milestone name must be at least 3 characters";
export const PAST_DAY = "Choose today or a later date.";
const NAME_MAX = 200;

/** The spec's words first (too short, too long as "Milestone name"), then the task name's own rules. */
const milestoneName = z
  .string()
  .trim()
  .min(3, NAME_TOO_SHORT)
  .max(NAME_MAX, tooLong("Milestone name", NAME_MAX))
  .pipe(socketCreateSchema.shape.name);

const milestoneSchema = socketCreateSchema.omit({ id: true }).extend({
  name: milestoneName,
  dueDate: socketCreateSchema.shape.dueDate.refine((day) => !day || !isPastDay(day), PAST_DAY),
});

/** The dialog's schema: its inputs (name, description, dueDate) → a milestone's create payload. */
export const milestoneFormSchema = formSchema(milestoneSchema, (v) => ({
  name: textOf(v.name),
  description: textOf(v.description),
  dueDate: textOf(v.dueDate) || null,
  // A milestone carries no priority (issue 21): the column keeps its default and is never shown.
  priority: "medium",
  status: "todo",
  isCompleted: false,
  parentTaskId: null,
  kind: "milestone",
  source: "manual",
}));
