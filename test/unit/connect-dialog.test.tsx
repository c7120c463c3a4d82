// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConnectDialog } from "../../app/components/integrations/connect-dialog";
import type { IntegrationView, ProviderId } from "../../core/schemas/integrations";

// The personal-token connect form (issue 23 #2): on Conform and the route's connectSchema, the server's
// refusal of one input shown under that input, and one request however often it is submitted.

const SITE_REFUSED = "The Jira site must be https://<your-site>.atlassian.net.";

const VIEW = { provider: "jira", connected: true, account: "Ada", mode: "token" } as unknown as IntegrationView;

function renderDialog(provider: ProviderId = "jira") {
  const onConnected = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConnectDialog provider={provider} mode="token" isOpen onOpenChange={onOpenChange} onConnected={onConnected} returnTo="/import-data" />,
  );
  return { onConnected, onOpenChange };
}

const input = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const connectButton = (provider = "Jira") => screen.getByRole("button", { name: `Connect ${provider}` }) as HTMLButtonElement;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(input(label), { target: { value } });
}

/** What each request to the API sent: its path and JSON body. */
function stubFetch(answer: () => Promise<Response>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const request = url instanceof Request ? url : null;
      const body = request ? await request.text() : String(init?.body ?? "");
      calls.push({ url: String(request?.url ?? url), body: body ? JSON.parse(body) : null });
      return answer();
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ConnectDialog (personal token)", { timeout: 30_000 }, () => {
  it("waits for a token, then sends the connect payload the route's schema takes", async () => {
    const calls = stubFetch(async () => Response.json(VIEW));
    const { onConnected, onOpenChange } = renderDialog();
    expect(connectButton().disabled).toBe(true);
    fill({ "Jira site": "https://acme.atlassian.net", "Atlassian account e-mail": "ada@example.com", "API token": " secret " });
    expect(connectButton().disabled).toBe(false);
    await act(async () => fireEvent.click(connectButton()));
    expect(calls).toEqual([
      {
        url: expect.stringContaining("/api/integrations/jira/connect"),
        body: { token: "secret", site: "https://acme.atlassian.net", email: "ada@example.com" },
      },
    ]);
    expect(onConnected).toHaveBeenCalledWith(VIEW);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("sends the token alone for a provider other than Jira", async () => {
    const calls = stubFetch(async () => Response.json({ ...VIEW, provider: "asana" }));
    renderDialog("asana");
    expect(screen.queryByLabelText("Jira site", { exact: false })).toBeNull();
    fill({ "API token": "tok" });
    await act(async () => fireEvent.click(connectButton("Asana")));
    expect(calls.map((c) => c.body)).toEqual([{ token: "tok" }]);
  });

  it("shows the server's refusal of the site under the site input, and keeps what was typed", async () => {
    stubFetch(async () => Response.json({ message: SITE_REFUSED, details: [{ path: "site", message: SITE_REFUSED }] }, { status: 400 }));
    const { onConnected, onOpenChange } = renderDialog();
    fill({ "Jira site": "https://evil.example.com", "Atlassian account e-mail": "ada@example.com", "API token": "secret" });
    await act(async () => fireEvent.click(connectButton()));
    const site = input("Jira site");
    expect(site.getAttribute("aria-invalid")).toBe("true");
    const described = (site.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(SITE_REFUSED);
    // In place, not at the foot of the form; the other inputs are fine.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input("API token").getAttribute("aria-invalid")).toBeNull();
    expect(site.value).toBe("https://evil.example.com");
    expect(input("API token").value).toBe("secret");
    expect(onConnected).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows a refusal that names no input at the foot of the form", async () => {
    const refused = "Jira did not accept these credentials: Client must be authenticated to access this resource.";
    stubFetch(async () => Response.json({ message: refused }, { status: 400 }));
    renderDialog();
    fill({ "Jira site": "https://acme.atlassian.net", "Atlassian account e-mail": "ada@example.com", "API token": "wrong" });
    await act(async () => fireEvent.click(connectButton()));
    expect(screen.getByRole("alert").textContent).toBe(refused);
  });

  it("sends once when submitted twice before the answer comes", async () => {
    let answer: (res: Response) => void = () => {};
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { onConnected } = renderDialog();
    fill({ "Jira site": "https://acme.atlassian.net", "Atlassian account e-mail": "ada@example.com", "API token": "secret" });
    const form = connectButton().closest("form") as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(calls).toHaveLength(1);
    // While the token is checked, the button says so and waits.
    const waiting = screen.getByRole("button", { name: "Checking the token Connect Jira" }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    await act(async () => answer(Response.json(VIEW)));
    expect(onConnected).toHaveBeenCalledTimes(1);
  });
});
