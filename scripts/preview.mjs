// `npm run preview`: the production build served locally by `wrangler dev`, on the same local D1 as
// `npm run dev`. wrangler keeps local state next to the config it is given, and the build's config lives
// in build/server/, so both the migration and the server are pointed at one state directory explicitly:
// otherwise the server reads an empty database and every API call is a 500.
//
// Extra arguments go to `wrangler dev` (e.g. `npm run preview -- --port 8790`).
// Env: PREVIEW_PERSIST_TO (default .wrangler/state), PREVIEW_SKIP_BUILD=1 to serve an existing build/.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wrangler = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const state = resolve(root, process.env.PREVIEW_PERSIST_TO ?? ".wrangler/state");
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const run = (args) => execFileSync(process.execPath, args, { cwd: root, env, stdio: "inherit" });

// Local runs need ENVIRONMENT=development (dev mailbox); deployed Workers default to production.
if (!existsSync(join(root, ".dev.vars"))) {
  copyFileSync(join(root, ".dev.vars.example"), join(root, ".dev.vars"));
  console.log("Created .dev.vars from .dev.vars.example (development mode: mail goes to /dev/mailbox).");
}
if (process.env.PREVIEW_SKIP_BUILD !== "1" || !existsSync(join(root, "build/server/wrangler.json"))) {
  run([join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"]);
}
run([wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);

const server = spawn(
  process.execPath,
  [
    wrangler,
    "dev",
    "--config",
    "build/server/wrangler.json",
    "--persist-to",
    state,
    "--var",
    "ENVIRONMENT:development",
    ...process.argv.slice(2),
  ],
  { cwd: root, env, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
