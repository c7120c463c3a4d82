import type { Browser } from "@playwright/test";
import { expect, test } from "./lib/fixtures";
import { apiAs, baseUrl, signInAs } from "./lib/harness";

// Issue 8, first load of a project page: the server's HTML already shows the task the page opens on,
// selected, with the tool recommendations its last analysis stored, and on a phone right under it, as
// the page lays it out once it runs. Read from the HTML the server sends, before any script runs.

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";
let browser: Browser;

test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test("the project page's HTML has the first task selected with its stored tools, beside it or under it on a phone", async () => {
  const owner = await signInAs(browser, `first.paint.${Date.now()}@example.com`);
  const project = (await (await apiAs(owner.context, "POST", "/api/projects", { name: "Harbour festival" })).json()) as { id: number };
  const first = (await (
    await apiAs(owner.context, "POST", "/api/tasks", {
      projectId: project.id,
      name: "Plan the social media posts",
      description: "LinkedIn and Instagram",
    })
  ).json()) as { id: string };
  expect((await apiAs(owner.context, "POST", "/api/tasks", { projectId: project.id, name: "Book the stage" })).status).toBe(201);
  const analysed = (await (await apiAs(owner.context, "GET", `/api/tasks/${first.id}/analyze`)).json()) as Array<{
    tool: { name: string };
  }>;
  expect(analysed.length).toBeGreaterThan(0);
  const cookie = (await owner.context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

  for (const device of ["desktop", "phone"] as const) {
    // The server's HTML as it arrives, before any script: the project streams in after the shell, in a
    // segment that React's inline script moves into place.
    const res = await fetch(`${baseUrl()}/projects/${project.id}`, {
      headers: { cookie, ...(device === "phone" ? { "user-agent": PHONE_UA } : {}) },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const panelAt = html.indexOf('aria-labelledby="tool-recs-heading"');
    expect(panelAt, device).toBeGreaterThan(-1);
    const panel = html.slice(panelAt, html.indexOf("</section>", panelAt));
    expect(panel, device).toContain("For: <!-- -->Plan the social media posts");
    expect(panel, device).toContain(analysed[0].tool.name);
    // On a phone the panel sits inside the list, right under the selected task; on a desktop beside it.
    const insideTable = html.lastIndexOf("<table", panelAt) > html.lastIndexOf("</table>", panelAt);
    expect(insideTable, device).toBe(device === "phone");
  }

  // And in the browser, once the page runs, the same task stays selected with the same list.
  await owner.page.goto(`${baseUrl()}/projects/${project.id}`);
  const region = owner.page.getByRole("region", { name: "AI Tool Recommendations" });
  await region.getByText(analysed[0].tool.name).first().waitFor();
  await expect(region).toContainText("For: Plan the social media posts", { useInnerText: true });
});

test("on a first visit with the built-in ranker, the HTML already has the first task's tools, the ones the panel then shows", async () => {
  const owner = await signInAs(browser, `first.visit.${Date.now()}@example.com`);
  const project = (await (await apiAs(owner.context, "POST", "/api/projects", { name: "Bakery website" })).json()) as { id: number };
  const first = (await (
    await apiAs(owner.context, "POST", "/api/tasks", {
      projectId: project.id,
      name: "Design the landing page in Figma",
      description: "Mockups for desktop and phone",
    })
  ).json()) as { id: string };
  const cookie = (await owner.context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

  // Nothing has analysed the task yet: the page's own request does, before its HTML is sent.
  const html = await (await fetch(`${baseUrl()}/projects/${project.id}`, { headers: { cookie } })).text();
  const panelAt = html.indexOf('aria-labelledby="tool-recs-heading"');
  expect(panelAt).toBeGreaterThan(-1);
  const panel = html.slice(panelAt, html.indexOf("</section>", panelAt));
  expect(panel).toContain("For: <!-- -->Design the landing page in Figma");
  // The analysis the page ran was stored: the panel's own call finds it fresh and answers the same list.
  const stored = (await (await apiAs(owner.context, "GET", `/api/tasks/${first.id}/tools`)).json()) as Array<{ tool: { name: string } }>;
  expect(stored.length).toBeGreaterThan(0);
  for (const { tool } of stored) expect(panel).toContain(tool.name);
  const analysed = (await (await apiAs(owner.context, "GET", `/api/tasks/${first.id}/analyze`)).json()) as Array<{
    tool: { name: string };
  }>;
  expect(analysed.map((r) => r.tool.name)).toEqual(stored.map((r) => r.tool.name));
});
