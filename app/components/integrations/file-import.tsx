import { Component, useState } from "react";
import { useNavigate } from "react-router";
import { FORMAT_NAMES, IMPORT_FORMATS } from "../../../core/import-files/formats";
import { ApiError, errorMessage } from "../../lib/api";
import { importFile, useAssigneePreview } from "../../lib/file-import-api";
import { Button } from "../ui/button";
import { FileUp } from "../ui/icons";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";
import { FileImportColumns } from "./file-import-columns";
import { FileImportNotices, FileImportPreview, previewCount } from "./file-import-preview";
import { FileImportResult, type ShownOutcome } from "./file-import-result";
import { type EditableProject, FileImportTarget } from "./file-import-target";
import { type FileRead, useFileRead } from "./use-file-read";

// Import from a file with nothing connected: a Trello board (JSON), a Jira or an Asana CSV export, or
// any other CSV, into a new project or one the person can edit. The mapping is guessed from the
// headers and can be changed; the first rows are previewed with it, subtasks indented under their
// parent, before anything is created. The server reads the file again and creates all of it or nothing.

interface FileImportProps {
  /** The projects the person may add tasks to (editor or owner). */
  projects: EditableProject[];
  /** Preselected target (the page's ?project=), when it is one of `projects`. */
  initialProjectId?: number | null;
}

/**
 * No file, however broken, may take the page down: anything the reader did not foresee shows as a
 * message here and a new file can be picked (the key resets the form).
 */
class ImportBoundary extends Component<FileImportProps, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return <FileImportForm key={this.state.attempt} {...this.props} />;
    return (
      <ImportSection>
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          This file could not be read. Nothing was imported.
        </p>
        <Button className="mt-4" variant="secondary" onPress={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
          Choose another file
        </Button>
      </ImportSection>
    );
  }
}

export function FileImport(props: FileImportProps) {
  return <ImportBoundary {...props} />;
}

function ImportSection({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="file-import" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="file-import" className="flex items-center gap-2 font-semibold">
        <FileUp className="h-5 w-5 text-indigo-600" aria-hidden /> Import from a file
      </h2>
      {children}
    </section>
  );
}

function FileImportForm({ projects, initialProjectId }: FileImportProps) {
  const toast = useToast();
  const file = useFileRead();
  const [into, setInto] = useState<number | null>(
    initialProjectId != null && projects.some((p) => p.id === initialProjectId) ? initialProjectId : null,
  );
  const [projectName, setProjectName] = useState("");
  const submit = useSubmit(file, into, projectName, projects);

  const pick = async (f: File | undefined) => {
    if (!f) return;
    submit.dismiss();
    const picked = await file.pick(f);
    if (picked.ok) setProjectName(picked.suggestedName);
    else toast({ title: "File too large", description: "Kickoff imports files up to 900 KB.", variant: "destructive" });
  };

  return (
    <ImportSection>
      <p className="mt-1 text-sm text-slate-600">
        No connection needed: a Trello board export (JSON), a Jira or Asana CSV export, or any other sheet saved as CSV. A Parent column
        (Jira, Asana, or your own) or Trello checklists bring the subtasks along. Into one of your projects, Labels, Status and columns
        named like its fields fill them too.
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
      {file.file && (
        <div className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Kind of file"
              options={IMPORT_FORMATS.map((f) => ({ id: f, label: FORMAT_NAMES[f] }))}
              value={file.format}
              onChange={(v) => file.setFormat(v)}
            />
            <FileImportTarget projects={projects} into={into} onInto={setInto} projectName={projectName} onProjectName={setProjectName} />
          </div>
          <FileReadView file={file} into={into} projectName={projectName} submit={submit} />
        </div>
      )}
      {submit.outcome && <FileImportResult outcome={submit.outcome} onDismiss={submit.dismiss} />}
    </ImportSection>
  );
}

