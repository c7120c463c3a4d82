// A local Worker for the AI bench with extra vars (the AI provider settings), and a fake
// OpenAI-compatible server with a set delay that checks each request as the real API would.

import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchConfig, ROOT } from "./board-harness.mjs";

const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");

function listen(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`wrangler ${args[0]} failed:\n${out}`))));
  });
}

/** Starts the Worker on a free port with its own storage and `vars` added to the configured ones. */
export async function startWorker(vars = {}) {
  const dir = mkdtempSync(join(tmpdir(), "kickoff-ai-bench-"));
  const configPath = await benchConfig(dir, vars);
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "1" };
  await run(["d1", "migrations", "apply", "DB", "--local", "--config", configPath, "--persist-to", join(dir, "state")], env);
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((r) => probe.close(r));
  const child = spawn(
    process.execPath,
    [
      WRANGLER,
      "dev",
      "--config",
      configPath,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      join(dir, "state"),
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev failed:\n${log}`);
    try {
      if ((await fetch(`${origin}/api/auth/user`)).status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`wrangler dev did not come up:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/**
 * An OpenAI-compatible chat.completions endpoint answering `plan` as a stream spread over
 * `delayMs`, like a model writing its answer. Requests that the real API would refuse are answered
 * 400 and counted, so the bench fails instead of timing a broken request.
 */
export async function startFakeModel({ plan, delayMs, model }) {
  const stats = { requests: 0, rejected: [] };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => (raw += d));
    req.on("end", async () => {
      stats.requests++;
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      const problem =
        req.url !== "/v1/chat/completions"
          ? `path ${req.url}`
          : req.headers.authorization !== "Bearer bench-key"
            ? "missing bearer key"
            : body?.model !== model
              ? `model ${body?.model}`
              : body?.response_format?.type !== "json_schema" || body.response_format.json_schema?.strict !== true
                ? "no strict json_schema response format"
                : !Array.isArray(body.messages) || !body.messages.some((m) => m.role === "user" && m.content.includes("<data>"))
                  ? "idea not sent as data"
                  : null;
      if (problem) {
        stats.rejected.push(problem);
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: problem } }));
        return;
      }
      const content = JSON.stringify(plan);
      const chunk = (delta, finish = null) =>
        `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      if (!body.stream) {
        await new Promise((r) => setTimeout(r, delayMs));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "c",
            object: "chat.completion",
            created: 1,
            model,
            choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
          }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      const parts = 10;
      const size = Math.ceil(content.length / parts);
      for (let i = 0; i < parts; i++) {
        await new Promise((r) => setTimeout(r, delayMs / parts));
        res.write(chunk({ content: content.slice(i * size, (i + 1) * size) }));
      }
      res.end(`${chunk({}, "stop")}data: [DONE]\n\n`);
    });
  });
  const port = await listen(server);
  return { baseURL: `http://127.0.0.1:${port}/v1`, stats, stop: () => new Promise((r) => server.close(r)) };
}
