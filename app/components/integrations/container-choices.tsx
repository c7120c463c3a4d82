import type { Container } from "../../../core/schemas/integrations";
import { NoMatch } from "./list-parts";

// The containers to tick (several) or choose (one), with how many the search shows out of all of them.

export function ContainerChoices({
  targets,
  shown,
  searching,
  search,
  what,
  multiple,
  picked,
  onToggle,
}: {
  targets: Container[];
  shown: Container[];
  searching: boolean;
  search: string;
  what: string;
  multiple: boolean;
  picked: string[];
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {multiple ? "Choose one or more" : "Choose one"}
        <span className="ml-1 font-normal text-slate-500">({searching ? `${shown.length} of ${targets.length}` : targets.length})</span>
      </legend>
      {shown.length === 0 && (
        <NoMatch>
          No {what} match “{search.trim()}”.
        </NoMatch>
      )}
      <ul className="relative flex max-h-64 flex-col gap-1 overflow-y-auto">
        {shown.map((t) => (
          <li key={t.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded p-2 hover:bg-slate-50">
              <input
                type={multiple ? "checkbox" : "radio"}
                name="container"
                checked={picked.includes(t.id)}
                onChange={() => onToggle(t.id)}
              />
              <span className="font-medium">{t.name}</span>
              {t.detail && <span className="text-xs text-slate-500">{t.detail}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
