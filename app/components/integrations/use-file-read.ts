import { useMemo, useState } from "react";
import { ImportFileError } from "../../../core/import-files/csv";
import { type ColumnMapping, guessFormat, type ImportFormat, readImportFile } from "../../../core/import-files/formats";
import { treeOrder } from "../../../core/import-files/parents";
import { MAX_IMPORT_FILE_CHARS } from "../../../core/schemas/import-file";

// The picked file read in the browser with the chosen kind and columns, exactly as the server will
// read it again: the preview shows what the import will make before anything is sent.

export interface PickedFile {
  name: string;
  text: string;
}

export function useFileRead() {
  const [file, setFile] = useState<PickedFile | null>(null);
  const [format, setFormatState] = useState<ImportFormat>("trello");
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const read = useMemo(() => {
    if (!file) return null;
    try {
      return { ok: true as const, value: readImportFile(format, file.text, mapping) };
    } catch (err) {
      return { ok: false as const, message: err instanceof ImportFileError ? err.message : "This file could not be read." };
    }
  }, [file, format, mapping]);
  const tree = useMemo(() => (read?.ok ? treeOrder(read.value.tasks.map((t) => t.parent)) : []), [read]);

  /** Reads a picked file; returns the project name it suggests, or an error for a file too large. */
  const pick = async (f: File): Promise<{ ok: true; suggestedName: string } | { ok: false }> => {
    if (f.size > MAX_IMPORT_FILE_CHARS) return { ok: false };
    const text = await f.text();
    const fmt = guessFormat(f.name, text);
    setFile({ name: f.name, text });
    setFormatState(fmt);
    setMapping(null);
    setRequestId(crypto.randomUUID());
    let name = f.name.replace(/\.(json|csv)$/i, "");
    try {
      name = readImportFile(fmt, text).projectName ?? name;
    } catch {}
    return { ok: true, suggestedName: name.length >= 3 ? name.slice(0, 100) : `${name} import` };
  };

  const setFormat = (f: ImportFormat) => {
    setFormatState(f);
    setMapping(null);
  };

  return { file, format, setFormat, mapping, setMapping, read, tree, requestId, pick };
}

export type FileRead = ReturnType<typeof useFileRead>;
