import { describe, expect, it } from "vitest";
import { connect, newProject, newTask, signIn, uniqueEmail } from "./support";

describe("catch-up budget", () => {
  it("serves a reasonable number of hellos, then refuses and closes a socket that keeps asking", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const project = await newProject(ada);
    await newTask(ada, project.id, { name: "Something to snapshot" });
    const socket = await connect(ada, project.id, false);
    // 20 hellos in the window (a reconnecting client needs one, a gap another): each one is answered.
    for (let i = 0; i < 20; i++) socket.send({ type: "hello", lastVersion: null });
    await socket.next((m) => m.type === "snapshot" && socket.messages.filter((x) => x.type === "snapshot").length === 20);
    expect(socket.closed).toBeNull();

    const from = socket.messages.length;
    socket.send({ type: "hello", lastVersion: null });
    const refused = await socket.next((m) => m.type === "error", { from });
    expect(refused).toMatchObject({ status: 429 });
    await new Promise((r) => setTimeout(r, 50));
    expect(socket.closed?.code).toBe(1008);
    expect(socket.messages.filter((m) => m.type === "snapshot")).toHaveLength(20);

    // A fresh connection starts with a fresh budget.
    const again = await connect(ada, project.id);
    await again.next((m) => m.type === "snapshot");
    again.close();
  });
});
