// Serves the production build (build/) on Miniflare directly: the same workerd, local D1, Durable
// Objects, queues and static assets as `wrangler dev`, configured from the build's own wrangler.json by
// wrangler's `unstable_getMiniflareWorkerOptions`, but without wrangler dev's proxy in front of it. That
// proxy (a second workerd forwarding every request, there to survive hot reloads a build never has) now
// and then loses its connection to the Worker and answers a write with "Network connection lost"
// (workers-sdk #15451, #15452; it retries only GET and HEAD). The browser tests were seeing it; see
// decision 164.
//
// node scripts/serve-build.mjs --port 8788 --persist-to <dir> [--var NAME:value]… [--inspector-port N]
//   [--no-request-log]
// The persist folder is wrangler's (`wrangler d1 migrations apply DB --local --persist-to <dir>` writes
// the database this server reads). Prints "Ready on http://127.0.0.1:<port>" once it answers.
import { readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs as parseCliArgs } from "node:util";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

function parseArgs(argv) {
  const { values } = parseCliArgs({
    args: argv,
    options: {
      port: { type: "string", default: "8788" },
      "persist-to": { type: "string", default: ".wrangler/state" },
      var: { type: "string", multiple: true, default: [] },
      "inspector-port": { type: "string" },
      // A line per request is the browser tests' server log; the benches leave it out (its cost).
      "no-request-log": { type: "boolean", default: false },
    },
  });
  const vars = {};
  for (const pair of values.var) {
    const colon = pair.indexOf(":");
    if (colon < 1) throw new Error(`serve-build: --var wants NAME:value, got ${pair}`);
    vars[pair.slice(0, colon)] = pair.slice(colon + 1);
  }
  return {
    port: Number(values.port),
    persistTo: values["persist-to"],
    vars,
    inspectorPort: values["inspector-port"] ? Number(values["inspector-port"]) : undefined,
    logRequests: !values["no-request-log"],
  };
}

function serverModules(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => /\.m?js$/.test(file));
}

const root = path.resolve(import.meta.dirname, "..");
const serverDir = path.join(root, "build/server");
const args = parseArgs(process.argv.slice(2));
const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.join(root, "build/server/wrangler.json"));
const persist = path.resolve(root, args.persistTo, "v3");

// Miniflare 5 takes a new options shape; wrangler itself still builds the v4 one and converts it.
const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: args.port,
    // No request to Cloudflare for the `cf` object (as CLOUDFLARE_CF_FETCH_ENABLED=false does for wrangler).
    cf: false,
    resourcePersistencePath: persist,
    resourceTmpPath: path.join(root, ".wrangler", "tmp"),
    log: new Log(LogLevel.INFO),
    logRequests: args.logRequests,
    // DevTools on the Worker and its Durable Objects, for the benches' CPU profiles.
    ...(args.inspectorPort ? { inspectorPort: args.inspectorPort, unsafeInspectDurableObjects: true } : {}),
    handleStructuredLogs: ({ level, message }) => {
      if (level === "error") console.error(message);
      else if (level === "warn") console.warn(message);
      else console.log(message);
    },
    workers: [
      {
        ...workerOptions,
        name: "kickoff",
        rootPath: serverDir,
        // The build is not bundled again (no_bundle): every script of build/server is a module, as
        // wrangler's own rules for this config say, the entry first.
        modulesRules: undefined,
        modulesRoot: serverDir,
        modules: [main, ...serverModules(serverDir).filter((file) => file !== main)].map((file) => ({
          type: "ESModule",
          path: file,
        })),
        bindings: { ...workerOptions.bindings, ...args.vars },
      },
    ],
  }),
);

const url = await mf.ready;
console.log(`Ready on ${url.origin}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    mf.dispose().finally(() => process.exit(0));
  });
}
