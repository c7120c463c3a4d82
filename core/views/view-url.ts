import { EMPTY_VIEW, type ViewQuery, viewQuerySchema } from "../schemas/saved-view";

// Issue 25: the address holds the view (?view=<json>), so a link shows a teammate the same tasks,
// grouped and sorted the same way, whether or not the view was saved (a personal view is not theirs
// to load). A malformed parameter is ignored: the board shows everything.

export { VIEW_ID_PARAM, VIEW_PARAM } from "./view-params";

export function viewToParam(view: ViewQuery): string | null {
  const compact: Partial<ViewQuery> = {};
  if (view.text.trim()) compact.text = view.text;
  if (view.filters.length) compact.filters = view.filters;
  if (view.groupBy) compact.groupBy = view.groupBy;
  if (view.sort.length) compact.sort = view.sort;
  return Object.keys(compact).length ? JSON.stringify(compact) : null;
}

export function viewFromParam(param: string | null): ViewQuery {
  if (!param) return EMPTY_VIEW;
  try {
    const parsed = viewQuerySchema.safeParse(JSON.parse(param));
    return parsed.success ? parsed.data : EMPTY_VIEW;
  } catch {
    return EMPTY_VIEW;
  }
}
