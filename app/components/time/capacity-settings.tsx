import { useState } from "react";
import type { CapacitySettingsInput, MemberCapacity } from "../../../core/schemas/capacity";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { CapacityForm } from "./capacity-form";
import { WEEKDAY_LABELS } from "./capacity-payload";

// Issue 26 #3: each member's weekly hours, the weekdays they don't work and their dated days off in
// this project. Saved together (PUT /api/projects/:id/capacity); the form checks with the route's schema.

export function CapacitySettings({
  members,
  capacity,
  editable,
  onSave,
}: {
  members: MemberView[];
  capacity: MemberCapacity[];
  editable: boolean;
  onSave: (members: CapacitySettingsInput["members"]) => Promise<void>;
}) {
  const [saved, setSaved] = useState(false);
  const nameOf = (userId: number) => {
    const m = members.find((x) => x.userId === userId);
    return m ? displayName(m.user) : `Member ${userId}`;
  };
  return (
    <section aria-labelledby="capacity-heading" className={editable ? "space-y-3" : "space-y-2"}>
      <h3 id="capacity-heading" className="font-medium text-slate-800">
        Team capacity
      </h3>
      {editable ? (
        <>
          <p className="text-slate-600">
            Hours each person works on this project in a week, the weekdays they don't work, and their days off.
          </p>
          {/* The server's values after a save (or someone else's) start the form again. */}
          <CapacityForm
            key={JSON.stringify(capacity)}
            capacity={capacity}
            nameOf={nameOf}
            onSave={onSave}
            saved={saved}
            setSaved={setSaved}
          />
        </>
      ) : (
        <CapacityList capacity={capacity} nameOf={nameOf} />
      )}
    </section>
  );
}

function CapacityList({ capacity, nameOf }: { capacity: MemberCapacity[]; nameOf: (userId: number) => string }) {
  return (
    <ul className="space-y-1">
      {capacity.map((c) => (
        <li key={c.userId}>
          <span className="font-medium">{nameOf(c.userId)}</span>: {c.weeklyHours} h a week
          {c.offWeekdays.length > 0 && `, not on ${c.offWeekdays.map((d) => WEEKDAY_LABELS[d]).join(", ")}`}
          {c.daysOff.length > 0 && `, ${c.daysOff.length} ${c.daysOff.length === 1 ? "day" : "days"} off`}
        </li>
      ))}
    </ul>
  );
}
