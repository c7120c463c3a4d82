import type { CreateViewInput, SavedView, UpdateViewInput } from "../../../core/schemas/saved-view";
import { api, readJson } from "../../lib/api";

// Issue 25: the view bar's calls to /api (saved views; the fields the filters offer come from the live board).

export const listSavedViews = (projectId: number): Promise<SavedView[]> =>
  readJson(api.projects[":id"].views.$get({ param: { id: String(projectId) } }, { init: { cache: "no-store" } }));

export const createSavedView = (projectId: number, json: CreateViewInput): Promise<SavedView> =>
  readJson(api.projects[":id"].views.$post({ param: { id: String(projectId) }, json }));

export const updateSavedView = (viewId: number, json: UpdateViewInput): Promise<SavedView> =>
  readJson(api.views[":id"].$patch({ param: { id: String(viewId) }, json }));

export const deleteSavedView = (viewId: number) => readJson(api.views[":id"].$delete({ param: { id: String(viewId) } }));
