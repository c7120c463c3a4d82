import type { ViewKey, ViewQuery } from "../../../core/schemas/saved-view";
import { Button } from "../ui/button";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, X } from "../ui/icons";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";
import { AddFilterButton } from "./filter-popover";
import { describeFilter, type ViewKeyInfo } from "./view-keys";

type SetView = (view: ViewQuery) => void;

/** The quick label filter, Add filter, and the group and sort choices. */
export function ViewControls({
  view,
  setView,
  catalogue,
  byKey,
}: {
  view: ViewQuery;
  setView: SetView;
  catalogue: ViewKeyInfo[];
  byKey: ReadonlyMap<string, ViewKeyInfo>;
}) {
  const toast = useToast();
  const labelInfo = byKey.get("label");
  const labelFilterIndex = view.filters.findIndex(
    (f) => f.key === "label" && f.op === "is" && Array.isArray(f.value) && f.value.length === 1,
  );
  const quickValue = labelFilterIndex >= 0 ? view.filters[labelFilterIndex].value : null;
  const quickLabel = Array.isArray(quickValue) ? String(quickValue[0]) : "all";
  return (
    <>
      {labelInfo && (
        <Select
          label="Filter by label"
          hideLabel
          className="w-40"
          options={[{ id: "all", label: "All labels" }, ...labelInfo.choices.map((c) => ({ id: String(c.value), label: c.label }))]}
          value={quickLabel}
          onChange={(id) => {
            const rest = view.filters.filter((_, i) => i !== labelFilterIndex);
            setView({ ...view, filters: id === "all" ? rest : [...rest, { key: "label", op: "is", value: [id] }] });
          }}
        />
      )}
      <AddFilterButton
        catalogue={catalogue}
        onAdd={(f) => {
          if (view.filters.length >= 20) {
            toast({ title: "Filter not added", description: "A view has at most 20 filters.", variant: "destructive" });
            return;
          }
          setView({ ...view, filters: [...view.filters, f] });
        }}
      />
      <Select
        label="Group by"
        hideLabel
        className="w-44"
        options={[
          { id: "none", label: "No grouping" },
          ...catalogue.filter((k) => k.groupable).map((k) => ({ id: k.key, label: `Group: ${k.label}` })),
        ]}
        value={view.groupBy ?? "none"}
        onChange={(key) => setView({ ...view, groupBy: key === "none" ? null : key })}
      />
      <SortControls view={view} setView={setView} catalogue={catalogue} byKey={byKey} />
    </>
  );
}

/** Sort by one key, its direction, and (from a link or a saved view) the keys after it. */
function SortControls({
  view,
  setView,
  catalogue,
  byKey,
}: {
  view: ViewQuery;
  setView: SetView;
  catalogue: ViewKeyInfo[];
  byKey: ReadonlyMap<string, ViewKeyInfo>;
}) {
  const firstSort = view.sort[0] ?? null;
  const setSort = (key: ViewKey | "none") =>
    setView({ ...view, sort: key === "none" ? [] : [{ key, dir: firstSort?.key === key ? firstSort.dir : "asc" }] });
  return (
    <>
      <Select
        label="Sort by"
        hideLabel
        className="w-44"
        options={[
          { id: "none", label: "Board order" },
          ...catalogue.filter((k) => k.sortable).map((k) => ({ id: k.key, label: `Sort: ${k.label}` })),
        ]}
        value={firstSort?.key ?? "none"}
        onChange={setSort}
      />
      {firstSort && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={firstSort.dir === "asc" ? "Sorted ascending: sort descending" : "Sorted descending: sort ascending"}
          onPress={() =>
            setView({ ...view, sort: [{ ...firstSort, dir: firstSort.dir === "asc" ? "desc" : "asc" }, ...view.sort.slice(1)] })
          }
        >
          {firstSort.dir === "asc" ? (
            <ArrowUpNarrowWide className="h-4 w-4" aria-hidden />
          ) : (
            <ArrowDownWideNarrow className="h-4 w-4" aria-hidden />
          )}
          {firstSort.dir === "asc" ? "Ascending" : "Descending"}
        </Button>
      )}
      {view.sort.length > 1 && (
        <span className="text-xs text-slate-600">
          then by{" "}
          {view.sort
            .slice(1)
            .map((s) => `${byKey.get(s.key)?.label ?? s.key} (${s.dir === "asc" ? "ascending" : "descending"})`)
            .join(", ")}
        </span>
      )}
    </>
  );
}

/** The view's filters as chips, each with its own remove button. */
export function FilterChips({ view, setView, byKey }: { view: ViewQuery; setView: SetView; byKey: ReadonlyMap<string, ViewKeyInfo> }) {
  if (view.filters.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Filters">
      {view.filters.map((f, i) => {
        const words = describeFilter(f, byKey.get(f.key));
        return (
          <li key={i} className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-3 text-sm text-indigo-900">
            {words}
            <button
              type="button"
              aria-label={`Remove filter: ${words}`}
              onClick={() => setView({ ...view, filters: view.filters.filter((_, j) => j !== i) })}
              className="rounded-full p-0.5 outline-none hover:bg-indigo-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <X className="h-3.5 w-3.5" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
