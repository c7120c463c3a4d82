// API tests never render pages; the React Router build is replaced by an empty one.
export const routes = {};
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
