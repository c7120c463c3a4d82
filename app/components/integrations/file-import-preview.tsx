import type { ReadFile } from "../../../core/import-files/formats";
import type { AssigneePreview } from "../../lib/file-import-api";
import { statusLabel } from "../../lib/task-display";
import { Badge } from "../ui/badge";
import { Flag } from "../ui/icons";

// The first rows as the import will make them (subtasks indented under their parent), with the
// reader's notices and the assignees no one matched, before anything is created.

const PREVIEW_ROWS = 8;
const PREVIEW_NOTICES = 5;

export function FileImportNotices({ read, people }: { read: ReadFile; people: AssigneePreview | null }) {
  return (
    <>
      {read.notices.length > 0 && (
        <div role="status" className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <ul className="list-disc space-y-1 pl-5">
            {read.notices.slice(0, PREVIEW_NOTICES).map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          {read.notices.length > PREVIEW_NOTICES && (
            <p className="mt-1">…and {read.notices.length - PREVIEW_NOTICES} more rows like these. Nothing is left out.</p>
          )}
        </div>
      )}
      {people && people.unmatched.length > 0 && (
        <div role="status" className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>
            Not matched to anyone you share a project with, so their tasks stay unassigned:{" "}
            <span dir="auto">{people.unmatched.join(", ")}</span>
          </p>
        </div>
      )}
    </>
  );
}

export function FileImportPreview({
  read,
  tree,
  people,
}: {
  read: ReadFile;
  tree: Array<{ index: number; depth: number }>;
  people: AssigneePreview | null;
}) {
  return (
    <div className="relative mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-1 pr-3">Task</th>
            <th className="py-1 pr-3">Status</th>
            <th className="py-1 pr-3">Due</th>
            <th className="py-1 pr-3">Assignee</th>
          </tr>
        </thead>
        <tbody>
          {tree.slice(0, PREVIEW_ROWS).map(({ index, depth }) => (
            <PreviewRow key={index} read={read} index={index} depth={depth} people={people} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const previewCount = (read: ReadFile) => Math.min(PREVIEW_ROWS, read.tasks.length);

function PreviewRow({ read, index, depth, people }: { read: ReadFile; index: number; depth: number; people: AssigneePreview | null }) {
  const t = read.tasks[index];
  const parent = t.parent === null ? null : read.tasks[t.parent];
  return (
    <tr className="border-t border-slate-100">
      <td className="py-1 pr-3" style={{ paddingLeft: `${depth * 1.25}rem` }}>
        {depth > 0 && (
          <span aria-hidden className="mr-1 text-slate-400">
            ↳
          </span>
        )}
        {t.kind === "milestone" && (
          <Badge tone="violet" className="mr-1">
            <Flag className="h-3 w-3" aria-hidden />
            Milestone
          </Badge>
        )}
        <span dir="auto">{t.name}</span>
        {parent && <span className="sr-only">, subtask of {parent.name}</span>}
      </td>
      <td className="py-1 pr-3">{statusLabel(t.status)}</td>
      <td className="py-1 pr-3">{t.dueDate ?? "—"}</td>
      <td className="py-1 pr-3" dir="auto">
        {t.assignee === null ? "—" : (people?.matches.find((m) => m.value === t.assignee)?.name ?? t.assignee)}
        {t.assignee !== null && people?.unmatched.includes(t.assignee) && (
          <span className="ml-1 text-xs text-amber-700">(not matched)</span>
        )}
      </td>
    </tr>
  );
}
