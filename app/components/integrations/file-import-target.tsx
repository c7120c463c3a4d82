import { Select } from "../ui/select";

// Where a file's rows go: a new project (named here), or a project the person can edit, whose own
// labels, statuses and fields then take the file's Labels, Status and field columns (decision 114).

export interface EditableProject {
  id: number;
  name: string;
}

const NEW = "new";

export function FileImportTarget({
  projects,
  into,
  onInto,
  projectName,
  onProjectName,
}: {
  projects: EditableProject[];
  /** The chosen project's id, or null for a new project. */
  into: number | null;
  onInto: (projectId: number | null) => void;
  projectName: string;
  onProjectName: (name: string) => void;
}) {
  const options = [{ id: NEW, label: "A new project" }, ...projects.map((p) => ({ id: String(p.id), label: p.name }))];
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Import into"
        options={options}
        value={into === null ? NEW : String(into)}
        description={projects.length === 0 ? "You have no project you can edit yet: the file makes a new one." : undefined}
        onChange={(v) => onInto(v === NEW ? null : Number(v))}
      />
      {into === null && (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Project name
          <input
            value={projectName}
            onChange={(e) => onProjectName(e.target.value)}
            className="h-10 rounded-md border border-slate-300 px-3 text-sm font-normal outline-none focus:ring-2 focus:ring-indigo-500"
          />
        </label>
      )}
    </div>
  );
}
