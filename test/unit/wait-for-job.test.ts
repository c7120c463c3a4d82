import { afterEach, describe, expect, it, vi } from "vitest";
import { JOB_TIMEOUT_MESSAGE, JobFailedError, JobTimeoutError, waitForJob } from "../../app/components/ai/wait-for-job";

// The client's side of "jobs never stick" (issue 8 §5): following a job ends, at the latest at the
// deadline, with a message the screen can show. The server side (reclaiming the job) is in
// test/api/job-reclaim.test.ts; here GET /api/jobs/:id answers from a list of job states.

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("waitForJob", () => {
  it("gives up at its deadline with a clear message when the job never finishes", async () => {
    const seen = serveJobStates([{ id: "j1", kind: "generate-plan", status: "running" }]);
    const started = Date.now();
    const err = (await waitForJob("j1", new AbortController().signal, 5, undefined, 80).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(JobTimeoutError);
    // A timeout is shown like a failed job: screens print a JobFailedError's message.
    expect(err).toBeInstanceOf(JobFailedError);
    expect(err.message).toBe(JOB_TIMEOUT_MESSAGE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toContain("/api/jobs/j1");
  });

  it("resolves with the result when the job finishes before the deadline", async () => {
    serveJobStates([
      { id: "j2", kind: "generate-plan", status: "queued" },
      { id: "j2", kind: "generate-plan", status: "running" },
      { id: "j2", kind: "generate-plan", status: "done", result: { plan: 1 } },
    ]);
    await expect(waitForJob("j2", new AbortController().signal, 5, undefined, 5_000)).resolves.toEqual({ plan: 1 });
  });

  it("rejects with the server's reason when the job failed, not with the timeout", async () => {
    serveJobStates([
      { id: "j3", kind: "generate-plan", status: "failed", error: "The job stopped before it could finish. Please try again." },
    ]);
    const err = (await waitForJob("j3", new AbortController().signal, 5, undefined, 5_000).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(JobFailedError);
    expect(err).not.toBeInstanceOf(JobTimeoutError);
    expect(err.message).toBe("The job stopped before it could finish. Please try again.");
  });
});
