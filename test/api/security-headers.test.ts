import { describe, expect, it } from "vitest";
import { api } from "../support/api";

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("Content-Security-Policy", () => {
  it("lets scripts connect only to our own origin (sockets included), nowhere else", async () => {
    const res = await api("GET", "/api/login");
    expect(res.headers.get("content-type")).toContain("text/html");
    const csp = directives(res.headers.get("content-security-policy") ?? "");
    // A bare ws:/wss: scheme source would allow a socket to any host.
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });
});
