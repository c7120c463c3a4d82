// RFC 4180 CSV as Jira and Asana export it: quoted fields may hold commas, quotes ("") and line
// breaks. Each row keeps the line it starts on, so an error can name the row a person sees in a
// spreadsheet (the header is row 1).

export interface CsvRow {
  line: number;
  cells: string[];
}

export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}

export function parseCsv(text: string): CsvRow[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  let touched = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === "") {
      quoted = true;
      quoteLine = line;
      touched = true;
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
      touched = true;
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      if (touched || cell !== "") rows.push({ line: rowLine, cells: [...cells, cell] });
      cells = [];
      cell = "";
      touched = false;
      line++;
      rowLine = line;
    } else {
      cell += ch;
      touched = true;
    }
  }
  if (quoted) throw new ImportFileError(`Row ${quoteLine}: a quoted value is never closed (a " is missing).`);
  if (touched || cell !== "") rows.push({ line: rowLine, cells: [...cells, cell] });
  return rows;
}