/** The columns, the preview and the import button for a file that was read. */
function FileReadView({ file, into, projectName, submit }: { file: FileRead; into: number | null; projectName: string; submit: Submit }) {
  const { read, tree } = file;
  const people = useAssigneePreview(
    read?.ok ? [...new Set(read.value.tasks.flatMap((t) => (t.assignee === null ? [] : [t.assignee])))] : [],
  );
  const current = read?.ok ? read.value.mapping : file.mapping;
  if (!read) return null;
  const columns = read.ok ? read.value.columns : null;
  const tasks = read.ok ? read.value.tasks : [];
  const subtasks = tasks.filter((t) => t.parent !== null).length;
  const milestones = tasks.filter((t) => t.kind === "milestone").length;
  const counted = `${tasks.length - milestones} tasks${milestones > 0 ? ` and ${milestones} ${milestones === 1 ? "milestone" : "milestones"}` : ""}`;
  return (
    <>
      {columns && current && (
        <FileImportColumns columns={columns} current={current} repeated={read.ok ? read.value.repeated : null} onChange={file.setMapping} />
      )}
      {!read.ok && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {read.message}
        </p>
      )}
      {read.ok && (
        <div>
          <h3 className="text-sm font-medium text-slate-700">
            Preview: first {previewCount(read.value)} of {tasks.length} tasks
            {subtasks > 0 && `, ${subtasks} of them subtasks`}
            {milestones > 0 && `, ${milestones} ${milestones === 1 ? "milestone" : "milestones"}`}
          </h3>
          <FileImportNotices read={read.value} people={people} />
          {people && people.matches.length > 0 && into === null && (
            <p className="mt-2 text-sm text-slate-600">Matched people other than you join the new project as editors.</p>
          )}
          <FileImportPreview read={read.value} tree={tree} people={people} />
          <Button className="mt-4" onPress={submit.run} isDisabled={submit.importing || (into === null && projectName.trim().length < 3)}>
            {submit.importing ? "Importing..." : into === null ? `Create project with ${counted}` : `Import ${counted}`}
          </Button>
        </div>
      )}
    </>
  );
}

type Submit = ReturnType<typeof useSubmit>;

/**
 * Sends the import. Without anything to read, the person lands on the project as before; when the
 * server warns about values the preview could not know (or the file was already imported into that
 * project), the page keeps the result in view with a link to the project.
 */
function useSubmit(file: FileRead, into: number | null, projectName: string, projects: EditableProject[]) {
  const toast = useToast();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null);
  const run = async () => {
    const { file: picked, read, format, requestId } = file;
    if (!picked || !read?.ok) return;
    setImporting(true);
    setOutcome(null);
    try {
      const target = into === null ? ({ kind: "new", projectName } as const) : ({ kind: "project", projectId: into } as const);
      const result = await importFile({ format, content: picked.text, mapping: read.value.mapping, target, requestId });
      const name = into === null ? projectName.trim() : (projects.find((p) => p.id === into)?.name ?? "the project");
      const shown = new Set(read.value.notices);
      const unseen = result.warnings.filter((w) => !shown.has(w));
      const left = result.unmatched.length;
      if (!result.replayed) {
        const people = left > 0 ? ` ${left} ${left === 1 ? "assignee was" : "assignees were"} not matched and left unassigned.` : "";
        toast({ title: "Data imported successfully", description: `${result.created} items imported from ${picked.name}.${people}` });
      }
      if (unseen.length === 0 && !result.replayed) navigate(`/projects/${result.projectId}`);
      else setOutcome({ ...result, warnings: unseen, fileName: picked.name, projectName: name });
    } catch (err) {
      const reused = err instanceof ApiError && err.status === 422 && err.message.includes("Idempotency-Key");
      toast({
        title: `Failed to import data from ${picked.name}`,
        description: reused
          ? "This file was already imported into this project with other columns. Nothing was added again."
          : errorMessage(err, "An unexpected error occurred"),
        variant: "destructive",
      });
    } finally {
      setImporting(false);
    }
  };
  return { run, importing, outcome, dismiss: () => setOutcome(null) };
}
