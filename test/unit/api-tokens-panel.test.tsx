// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiTokens } from "../../app/components/settings/api-tokens";
import { ToastProvider } from "../../app/components/ui/toast";
import { QueryProvider } from "../../app/lib/query-client";
import type { ApiTokenView } from "../../core/schemas/api-token";
import { describedBy } from "../support/form-server";

// Settings → API tokens (issue 24): the form sends the chosen scopes and projects, the secret is shown once,
// and the form starts again empty.

const LISTED: ApiTokenView = {
  id: 7,
  name: "Nightly import",
  scopes: ["read"],
  projects: null,
  createdAt: "2026-11-20T12:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
};

let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      if (url.pathname === "/api/projects") return Response.json([{ id: 3, name: "Alpha" }]);
      if (url.pathname === "/api/tokens" && method === "POST") {
        posted.push(JSON.parse(String(init?.body)));
        return Response.json({ id: 8, token: "kick_secret_value" }, { status: 201 });
      }
      if (url.pathname === "/api/tokens") return Response.json([LISTED]);
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryProvider>
      <ToastProvider>
        <ApiTokens />
      </ToastProvider>
    </QueryProvider>,
  );
}

describe("ApiTokens", { timeout: 30_000 }, () => {
  it("lists the person's tokens with what each may do", async () => {
    renderPanel();
    const row = await screen.findByTestId("api-token");
    expect(within(row).getByText("Nightly import")).toBeTruthy();
    expect(row.textContent).toContain("read · all projects");
    expect(row.textContent).toContain("Last used never · Expires never");
    expect(screen.getByRole("button", { name: "Revoke Nightly import" })).toBeTruthy();
  });

  it("refuses a nameless token with the schema's message under the name, sending nothing", async () => {
    renderPanel();
    await act(async () => fireEvent.submit(screen.getByRole("form", { name: "New API token" })));
    // Issue 23 #2: next to its input (aria-describedby), not at the form's foot.
    const name = screen.getByRole("textbox", { name: "Token name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(name)).toContain("Please give the token a name.");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(posted).toEqual([]);
  });

  it("sends the chosen project, shows the secret once, and empties the form", async () => {
    renderPanel();
    fireEvent.change(screen.getByRole("textbox", { name: "Token name" }), { target: { value: "CI" } });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Alpha" }));
    await act(async () => fireEvent.submit(screen.getByRole("form", { name: "New API token" })));
    await waitFor(() => expect(screen.getByTestId("new-token-value").textContent).toBe("kick_secret_value"));
    expect(posted).toEqual([{ name: "CI", scopes: ["read"], projectIds: [3] }]);
    expect(screen.getByTestId("new-token").textContent).toContain("Copy “CI” now");
    expect((screen.getByRole("textbox", { name: "Token name" }) as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("checkbox", { name: "Alpha" }) as HTMLInputElement).checked).toBe(false);
  });
});
