// API tests never render pages; the React Router build is replaced by one root route that renders
// nothing, so a page request still runs through the Worker's page handler (session, headers).
export const routes = { root: { id: "root", path: "", module: { default: () => null } } };
export const assets = { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" };
export const entry = { module: { default: () => new Response("not rendered in API tests", { status: 501 }) } };
export const future = {};
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const basename = "/";
export const isSpaMode = false;
export const ssr = true;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
