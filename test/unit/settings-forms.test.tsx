// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountSettings } from "../../app/components/settings/account-settings";
import { ApiTokens } from "../../app/components/settings/api-tokens";
import { ToastProvider } from "../../app/components/ui/toast";
import { QueryProvider } from "../../app/lib/query-client";
import type { SessionUser } from "../../worker/auth/session-user";
import { formContract, typeInto } from "../support/form-contract";
import { type FormServer, formServer, requestOf } from "../support/form-server";

// Settings' two forms on Conform over their routes' own schemas (issue 23 #2): the new API token
// (createApiTokenSchema) and the account's name (updateProfileSchema).

let server: FormServer;
const USER: SessionUser = {
  id: 1,
  username: "ada",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
};

beforeEach(() => {
  server = formServer();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { path, method, body } = await requestOf(input, init);
      if (path === "/api/projects") return Response.json([{ id: 3, name: "Alpha" }]);
      if (path === "/api/tokens" && method === "POST") return server.respond(body, { id: 8, token: "kick_secret_value" });
      if (path === "/api/tokens") return Response.json([]);
      if (path === "/api/auth/user" && method === "PATCH") return server.respond(body, USER);
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderTokens() {
  render(
    <QueryProvider>
      <ToastProvider>
        <ApiTokens />
      </ToastProvider>
    </QueryProvider>,
  );
  await screen.findByRole("checkbox", { name: "Alpha" });
}

async function renderAccount() {
  const router = createMemoryRouter([{ path: "/settings", element: <AccountSettings user={USER} /> }], { initialEntries: ["/settings"] });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  await screen.findByRole("button", { name: "Save profile" });
}

describe("New API token form", { timeout: 30_000 }, () => {
  formContract(
    {
      render: renderTokens,
      fill: () => typeInto("Token name", "CI"),
      input: "Token name",
      refused: { value: "  ", message: "Please give the token a name." },
      serverRefusal: { path: "expiresAt", input: "Expires on (optional)", message: "The expiry must be in the future." },
      submit: "Create token",
      pendingSubmit: "Creating...",
    },
    () => server,
  );

  it("refuses a token without a scope under the scopes, sending nothing", async () => {
    await renderTokens();
    typeInto("Token name", "CI");
    fireEvent.click(screen.getByRole("checkbox", { name: /^Read/ }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create token" })));
    const scopes = screen.getByRole("group", { name: "Scopes" });
    expect(scopes.textContent).toContain("Choose at least one scope.");
    expect(server.calls).toEqual([]);
  });

  it("sends the chosen scopes and the expiry as the end of that day", async () => {
    await renderTokens();
    typeInto("Token name", "CI");
    fireEvent.click(screen.getByRole("checkbox", { name: /^Write/ }));
    typeInto("Expires on (optional)", "2099-01-31");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create token" })));
    expect(server.calls).toEqual([{ name: "CI", scopes: ["read", "write"], expiresAt: new Date("2099-01-31T23:59:59").toISOString() }]);
  });
});

describe("Account name form", { timeout: 30_000 }, () => {
  formContract(
    {
      render: renderAccount,
      fill: () => typeInto("First name", "Augusta"),
      input: "First name",
      refused: { value: "a".repeat(61), message: "Keep names under 60 characters." },
      serverRefusal: { path: "lastName", input: "Last name", message: "Keep names under 60 characters." },
      submit: "Save profile",
      pendingSubmit: "Saving...",
    },
    () => server,
  );

  it("sends both names and keeps the spec's toasts", async () => {
    await renderAccount();
    typeInto("First name", " Augusta ");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save profile" })));
    expect(server.calls).toEqual([{ firstName: "Augusta", lastName: "Lovelace" }]);
    expect(await screen.findByText("Profile updated")).toBeTruthy();
    server.refuse("firstName", "Keep names under 60 characters.");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save profile" })));
    expect(await screen.findByText("Update failed")).toBeTruthy();
  });
});
