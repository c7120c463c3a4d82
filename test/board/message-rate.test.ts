import { describe, expect, it } from "vitest";
import { MESSAGE_BURST, MESSAGES_PER_SECOND } from "../../worker/board/message-rate";
import { connect, listTasks, newProject, newTask, signIn, uniqueEmail } from "./support";

const update = (id: string, i: number) => ({ type: "update", requestId: `r${i}`, id, patch: { name: `Name ${i}` } });

describe("socket message rate", () => {
  it("applies a burst the size of a replayed offline queue", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const project = await newProject(ada);
    const task = await newTask(ada, project.id);
    const socket = await connect(ada, project.id);
    await socket.next((m) => m.type === "snapshot");
    // One message went to the hello; the rest of the burst are edits, every one acknowledged.
    for (let i = 0; i < MESSAGE_BURST - 1; i++) socket.send(update(task.id, i));
    await socket.next((m) => m.type === "ack" && m.requestId === `r${MESSAGE_BURST - 2}`, { timeoutMs: 15_000 });
    expect(socket.messages.filter((m) => m.type === "error")).toEqual([]);
    expect(socket.closed).toBeNull();
    socket.close();
  });

  it("refuses and closes a socket that floods the room, without applying the flood", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const project = await newProject(ada);
    const task = await newTask(ada, project.id);
    const socket = await connect(ada, project.id);
    await socket.next((m) => m.type === "snapshot");
    const before = (await listTasks(ada, project.id)).version;
    const started = Date.now();
    for (let i = 0; i < 1000; i++) socket.send(update(task.id, i));
    const refused = await socket.next((m) => m.type === "error" && m.status === 429, { timeoutMs: 15_000 });
    const elapsed = Date.now() - started;
    expect(refused).toMatchObject({ message: "Too many messages. Reconnect in a moment." });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.closed?.code).toBe(1008);
    // Edits applied: the burst plus what the bucket refilled while the flood was read, nowhere near 1000.
    const applied = (await listTasks(ada, project.id)).version - before;
    expect(applied).toBeLessThanOrEqual(MESSAGE_BURST + Math.ceil((elapsed / 1000) * MESSAGES_PER_SECOND) + 1);
    expect(applied).toBeLessThan(1000);
  });
});
