import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * react-router's package exports select its development build everywhere; its production build (same
 * version, same API, without the development warnings) ships beside it. The browser gets that one.
 */
function reactRouterProductionBuildInBrowser(): Plugin {
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "kickoff:react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(id, importer) {
      const file = files[id];
      if (!file) return null;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      return resolved ? resolved.id.replace(/[\\/]dist[\\/]development[\\/][^\\/]+$/, `/dist/production/${file}`) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The deploy build plans with Workers AI by default (issue 20); local builds cannot run an AI binding.
      config: process.env.KICKOFF_DEPLOY === "1" ? { ai: { binding: "AI" } } : undefined,
    }),
    tailwindcss(),
    reactRouter(),
    reactRouterProductionBuildInBrowser(),
  ],
  environments: {
    client: {
      // Pre-bundled when the dev server starts. React Router's entries are virtual modules that Vite's
      // scanner cannot crawl, so without this list every first visit of a screen found a new package,
      // re-bundled and reloaded the page: about six reloads, 12 s to a first board (issue 21).
      optimizeDeps: {
        include: [
          "react",
          "react/jsx-runtime",
          "react/jsx-dev-runtime",
          "react-dom",
          "react-dom/client",
          "react-router",
          "react-router/dom",
          "react-aria-components",
          "@tanstack/react-query",
          "@tanstack/react-virtual",
          "lucide-react",
          "zod",
          "date-fns",
          "hono/client",
          "@dnd-kit/core",
          "@dnd-kit/sortable",
          "@dnd-kit/utilities",
          "@visx/axis",
          "@visx/group",
          "@visx/scale",
          "@visx/shape",
          "react-resizable-panels",
          "rrule",
          "@conform-to/react",
          "@conform-to/zod/v4",
        ],
      },
      build: {
        // For reading CPU profiles (bench/cpu-profile.mjs): component names instead of one-letter ones.
        minify: process.env.KICKOFF_READABLE_BUILD === "1" ? false : undefined,
        rolldownOptions: {
          output: {
            // What every page loads (React, React DOM, React Router, the toast layer, the island loader) in
            // one chunk: it gzips smaller than a dozen and costs one request (docs/decisions/009-first-load-budget.md).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper|app[\\/]components[\\/]ui[\\/](toast|spinner)\.tsx|app[\\/]lib[\\/](island|query-home|with-queries)\.tsx/,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
});
