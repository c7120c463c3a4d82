import { describe, expect, it } from "vitest";
import { addMember, api, type Caller, env, flushProjection, json, newProject, newTask, signIn, uniqueEmail } from "../board/support";

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

  it("answers every query its schema accepts, long ones and FTS5 syntax included, never a 500", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada, { name: "Launch", description: "Quarterly marketing plan" });
    await newTask(ada, p.id, { name: "Write the quarterly marketing plan for the new product launch" });
    await flushProjection(p.id);
    // The query from the security review: D1 refused a LIKE pattern this long.
    const long = await find(ada, "Quarterly marketing plan for the new product launch");
    expect(long.status).toBe(200);
    expect((await json(long)).tasks.map((t: { name: string }) => t.name)).toEqual([
      "Write the quarterly marketing plan for the new product launch",
    ]);
    for (const q of [
      "x".repeat(100),
      "a ".repeat(50),
      'launch" OR "x',
      "launch AND NOT NEAR(",
      "-launch *",
      "^launch:name",
      "()[]{}'\"\\%_",
      "émoji 🚀 ".repeat(10).slice(0, 100),
    ]) {
      const res = await find(ada, q);
      expect(res.status, q).toBe(200);
    }
    // Operators typed by the user are words, not syntax: "NOT" must appear in the task to match.
    expect((await json(await find(ada, "launch NOT"))).tasks).toEqual([]);
  });

  it("ranks by relevance, matches whole words regardless of case and accents, and the last word as a prefix", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada, { name: "Café opening" });
    await newTask(ada, p.id, { name: "Add the menu to the website, the flyer and the cafe sign" });
    await newTask(ada, p.id, { name: "Order chairs" });
    await newTask(ada, p.id, { name: "Print menu" });
    await flushProjection(p.id);
    const names = async (q: string) => (await json(await find(ada, q))).tasks.map((t: { name: string }) => t.name);
    // bm25: the short name that is mostly "menu" beats the long one, though that one was made first
    // and sorts first by name.
    expect(await names("menu")).toEqual(["Print menu", "Add the menu to the website, the flyer and the cafe sign"]);
    expect(await names("CAFÉ menu")).toEqual(["Add the menu to the website, the flyer and the cafe sign"]);
    expect(await names("men")).toEqual(["Print menu", "Add the menu to the website, the flyer and the cafe sign"]);
    // Only the word being typed is a prefix.
    expect(await names("men print")).toEqual([]);
    expect((await json(await find(ada, "cafe"))).projects.map((x: { name: string }) => x.name)).toEqual(["Café opening"]);
  });

  it("follows renames and deletions of projects", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada, { name: "Zeppelin tour" });
    expect((await json(await find(ada, "zeppelin"))).projects).toHaveLength(1);
    await api("PATCH", `/api/projects/${p.id}`, { as: ada, body: { name: "Balloon tour" } });
    expect((await json(await find(ada, "zeppelin"))).projects).toHaveLength(0);
    expect((await json(await find(ada, "balloon"))).projects).toHaveLength(1);
    await api("DELETE", `/api/projects/${p.id}`, { as: ada });
    expect((await json(await find(ada, "balloon"))).projects).toHaveLength(0);
  });

  it("needs a session and a query", async () => {
    expect((await find(null, "x")).status).toBe(401);
    const ada = await signIn(uniqueEmail("ada"));
    const blank = await find(ada, "   ");
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toBe("Type something to search for.");
    expect((await find(ada, "x".repeat(101))).status).toBe(400);
  });

  it("finds people who share a project with the caller, across projects, and nobody else", async () => {
    const family = `Quixwell${Date.now().toString(36)}`;
    const [ada, bob, cy, eve, dan] = await Promise.all(["ada", "bob", "cy", "eve", "dan"].map((n) => signIn(uniqueEmail(n))));
    const name = (who: Caller, first: string) =>
      env.DB.prepare("UPDATE users SET first_name = ?, last_name = ? WHERE id = ?").bind(first, family, who.userId).run();
    await Promise.all([name(ada, "Ada"), name(bob, "Bob"), name(cy, "Cy"), name(eve, "Eve"), name(dan, "Dan")]);
    const bakery = await newProject(ada, { name: "Bakery" });
    const garden = await newProject(ada, { name: "Garden" });
    const secret = await newProject(eve, { name: "Secret" });
    await addMember(bakery.id, bob.userId, "viewer");
    await addMember(garden.id, cy.userId, "editor");
    await addMember(secret.id, dan.userId, "editor");

    const firstNames = async (as: Caller, q: string) =>
      (await json(await find(as, q))).people.map((p: { firstName: string }) => p.firstName).sort();
    // Ada shares Bakery with Bob and Garden with Cy; Eve and Dan are another tenant.
    expect(await firstNames(ada, family)).toEqual(["Ada", "Bob", "Cy"]);
    expect(await firstNames(ada, `bob ${family}`.toUpperCase())).toEqual(["Bob"]);
    expect(await firstNames(bob, family)).toEqual(["Ada", "Bob"]);
    expect(await firstNames(eve, family)).toEqual(["Dan", "Eve"]);
    expect(await firstNames(ada, "Dan")).toEqual([]);
    // Public fields only: never an address.
    const [person] = (await json(await find(bob, `Ada ${family}`))).people;
    expect(Object.keys(person).sort()).toEqual(["firstName", "id", "lastName", "profileImageUrl", "username"]);
  });
});

