import type { JiraSiteView } from "../../../core/schemas/integrations";
import { NoMatch } from "./list-parts";

// The Jira sites to choose from, each with its address, the one in use marked.

export function JiraSiteList({
  shown,
  search,
  picked,
  onPick,
}: {
  shown: JiraSiteView[];
  search: string;
  picked: string | null;
  onPick: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Jira site</legend>
      {shown.length === 0 && <NoMatch>No Jira site matches “{search.trim()}”.</NoMatch>}
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {shown.map((s) => (
          <li key={s.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded p-2 hover:bg-slate-50">
              <input type="radio" name="jira-site" checked={picked === s.id} onChange={() => onPick(s.id)} />
              <span className="font-medium">{s.name}</span>
              <span className="truncate text-xs text-slate-500">{new URL(s.url).host}</span>
              {s.current && <span className="text-xs text-slate-500">(in use)</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
