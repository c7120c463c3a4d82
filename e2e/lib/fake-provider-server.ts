import { createServer, type Server } from "node:http";
import path from "node:path";
import { loadContracts } from "../../test/contracts/load";
import { registerContracts } from "../../test/support/fakes/contracts";

/** Anything that answers a provider API request the way the provider would (the test fakes). */
interface Fake {
  handle(request: Request): Promise<Response | null> | Response | null;
}

/**
 * Serves a provider fake on 127.0.0.1 at `origin` (the test server reaches it through the *_API_ORIGIN
 * vars, see provider-fakes-config.ts). Resolves once listening; `close()` stops it.
 */
export async function serveFake(origin: string, fake: Fake): Promise<{ close: () => Promise<void> }> {
  // The fakes check every request against the providers' published contracts (test/contracts/).
  registerContracts(loadContracts(path.join(import.meta.dirname, "..", "..")));
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`${origin}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
      body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
    });
    const answer = (await fake.handle(request)) ?? new Response("no fake here", { status: 502 });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), "127.0.0.1", resolve));
  return { close: () => new Promise((r) => server.close(() => r())) };
}
