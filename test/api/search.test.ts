import { describe, expect, it } from "vitest";
import { api, type Caller, flushProjection, json, newProject, newTask, signIn, uniqueEmail } from "../board/support";

const find = (as: Caller | null, q: string) => api("GET", `/api/search?q=${encodeURIComponent(q)}`, { as });

describe("GET /api/search", () => {
  it("finds the caller's projects and tasks across boards, never another tenant's", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const eve = await signIn(uniqueEmail("eve"));
    const bakery = await newProject(ada, { name: "Bakery website", description: "Online orders for croissants" });
    const garden = await newProject(ada, { name: "Garden club" });
    const secret = await newProject(eve, { name: "Eve's croissant plan" });
    const cart = await newTask(ada, bakery.id, { name: "Build the croissant order form" });
    await newTask(ada, garden.id, { name: "Order seeds" });
    await newTask(eve, secret.id, { name: "Croissant tasting" });
    await Promise.all([bakery.id, garden.id, secret.id].map(flushProjection));

    const res = await find(ada, "CROISSANT");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.projects.map((p: { id: number }) => p.id)).toEqual([bakery.id]);
    expect(body.tasks).toEqual([
      {
        id: cart.id,
        projectId: bakery.id,
        projectName: "Bakery website",
        kind: "task",
        name: "Build the croissant order form",
        status: "todo",
        dueDate: null,
      },
    ]);

    const orders = await json(await find(ada, "order"));
    expect(orders.tasks.map((t: { name: string }) => t.name).sort()).toEqual(["Build the croissant order form", "Order seeds"]);
  });

  it("treats % and _ as plain characters", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada, { name: "Pricing" });
    await newTask(ada, p.id, { name: "Offer 50% off" });
    await newTask(ada, p.id, { name: "Offer 500 credits" });
    await flushProjection(p.id);
    const hits = await json(await find(ada, "50%"));
    expect(hits.tasks.map((t: { name: string }) => t.name)).toEqual(["Offer 50% off"]);
    expect((await json(await find(ada, "_"))).tasks).toEqual([]);
  });

  it("needs a session and a query", async () => {
    expect((await find(null, "x")).status).toBe(401);
    const ada = await signIn(uniqueEmail("ada"));
    const blank = await find(ada, "   ");
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toBe("Type something to search for.");
    expect((await find(ada, "x".repeat(101))).status).toBe(400);
  });
});
