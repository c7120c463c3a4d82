import { describe, expect, it } from "vitest";
import { VAGUE_IDEA_MESSAGE } from "../../core/planner/refusal";
import { api, json, signIn, uniqueEmail } from "../board/support";

// Issue 27: the planner's edges, through the API as a person meets them (the planner itself is being
// rewritten elsewhere; these hold it to the spec, not to its insides). A text with no project in it
// is refused with 422 and the message that says what to write; a deadline typed on its own day means
// today, not the same day next year.

const generate = async (idea: string) => {
  const ada = await signIn(uniqueEmail("planner"));
  return api("POST", "/api/ai/generate-plan", { as: ada, body: { idea } });
};

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

describe("POST /api/ai/generate-plan at the planner's edges", () => {
  it.each(["hello", "app", "project", "asdfgh"])("refuses %j, which names no project, with 422 and what to write", async (idea) => {
    const res = await generate(idea);
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(VAGUE_IDEA_MESSAGE);
  });

  // Issue 20: a one-line idea may be planned, but only with marked suggestions around the person's own
  // word; issue 27: never a confident plan. So either it is refused, or nothing but the word itself is
  // presented as the person's.
  it.each(["Website", "bakery", "Marketing"])("gives the one word %j no confident plan", async (idea) => {
    const res = await generate(idea);
    const body = await json<{ message?: string; plan?: { tasks: { name: string; suggested?: boolean }[] } }>(res);
    const own = (body.plan?.tasks ?? []).filter((t) => !t.suggested).map((t) => t.name);
    const answer = res.status === 422 ? { status: 422, message: body.message } : { status: res.status, own };
    expect(answer).toEqual(res.status === 422 ? { status: 422, message: VAGUE_IDEA_MESSAGE } : { status: 200, own: [idea] });
  });

  it("reads 'by <today's month and day>' as today, not next year", async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const res = await generate(
      `Launch the bakery's new website by ${MONTHS[now.getUTCMonth()]} ${now.getUTCDate()}: design the pages, build the online menu, write the copy.`,
    );
    expect(res.status).toBe(200);
    const { plan } = await json<{ plan: { timeline: { startDate: string; endDate: string } } }>(res);
    expect(plan.timeline.endDate, JSON.stringify((plan as { notices?: unknown }).notices ?? null)).toBe(today);
  });
});
