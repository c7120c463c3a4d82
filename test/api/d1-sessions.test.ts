import { describe, expect, it } from "vitest";
import { api, json, signIn } from "../support/api";

// D1 read replication through the Sessions API (worker/http/d1-session.ts): a signed-in browser gets
// its D1 bookmark back after each request and sends it with the next, so reads from a replica are
// never older than its own last write.

const bookmarkOf = (res: Response) => /kickoff_d1_bookmark=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null;

describe("D1 sessions", () => {
  it("a write hands back a bookmark; the next read starts from it and sees the write", async () => {
    const caller = await signIn(`bookmark.${Date.now()}@example.com`);
    const created = await api("POST", "/api/projects", { as: caller, body: { name: "Read my write" } });
    expect(created.status).toBe(201);
    const bookmark = bookmarkOf(created);
    expect(bookmark).toMatch(/^[0-9a-zA-Z_-]+$/);
    const list = await api("GET", "/api/projects", { as: { ...caller, cookie: `${caller.cookie}; kickoff_d1_bookmark=${bookmark}` } });
    expect(list.status).toBe(200);
    expect((await json<Array<{ name: string }>>(list)).map((p) => p.name)).toContain("Read my write");
  });

  it("a malformed bookmark cookie is ignored, and anonymous requests get none", async () => {
    const caller = await signIn(`badmark.${Date.now()}@example.com`);
    const res = await api("GET", "/api/projects", { as: { ...caller, cookie: `${caller.cookie}; kickoff_d1_bookmark=%27%3B%20DROP` } });
    expect(res.status).toBe(200);
    expect(bookmarkOf(await api("GET", "/api/auth/user"))).toBeNull();
  });
});
