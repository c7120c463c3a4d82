import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./lib/fixtures";

// `npm run preview` as the README gives it, on a database that has never been migrated (a fresh clone's):
// the script must migrate the state directory its server reads, or every API call is a 500. The global
// setup has built the app already, so the script serves that build (PREVIEW_SKIP_BUILD=1).

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PREVIEW_PORT ?? Number(process.env.E2E_PORT ?? 8788) + 1);
const origin = `http://127.0.0.1:${port}`;
let state: string;
let preview: ChildProcess;
let log = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  state = mkdtempSync(path.join(tmpdir(), "kickoff-preview-"));
  preview = spawn(
    "npm",
    [
      "run",
      "preview",
      "--",
      "--port",
      String(port),
      "--inspector-port",
      String(port + 2000),
      "--ip",
      "127.0.0.1",
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: root,
      env: { ...process.env, PREVIEW_PERSIST_TO: state, PREVIEW_SKIP_BUILD: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  preview.stdout?.on("data", (d) => (log += d));
  preview.stderr?.on("data", (d) => (log += d));
  // Until it answers (a 4xx is an answer), or it has exited: then its log says why.
  await expect
    .poll(
      async () => {
        if (preview.exitCode !== null) return `exited (${preview.exitCode}):\n${log}`;
        try {
          return (await fetch(`${origin}/api/auth/user`)).status < 500 ? "answering" : "starting";
        } catch {
          return "not listening yet";
        }
      },
      // Migrating and starting a second workerd takes over a minute when the machine is busy.
      { message: "npm run preview answers within 180 s", timeout: 180_000 },
    )
    .toBe("answering");
});

test.afterAll(async () => {
  if (preview?.pid && preview.exitCode === null) {
    const exited = new Promise((r) => preview.once("exit", r));
    process.kill(-preview.pid, "SIGTERM");
    await exited;
  }
  if (state) rmSync(state, { recursive: true, force: true });
});

test("npm run preview serves the build on a migrated database: sign in, create a project, open it", async () => {
  const headers = { origin, "content-type": "application/json" };
  const email = "preview@example.com";
  // Each of these reads or writes D1 tables: on an unmigrated database they are 500s.
  const requested = await fetch(`${origin}/api/auth/magic-link`, { method: "POST", headers, body: JSON.stringify({ email }) });
  expect(requested.status, log).toBe(204);
  const mails = (await (await fetch(`${origin}/api/dev/mailbox`)).json()) as Array<{ to: string; text: string }>;
  const link = mails.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  const verified = await fetch(String(link).replace(/^https?:\/\/[^/]+/, origin), { redirect: "manual" });
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0];
  expect(cookie).toContain("=");

  const created = await fetch(`${origin}/api/projects`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: "Preview check" }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const page = await fetch(`${origin}/projects/${id}`, { headers: { cookie } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Preview check");
});
