import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "../../app/lib/script-priority.server";

// The document's module preloads go out at low priority (decision 027); nothing else in the page changes.

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of parts) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("lowPriorityModulePreloads", () => {
  it("marks every modulepreload in <head>, even when a chunk ends inside a tag", async () => {
    const out = await read(
      lowPriorityModulePreloads(
        streamOf(
          '<html><head><link rel="modulepre',
          'load" href="/a.js"/><link rel="modulepreload" href="/b.js"/></he',
          "ad><body>Hi</body></html>",
        ),
      ),
    );
    expect(out).toBe(
      '<html><head><link fetchpriority="low" rel="modulepreload" href="/a.js"/><link fetchpriority="low" rel="modulepreload" href="/b.js"/></head><body>Hi</body></html>',
    );
  });

  it("leaves the body alone, text that looks like a preload included", async () => {
    const body = '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/late.js"/></body></html>';
    const out = await read(lowPriorityModulePreloads(streamOf("<html><head></head>", body)));
    expect(out).toBe(`<html><head></head>${body}`);
  });

  it("passes a document without a </head> through unchanged", async () => {
    expect(await read(lowPriorityModulePreloads(streamOf('<link rel="modulepreload" href="/x.js"/>', "no head")))).toBe(
      '<link rel="modulepreload" href="/x.js"/>no head',
    );
  });
});
