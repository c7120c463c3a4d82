import { Link } from "react-router";
import type { FileImportOutcome } from "../../lib/file-import-api";

// What the server said about an import the person should read before leaving the page: the values
// the project could not take (unknown field options, labels over the limit, …) and rows the reader
// changed, or that this file was already imported into this project and nothing was added again.

export interface ShownOutcome extends FileImportOutcome {
  fileName: string;
  projectName: string;
}

export function FileImportResult({ outcome, onDismiss }: { outcome: ShownOutcome; onDismiss: () => void }) {
  const title = outcome.replayed
    ? `${outcome.fileName} was already imported into ${outcome.projectName}: nothing was added again.`
    : `${outcome.created} items imported from ${outcome.fileName} into ${outcome.projectName}.`;
  return (
    <div
      role="status"
      aria-labelledby="file-import-result"
      className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-900"
    >
      <p id="file-import-result" className="font-medium">
        {title}
      </p>
      {outcome.warnings.length > 0 && (
        <>
          <p className="mt-2">{outcome.warnings.length === 1 ? "One thing to check:" : `${outcome.warnings.length} things to check:`}</p>
          <ul aria-label="Import warnings" className="mt-1 list-disc space-y-1 pl-5">
            {outcome.warnings.map((w, i) => (
              // Two rows can be warned about in the same words: the position tells them apart.
              <li key={i} dir="auto">
                {w}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={`/projects/${outcome.projectId}`} className="font-medium text-indigo-700 underline">
          Open {outcome.projectName}
        </Link>
        <button type="button" onClick={onDismiss} className="text-slate-700 underline">
          Import another file
        </button>
      </div>
    </div>
  );
}
