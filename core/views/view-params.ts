// The address parameters that hold the view (issue 25). Kept apart from view-url.ts, which parses the
// view with zod: the app layout's revalidation check reads only these names, and must not bring zod into
// every page's first load (decision 009's budget).

export const VIEW_PARAM = "view";
/** The saved view a link was made from, to show its name when the reader can see it. */
export const VIEW_ID_PARAM = "viewId";
