import { afterEach, describe, expect, it, vi } from "vitest";
import {
  JOB_QUIET_READ_MS,
  JOB_TIMEOUT_MESSAGE,
  type JobEvents,
  JobFailedError,
  JobTimeoutError,
  waitForJob,
} from "../../app/components/ai/wait-for-job";
import type { NotificationListener } from "../../app/lib/notification-socket";

// The client's side of following a job (issue 23, on top of issue 8 §5): the job's progress and end
// are pushed over the person's socket; GET /api/jobs/:id is read once at the start, once per socket
// (re)open, and after a long silence, never polled. Following ends, at the latest at the deadline,
// with a message the screen can show. The server's push is tested in test/api/job-push.test.ts.

/** GET /api/jobs/:id answers from a list of job states (the last one repeats). */
function serveJobStates(states: Array<Record<string, unknown>>) {
  const seen: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      seen.push(String(input));
      const body = states.length > 1 ? states.shift() : states[0];
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return seen;
}

/** The person's socket, played by the test: push frames, reopen it. */
function fakeSocket() {
  const listeners = new Set<NotificationListener>();
  const events: JobEvents = {
    listen: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return {
    events,
    listening: () => listeners.size,
    push: (job: Record<string, unknown>) => {
      for (const l of [...listeners]) l.message?.({ type: "job", job });
    },
    reopened: () => {
      for (const l of [...listeners]) l.open?.();
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("waitForJob", () => {
  it("gives up at its deadline with a clear message when the job never finishes", async () => {
    const seen = serveJobStates([{ id: "j1", kind: "generate-plan", status: "running" }]);
    const socket = fakeSocket();
    const started = Date.now();
    const err = (await waitForJob("j1", new AbortController().signal, { waitMs: 80, events: socket.events }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(err).toBeInstanceOf(JobTimeoutError);
    // A timeout is shown like a failed job: screens print a JobFailedError's message.
    expect(err).toBeInstanceOf(JobFailedError);
    expect(err.message).toBe(JOB_TIMEOUT_MESSAGE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain("/api/jobs/j1");
    expect(socket.listening()).toBe(0);
  });

  it("resolves with the pushed result, reports pushed progress, and reads the API only once", async () => {
    const seen = serveJobStates([{ id: "j2", kind: "generate-plan", status: "queued" }]);
    const socket = fakeSocket();
    const progress: unknown[] = [];
    const waiting = waitForJob("j2", new AbortController().signal, { events: socket.events, onProgress: (p) => progress.push(p) });
    await flush();
    socket.push({ id: "j2", kind: "generate-plan", status: "running", progress: { tasks: ["One"] } });
    // Another job's events are not this one's.
    socket.push({ id: "other", kind: "generate-plan", status: "done", result: { plan: "theirs" } });
    socket.push({ id: "j2", kind: "generate-plan", status: "running", progress: { tasks: ["One", "Two"] } });
    // Malformed frames are ignored.
    socket.push({ id: "j2", status: "nonsense" });
    socket.push({ id: "j2", kind: "generate-plan", status: "done", result: { plan: 1 } });
    await expect(waiting).resolves.toEqual({ plan: 1 });
    expect(progress).toEqual([{ tasks: ["One"] }, { tasks: ["One", "Two"] }]);
    expect(seen).toHaveLength(1);
    expect(socket.listening()).toBe(0);
  });

  it("rejects with the server's reason when the job failed, not with the timeout", async () => {
    serveJobStates([
      { id: "j3", kind: "generate-plan", status: "failed", error: "The job stopped before it could finish. Please try again." },
    ]);
    const err = (await waitForJob("j3", new AbortController().signal, { events: fakeSocket().events }).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(JobFailedError);
    expect(err).not.toBeInstanceOf(JobTimeoutError);
    expect(err.message).toBe("The job stopped before it could finish. Please try again.");
  });

  it("rejects with a pushed failure's reason", async () => {
    serveJobStates([{ id: "j4", kind: "export", status: "running" }]);
    const socket = fakeSocket();
    const waiting = waitForJob("j4", new AbortController().signal, { events: socket.events });
    await flush();
    socket.push({ id: "j4", kind: "export", status: "failed", error: "Jira said no." });
    await expect(waiting).rejects.toThrow("Jira said no.");
  });

  it("reads the job when the socket reopens, so an end pushed while it was away is not lost", async () => {
    const seen = serveJobStates([
      { id: "j5", kind: "generate-plan", status: "running" },
      { id: "j5", kind: "generate-plan", status: "done", result: { plan: 5 } },
    ]);
    const socket = fakeSocket();
    const waiting = waitForJob("j5", new AbortController().signal, { events: socket.events });
    await flush();
    expect(seen).toHaveLength(1);
    // The "done" push went out while the socket was reconnecting; it opens again.
    socket.reopened();
    await expect(waiting).resolves.toEqual({ plan: 5 });
    expect(seen).toHaveLength(2);
  });

  it("reads a result pushed without it (too big for one frame)", async () => {
    serveJobStates([
      { id: "j6", kind: "export", status: "running" },
      { id: "j6", kind: "export", status: "done", result: { big: true } },
    ]);
    const socket = fakeSocket();
    const waiting = waitForJob("j6", new AbortController().signal, { events: socket.events });
    await flush();
    socket.push({ id: "j6", kind: "export", status: "done" });
    await expect(waiting).resolves.toEqual({ big: true });
  });

  it("reads the job once after a long silence (a lost push, or a consumer that died), not before", async () => {
    vi.useFakeTimers();
    const seen = serveJobStates([
      { id: "j7", kind: "generate-plan", status: "running" },
      { id: "j7", kind: "generate-plan", status: "done", result: { plan: 7 } },
    ]);
    const waiting = waitForJob("j7", new AbortController().signal, { events: fakeSocket().events });
    await vi.advanceTimersByTimeAsync(JOB_QUIET_READ_MS - 10);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    await expect(waiting).resolves.toEqual({ plan: 7 });
    expect(seen).toHaveLength(2);
  });

  it("stops following when aborted", async () => {
    serveJobStates([{ id: "j8", kind: "generate-plan", status: "running" }]);
    const socket = fakeSocket();
    const controller = new AbortController();
    const waiting = waitForJob("j8", controller.signal, { events: socket.events });
    await flush();
    controller.abort(new Error("left the page"));
    await expect(waiting).rejects.toThrow("left the page");
    expect(socket.listening()).toBe(0);
  });
});