describe("GET /api/search by label (issue 25)", () => {
  const taskNames = async (as: Caller, q: string) =>
    (await json<{ tasks: Array<{ name: string }> }>(await find(as, q))).tasks.map((t) => t.name).sort();

  it("finds a task by its labels' names, follows a rename and a delete, and never shows another tenant's", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const eve = await signIn(uniqueEmail("eve"));
    const p = await newProject(ada, { name: "Bakery" });
    const secret = await newProject(eve, { name: "Eve's bakery" });
    const created = await api("POST", `/api/projects/${p.id}/labels`, { as: ada, body: { name: "Gluten", color: "red" } });
    expect(created.status).toBe(201);
    const label = await json<{ id: string }>(created);
    const theirs = await json<{ id: string }>(
      await api("POST", `/api/projects/${secret.id}/labels`, { as: eve, body: { name: "Gluten", color: "red" } }),
    );
    const cake = await newTask(ada, p.id, { name: "Bake the cake" });
    await newTask(ada, p.id, { name: "Order flour" });
    await newTask(eve, secret.id, { name: "Secret recipe", labelIds: [theirs.id] });
    const put = await api("PATCH", `/api/tasks/${cake.id}`, { as: ada, body: { labelIds: [label.id] } });
    expect(put.status).toBe(200);
    await Promise.all([p.id, secret.id].map(flushProjection));

    expect(await taskNames(ada, "gluten")).toEqual(["Bake the cake"]);
    expect(await taskNames(eve, "gluten")).toEqual(["Secret recipe"]);
    // A name hit and a label hit together: every word must match somewhere.
    expect(await taskNames(ada, "cake gluten")).toEqual(["Bake the cake"]);

    // Renamed: the task itself did not change, yet the index follows.
    const renamed = await api("PATCH", `/api/labels/${label.id}`, { as: ada, body: { name: "Allergen" } });
    expect(renamed.status).toBe(200);
    await flushProjection(p.id);
    expect(await taskNames(ada, "allergen")).toEqual(["Bake the cake"]);
    expect(await taskNames(ada, "gluten")).toEqual([]);
    expect(await taskNames(eve, "allergen")).toEqual([]);

    const deleted = await api("DELETE", `/api/labels/${label.id}`, { as: ada });
    expect(deleted.status).toBe(204);
    await flushProjection(p.id);
    expect(await taskNames(ada, "allergen")).toEqual([]);
    expect(await taskNames(ada, "cake")).toEqual(["Bake the cake"]);
    expect(await taskNames(eve, "gluten")).toEqual(["Secret recipe"]);
  });

  it("takes a label off the index when it is taken off the task", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada, { name: "Shop" });
    const label = await json<{ id: string }>(
      await api("POST", `/api/projects/${p.id}/labels`, { as: ada, body: { name: "Urgent", color: "red" } }),
    );
    const t = await newTask(ada, p.id, { name: "Fix the till", labelIds: [label.id] });
    await flushProjection(p.id);
    expect(await taskNames(ada, "urgent")).toEqual(["Fix the till"]);
    expect((await api("PATCH", `/api/tasks/${t.id}`, { as: ada, body: { labelIds: [] } })).status).toBe(200);
    await flushProjection(p.id);
    expect(await taskNames(ada, "urgent")).toEqual([]);
  });
});
