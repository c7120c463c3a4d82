import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20: "Product Hunt launch on January 20. Record a demo video, write the copy. After the launch, reply
// to every comment and post a recap." "After the launch" became a task of its own, the recap came before the
// launch, and the launch itself was cut to make room for a suggested QA step. "Reply to every comment" alone
// was lost ("reply" was no verb the planner knew), and "write the release notes" was taken for the release.

const { plan } = planOn("2026-11-27");
const names = (p: ReturnType<typeof plan>) => p.tasks.map((t) => t.name);
const dueOf = (p: ReturnType<typeof plan>, name: string) => p.tasks.find((t) => t.name === name)?.dueDate;

describe("work said after 'After the …,'", () => {
  it("follows the launch, which the plan keeps", () => {
    const launch = plan(
      "Product Hunt launch on January 20. Record a demo video, write the copy. After the launch, reply to every comment and post a recap.",
    );
    expect(names(launch)).toEqual([
      "Record a demo video",
      "Write the copy",
      "Launch and announce",
      "Reply to every comment",
      "Post a recap",
    ]);
    expect(dueOf(launch, "Launch and announce")).toBe("2027-01-20");
    expect((dueOf(launch, "Reply to every comment") ?? "") > "2027-01-20").toBe(true);
    expect((dueOf(launch, "Post a recap") ?? "") > "2027-01-20").toBe(true);
  });

  it("follows the text's own launch step", () => {
    const launch = plan(
      "Launching on Product Hunt on January 20. Record a demo video, write the copy. After the launch, reply to every comment and post a recap.",
    );
    expect(dueOf(launch, "Launch on Product Hunt")).toBe("2027-01-20");
    expect(names(launch).slice(-3)).toEqual(["Launch on Product Hunt", "Reply to every comment", "Post a recap"]);
    expect((dueOf(launch, "Post a recap") ?? "") > "2027-01-20").toBe(true);
  });

  it.each([
    [
      "Team dinner on Friday, December 18. Book a table and send the invites. After the dinner, pay the bill and share the photos.",
      "Team dinner",
      "2026-12-18",
      ["Pay the bill", "Share the photos"],
    ],
    [
      "Wedding on June 6. Book the venue, hire a photographer. After the wedding, send thank-you cards and return the suits.",
      "Host the event",
      "2027-06-06",
      ["Send thank-you cards", "Return the suits"],
    ],
  ])("%s", (text, day, date, after) => {
    const p = plan(text);
    expect(dueOf(p, day)).toBe(date);
    expect(names(p).slice(-after.length)).toEqual(after);
    for (const name of after) expect((dueOf(p, name) ?? "") > date).toBe(true);
    expect(names(p).some((name) => /^after\b/i.test(name))).toBe(false);
  });
});

describe("launch words", () => {
  it("knows 'reply' as a verb", () => {
    const launch = plan("Product Hunt launch on January 20. Record a demo video, write the copy. Reply to every comment after the launch.");
    expect(names(launch).some((name) => name.startsWith("Reply to every comment"))).toBe(true);
  });

  it("does not take the release notes for the release", () => {
    const app = plan("App launch on March 3. Fix the signup bug, write the release notes. After the launch, monitor crashes.");
    expect(dueOf(app, "Launch and announce")).toBe("2027-03-03");
    expect(names(app).at(-1)).toBe("Monitor crashes");
  });
});
