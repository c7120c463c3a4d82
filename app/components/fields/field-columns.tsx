import type { Task } from "../../../core/schemas/task";
import { formatFieldValue } from "./field-values";
import { memberName, useProjectShape } from "./project-shape";

// Issue 25: the project's own fields as columns of the task list (from 768 px; phones list the values
// under the task's name instead, like the other columns).

/** One header cell per field, after the list's own columns. */
export function FieldHeaders() {
  const { fields } = useProjectShape();
  return (
    <>
      {fields.map((f) => (
        <th key={f.id} scope="col" className="hidden max-w-[12rem] truncate py-2 pr-3 md:table-cell">
          {f.name}
        </th>
      ))}
    </>
  );
}

/** A row's values of the project's fields, one cell each. */
export function FieldCells({ task }: { task: Task }) {
  const { fields, members } = useProjectShape();
  return (
    <>
      {fields.map((f) => {
        const text = formatFieldValue(f, task.fields?.[f.id], (id) => memberName(members, id));
        return (
          <td key={f.id} data-field-id={f.id} className="hidden max-w-[14rem] py-3 pr-3 text-sm break-words text-slate-700 md:table-cell">
            {f.type === "url" && text ? (
              <a
                href={text}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => e.stopPropagation()}
                className="text-indigo-700 underline outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {text}
              </a>
            ) : (
              text
            )}
          </td>
        );
      })}
    </>
  );
}

/** Phones: the task's field values under its name, "Name: value" each. */
export function FieldSummary({ task }: { task: Task }) {
  const { fields, members } = useProjectShape();
  return (
    <>
      {fields.map((f) => {
        const text = formatFieldValue(f, task.fields?.[f.id], (id) => memberName(members, id));
        return text ? (
          <span key={f.id}>
            {f.name}: {text}
          </span>
        ) : null;
      })}
    </>
  );
}
