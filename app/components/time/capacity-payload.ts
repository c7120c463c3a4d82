import {
  type CapacitySettingsInput,
  capacitySettingsSchema,
  type MemberCapacity,
  WEEKDAYS,
  type Weekday,
} from "../../../core/schemas/capacity";
import { type FormErrors, formErrorsFrom } from "../../lib/server-errors";
import { formSchema, listOf, textOf } from "../../lib/use-schema-form";

// The capacity form's inputs ⇄ PUT /api/projects/:id/capacity's payload. Inputs are named after the
// payload (members[0].weeklyHours, members[0].offWeekdays, members[0].daysOff), so the route's own
// schema checks the form and every issue lands on the member's input it names.

export const WEEKDAY_LABELS: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri" };

export const CAPACITY_NOT_SAVED = "The working time was not saved. Please try again.";

export type MemberValues = { weeklyHours: string; offWeekdays: Weekday[]; daysOff: string[] };
export type CapacityValues = { members: MemberValues[] };

export const capacityValuesOf = (capacity: MemberCapacity[]): CapacityValues => ({
  members: capacity.map((c) => ({ weeklyHours: String(c.weeklyHours), offWeekdays: [...c.offWeekdays], daysOff: [...c.daysOff] })),
});

/** An input's number; blank or not a number is NaN, which the schema refuses as "not a number". */
const numberOf = (v: unknown): number => {
  const text = textOf(v).trim();
  return text === "" ? Number.NaN : Number(text);
};

/** The payload from the inputs: the members in the order shown, each by the id it is shown for. */
export function capacityPayload(userIds: readonly number[], values: Record<string, unknown>): unknown {
  const rows = Array.isArray(values.members) ? values.members : [];
  return {
    members: userIds.map((userId, i) => {
      const row = (typeof rows[i] === "object" && rows[i] !== null ? rows[i] : {}) as Record<string, unknown>;
      return {
        userId,
        weeklyHours: numberOf(row.weeklyHours),
        offWeekdays: listOf(row.offWeekdays).filter((w): w is Weekday => (WEEKDAYS as readonly string[]).includes(w)),
        daysOff: listOf(row.daysOff),
      };
    }),
  };
}

export const capacityFormSchema = (userIds: readonly number[]) =>
  formSchema<CapacitySettingsInput>(capacitySettingsSchema, (values) => capacityPayload(userIds, values));

const MEMBER_INPUTS = ["weeklyHours", "offWeekdays", "daysOff"] as const;

/** The server's refusal: "members.0.weeklyHours" is the input members[0].weeklyHours. */
export function capacityErrorsOf(err: unknown, memberCount: number): FormErrors {
  const inputs = Array.from({ length: memberCount }, (_, i) => MEMBER_INPUTS.map((name) => `members.${i}.${name}`)).flat();
  const { fieldErrors, formErrors } = formErrorsFrom(err, inputs, CAPACITY_NOT_SAVED);
  const placed = Object.entries(fieldErrors).map(([path, messages]) => [path.replace(/^members\.(\d+)\./, "members[$1]."), messages]);
  return { fieldErrors: Object.fromEntries(placed), formErrors };
}
