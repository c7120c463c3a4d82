import { useEffect, useState } from "react";
import type { ColumnMapping, ImportFormat } from "../../core/import-files/formats";
import { api, readJson } from "./api";

// The file import's talks with the server (decision 124): who the file's assignees are, and the import
// itself. An import into an existing project carries an Idempotency-Key made of the file's content and
// the project, so the same file sent twice to the same project adds its rows once (decision 063).

export interface AssigneePreview {
  matches: Array<{ value: string; userId: number; name: string }>;
  unmatched: string[];
}

/** Where the rows go: a new project by this name, or a project the person can edit. */
export type ImportTarget = { kind: "new"; projectName: string } | { kind: "project"; projectId: number };

export interface FileImportRequest {
  format: ImportFormat;
  content: string;
  mapping: ColumnMapping;
  target: ImportTarget;
  /** Chosen once per picked file: a retry into a new project finds the project it made. */
  requestId: string;
}

export interface FileImportOutcome {
  projectId: number;
  created: number;
  unmatched: string[];
  warnings: string[];
  /** The server answered an earlier import of this file into this project: nothing was added now. */
  replayed: boolean;
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(bytes.slice(0, 20), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The Idempotency-Key and request id of a file sent into one existing project: the same every time. */
export async function keyForFileInto(content: string, projectId: number) {
  const hash = await digest(content);
  return { key: `file-import:${hash}:${projectId}`, requestId: `file-${hash}` };
}

export async function importFile(req: FileImportRequest): Promise<FileImportOutcome> {
  const base = { format: req.format, content: req.content, mapping: req.mapping };
  if (req.target.kind === "new") {
    const body = await readJson(
      api.import.file.$post({ json: { ...base, projectName: req.target.projectName, requestId: req.requestId } }),
    );
    return { ...body, replayed: false };
  }
  const { key, requestId } = await keyForFileInto(req.content, req.target.projectId);
  const res = await api.import.file.$post(
    { json: { ...base, projectId: req.target.projectId, requestId } },
    { headers: { "Idempotency-Key": key } },
  );
  const body = await res.json();
  return { ...body, replayed: res.headers.get("Idempotent-Replayed") === "true" };
}

/** Who the file's assignees are in Kickoff, asked of the server (it knows whom the person works with). */
export function useAssigneePreview(values: string[]): AssigneePreview | null {
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
