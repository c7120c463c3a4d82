import { FileUp, Flag } from "lucide-react";
import { Component, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { ImportFileError } from "../../../core/import-files/csv";
import {
  type ColumnMapping,
  FIELD_LABELS,
  FORMAT_NAMES,
  guessFormat,
  IMPORT_FORMATS,
  type ImportFormat,
  MAPPED_FIELDS,
  readImportFile,
} from "../../../core/import-files/formats";
import { treeOrder } from "../../../core/import-files/parents";
import { MAX_IMPORT_FILE_CHARS } from "../../../core/schemas/import-file";
import { api, errorMessage, readJson } from "../../lib/api";
import { statusLabel } from "../../lib/task-display";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";

// Import from a file with nothing connected: a Trello board (JSON), a Jira or an Asana CSV export, or
// any other CSV. The mapping is guessed from the headers and can be changed; the first rows are
// previewed with it, subtasks indented under their parent, before anything is created. The server
// reads the file again and creates all of it or nothing.

const PREVIEW_ROWS = 8;
const PREVIEW_NOTICES = 5;
const NONE = "__none__";

interface AssigneePreview {
  matches: Array<{ value: string; userId: number; name: string }>;
  unmatched: string[];
}

/**
 * No file, however broken, may take the page down: anything the reader did not foresee shows as a
 * message here and a new file can be picked (the key resets the form).
 */
class ImportBoundary extends Component<Record<string, never>, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return <FileImportForm key={this.state.attempt} />;
    return (
      <section aria-labelledby="file-import" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="file-import" className="flex items-center gap-2 font-semibold">
          <FileUp className="h-5 w-5 text-indigo-600" aria-hidden /> Import from a file
        </h2>
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          This file could not be read. Nothing was imported.
        </p>
        <Button className="mt-4" variant="secondary" onPress={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
          Choose another file
        </Button>
      </section>
    );
  }
}

export function FileImport() {
  return <ImportBoundary />;
}

function FileImportForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [format, setFormat] = useState<ImportFormat>("trello");
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [projectName, setProjectName] = useState("");
  const [importing, setImporting] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const read = useMemo(() => {
    if (!file) return null;
    try {
      return { ok: true as const, value: readImportFile(format, file.text, mapping) };
    } catch (err) {
      return { ok: false as const, message: err instanceof ImportFileError ? err.message : "This file could not be read." };
    }
  }, [file, format, mapping]);

  // Without a valid mapping yet (e.g. a mapped column is missing), offer the file's own columns.
  const columns = read?.ok ? read.value.columns : null;
  const current = read?.ok ? read.value.mapping : mapping;
  const tree = useMemo(() => (read?.ok ? treeOrder(read.value.tasks.map((t) => t.parent)) : []), [read]);
  const subtasks = read?.ok ? read.value.tasks.filter((t) => t.parent !== null).length : 0;
  const milestones = read?.ok ? read.value.tasks.filter((t) => t.kind === "milestone").length : 0;
  const assigneeValues = useMemo(
    () => (read?.ok ? [...new Set(read.value.tasks.map((t) => t.assignee).filter((a): a is string => a !== null))] : []),
    [read],
  );
  const people = useAssigneePreview(assigneeValues);

  const pick = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > MAX_IMPORT_FILE_CHARS) {
      toast({ title: "File too large", description: "Kickoff imports files up to 900 KB.", variant: "destructive" });
      return;
    }
    const text = await f.text();
    const fmt = guessFormat(f.name, text);
    setFile({ name: f.name, text });
    setFormat(fmt);
    setMapping(null);
    setRequestId(crypto.randomUUID());
    let name = f.name.replace(/\.(json|csv)$/i, "");
    try {
      name = readImportFile(fmt, text).projectName ?? name;
    } catch {}
    setProjectName(name.length >= 3 ? name.slice(0, 100) : `${name} import`);
  };

  const submit = async () => {
    if (!file || !read?.ok) return;
    setImporting(true);
    try {
      const result = await readJson(
        api.import.file.$post({ json: { format, content: file.text, mapping: read.value.mapping, projectName, requestId } }),
      );
      const left = result.unmatched.length;
      toast({
        title: "Data imported successfully",
        description: `${result.created} items imported from ${file.name}.${
          left > 0 ? ` ${left} ${left === 1 ? "assignee was" : "assignees were"} not matched and left unassigned.` : ""
        }`,
      });
      navigate(`/projects/${result.projectId}`);
    } catch (err) {
      toast({
        title: `Failed to import data from ${file.name}`,
        description: errorMessage(err, "An unexpected error occurred"),
        variant: "destructive",
      });
    } finally {
      setImporting(false);
    }
  };

  return (
    <section aria-labelledby="file-import" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="file-import" className="flex items-center gap-2 font-semibold">
        <FileUp className="h-5 w-5 text-indigo-600" aria-hidden /> Import from a file
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        No connection needed: a Trello board export (JSON), a Jira or Asana CSV export, or any other sheet saved as CSV. A Parent column
        (Jira, Asana, or your own) or Trello checklists bring the subtasks along.
      </p>
      <label className="mt-4 block text-sm font-medium text-slate-700">
        File
        <input
          type="file"
          accept=".json,.csv,application/json,text/csv"
          onChange={(e) => void pick(e.target.files?.[0])}
          className="mt-1 block w-full text-sm"
        />
      </label>
      {file && (
        <div className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Kind of file"
              options={IMPORT_FORMATS.map((f) => ({ id: f, label: FORMAT_NAMES[f] }))}
              value={format}
              onChange={(v) => {
                setFormat(v as ImportFormat);
                setMapping(null);
              }}
            />
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              Project name
              <input
                value={projectName}
                onChange={(e) => setProjectName(e.target.value)}
                className="h-10 rounded-md border border-slate-300 px-3 text-sm font-normal outline-none focus:ring-2 focus:ring-indigo-500"
              />
            </label>
          </div>
          {columns && current && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">Columns (guessed from the file; change any)</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                {MAPPED_FIELDS.map((field) => (
                  <Select
                    key={field}
                    label={FIELD_LABELS[field]}
                    options={[
                      { id: NONE, label: "Not imported" },
                      ...columns.map((c) => ({
                        id: c,
                        label: read?.ok && read.value.repeated[c] ? `${c} (all ${read.value.repeated[c]} columns)` : c,
                      })),
                    ]}
                    value={current[field] ?? NONE}
                    onChange={(v) => setMapping({ ...current, [field]: v === NONE ? null : String(v) })}
                  />
                ))}
              </div>
            </fieldset>
          )}
          {read && !read.ok && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {read.message}
            </p>
          )}
          {read?.ok && (
            <div>
              <h3 className="text-sm font-medium text-slate-700">
                Preview: first {Math.min(PREVIEW_ROWS, read.value.tasks.length)} of {read.value.tasks.length} tasks
                {subtasks > 0 && `, ${subtasks} of them subtasks`}
                {milestones > 0 && `, ${milestones} ${milestones === 1 ? "milestone" : "milestones"}`}
              </h3>
              {read.value.notices.length > 0 && (
                <div role="status" className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  <ul className="list-disc space-y-1 pl-5">
                    {read.value.notices.slice(0, PREVIEW_NOTICES).map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                  {read.value.notices.length > PREVIEW_NOTICES && (
                    <p className="mt-1">…and {read.value.notices.length - PREVIEW_NOTICES} more rows like these. Nothing is left out.</p>
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
              {people && people.matches.length > 0 && (
                <p className="mt-2 text-sm text-slate-600">Matched people other than you join the new project as editors.</p>
              )}
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
                    {tree.slice(0, PREVIEW_ROWS).map(({ index, depth }) => {
                      const t = read.value.tasks[index];
                      const parent = t.parent === null ? null : read.value.tasks[t.parent];
                      return (
                        <tr key={index} className="border-t border-slate-100">
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
                    })}
                  </tbody>
                </table>
              </div>
              <Button className="mt-4" onPress={submit} isDisabled={importing || projectName.trim().length < 3}>
                {importing
                  ? "Importing..."
                  : `Create project with ${read.value.tasks.length - milestones} tasks${
                      milestones > 0 ? ` and ${milestones} ${milestones === 1 ? "milestone" : "milestones"}` : ""
                    }`}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** Who the file's assignees are in Kickoff, asked of the server (it knows whom the user works with). */
function useAssigneePreview(values: string[]): AssigneePreview | null {
  const [preview, setPreview] = useState<AssigneePreview | null>(null);
  const key = values.join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the values.
  useEffect(() => {
    setPreview(null);
    if (values.length === 0) return;
    let live = true;
    readJson(api.import.assignees.$post({ json: { values: values.slice(0, 500) } }))
      .then((p) => live && setPreview(p))
      .catch(() => live && setPreview(null));
    return () => {
      live = false;
    };
  }, [key]);
  return preview;
}
