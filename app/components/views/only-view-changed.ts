import { VIEW_ID_PARAM, VIEW_PARAM } from "../../../core/views/view-params";

// Issue 25: the view and the open tab live in the address, and change as someone filters or types.
// Nothing a loader reads depends on them (the board filters in the browser), so a change of only these
// must not fetch the project again.
const CLIENT_ONLY = new Set([VIEW_PARAM, VIEW_ID_PARAM, "tab"]);

export function onlyViewChanged(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const rest = (u: URL) =>
    [...u.searchParams.entries()]
      .filter(([k]) => !CLIENT_ONLY.has(k))
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join("&");
  return rest(currentUrl) === rest(nextUrl);
}
