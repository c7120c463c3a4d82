import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20: work handed over in a letter or as a polite question ("Could you update … and send me … by
// Friday?") was refused whole or lost its first request; the greeting named the plan ("Sam").

const TODAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("a request in a letter", () => {
  it("plans every request of the body, dated as asked, named by the work and not by the greeting", () => {
    const letter =
      "Hi Sam,\n\nCould you update the pricing page with the new tiers and send me the draft by Friday? Also please check the FAQ for anything outdated.\n\nThanks,\nAnna";
    const p = plan(letter);
    expect(p.name).toBe("Pricing Page Update");
    const tasks = own(letter);
    expect(tasks.map((t) => t.name).sort()).toEqual(
      ["Check the FAQ for anything outdated", "Send me the draft", "Update the pricing page with the new tiers"].sort(),
    );
    expect(tasks.find((t) => t.name === "Send me the draft")?.dueDate).toBe("2026-12-04");
    const contract =
      "Dear Anna,\n\nCould you review the contract and sign it by the 5th? Also send the invoice to accounting.\n\nKind regards,\nMarc";
    expect(own(contract).map((t) => t.name)).toEqual(["Review the contract", "Sign it", "Send the invoice to accounting"]);
  });

  it("a letter of small talk, news or a question is still a reply", () => {
    for (const reply of [
      "Hi all,\n\nJust wanted to say thanks for the quick turnaround on the release.\n\nBest,\nJo",
      "Hey Tom,\n\nHope you had a good weekend! Are we still on for lunch Thursday?\n\nCheers,\nMia",
      "Hi team,\n\nThe deploy went fine yesterday and everything looks stable.\n\nThanks,\nLee",
      "Hello,\n\nCould you tell me where I can find the invoice for October?\n\nRegards,\nPat",
      "Hi,\n\nI tried the new version and the export still fails with a timeout. Any idea?\n\nThanks,\nKim",
      "Hello,\n\nPlease find attached the invoice for November.\n\nKind regards,\nTom",
      "Hi,\n\nI'll be out of office next week, back on Monday.\n\nThanks,\nLi",
      "Dear customer,\n\nYour order has shipped and will arrive on Friday.\n\nBest regards,\nThe Shop",
    ])
      expect(() => plan(reply), reply).toThrow(PlanRefusal);
  });
});

describe("a request asked as a question", () => {
  it("with two actions is work handed over", () => {
    const p = plan("Can you please book the venue for the offsite, order the catering and send the invites by Friday?");
    expect(
      own("Can you please book the venue for the offsite, order the catering and send the invites by Friday?").map((t) => t.name),
    ).toEqual(["Book the venue for the offsite", "Order the catering", "Send the invites"]);
    expect(p.name).toBe("Venue for the Offsite");
  });

  it("a maintainer's or a reviewer's two asks are still a reply", () => {
    for (const reply of [
      "Could you update to the latest version and share the logs?",
      "Can you pull the latest main and run the tests again?",
      "Could you rebase this and fix the conflicts?",
      "Can you add a test for this and update the changelog?",
    ])
      expect(() => plan(reply), reply).toThrow(PlanRefusal);
  });

  it("with one action is how a reply asks for something, even with a day", () => {
    for (const reply of [
      "Could you share your config?",
      "Could you send the logs by Monday?",
      "Can you try the latest build and let me know?",
    ])
      expect(() => plan(reply), reply).toThrow(PlanRefusal);
  });

  it("after an instruction, hands over more work", () => {
    expect(own("Create the pricing page. Can you also add a checkout?").map((t) => t.name)).toEqual([
      "Create the pricing page",
      "Add a checkout",
    ]);
    expect(own("Set up the staging server. Could you also add monitoring and alerts?").map((t) => t.name)).toEqual([
      "Set up the staging server",
      "Add monitoring and alerts",
    ]);
    // A reviewer's request after a remark, or a request for information after one, is still a reply.
    for (const reply of [
      "Looks good to me. Can you merge it?",
      "Fix the crash. Can you share the logs?",
      "Thanks for the fix. Can you also release it?",
      "Update the README. Could you also add a test for this?",
    ])
      expect(() => plan(reply), reply).toThrow(PlanRefusal);
  });

  it("in a team's chat, a request to each other hands work over; one to meet does not", () => {
    const chat =
      "[10:02] Ana: can we get the pricing page live before the webinar on the 14th?\n[10:03] Ben: yes, I'll do the copy today\n[10:04] Ana: great, Chloe can you do the screenshots?\n[10:05] Chloe: sure, by Thursday";
    expect(own(chat).map((t) => t.name)).toEqual(
      expect.arrayContaining(["Do the screenshots", "Get the pricing page live before the webinar"]),
    );
    // A maintainer's "can we …" in a reply stays a reply.
    expect(() => plan("Can we merge this and close the issue?")).toThrow(PlanRefusal);
    for (const reply of ["Ana: can we talk tomorrow?\nBen: sure", "Ana: can you share the logs?\nBen: here they are"])
      expect(() => plan(reply), reply).toThrow(PlanRefusal);
  });

  it("'Please' is a courtesy, not the plan's name", () => {
    expect(plan("Please book the venue for the offsite, order the catering and send the invites by Friday.").name).toBe(
      "Venue for the Offsite",
    );
  });
});

describe("a reply pasted with the mail it answers", () => {
  const thread = (reply: string, quoted: string) =>
    `${reply}\n\nOn Tue, Nov 24, 2026 at 10:02 AM Anna <anna@example.com> wrote:\n${quoted
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n")}`;

  it("a thread whose first line is its subject ('Re: …') is named by it, and the subject is no task", () => {
    const p = plan(
      `Re: Website refresh\n\n${thread("Sounds good! Let's also add a pricing calculator.", "We should redo the homepage hero, update the case studies and fix the mobile nav by end of January.")}`,
    );
    expect(p.name).toBe("Website Refresh");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual(
      expect.arrayContaining(["Redo the homepage hero", "Update the case studies", "Fix the mobile nav", "Add a pricing calculator"]),
    );
    expect(p.tasks.some((t) => /^Re:|website refresh/i.test(t.name))).toBe(false);
  });

  it("plans the quoted request, each of its actions, by its deadline, named by the work and not by the reply", () => {
    const p = plan(
      thread(
        "Sounds good, I'll take a look.",
        "Can you migrate the blog to the new CMS, redirect the old URLs and set up the sitemap before the 15th?\nThanks!",
      ),
    );
    expect(p.name).toBe("Blog Migration");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Migrate the blog to the new CMS",
      "Redirect the old URLs",
      "Set up the sitemap",
    ]);
    expect(p.timeline.endDate).toBe("2026-12-14");
  });

  it("a thank-you or a yes to a quoted tip or question is still a reply", () => {
    expect(() => plan(thread("Thanks, that fixed it!", "Try clearing the cache and restarting the app."))).toThrow(PlanRefusal);
    expect(() => plan(thread("Great, see you then.", "Lunch on Thursday at noon?"))).toThrow(PlanRefusal);
  });
});

describe("a project under way, said by its author", () => {
  it("is planned: organising, hosting or launching something", () => {
    expect(plan("I'm organising a charity run in May").name).toBe("Charity Run");
    expect(plan("We are hosting a hackathon for 50 students in March").name).toBe("Hackathon for 50 Students");
    expect(plan("We are launching version 2 next quarter").timeline.endDate).toBe("2027-03-31");
  });

  it("news, a fix, a pull request or what the author is running is a reply", () => {
    for (const reply of [
      "I'm running a fork with this patch",
      "I'm building a Docker image from source",
      "I'm starting a new job on Monday",
      "I'm opening a PR for this",
      "We're launching the fix in the next release",
      "I'm building this with React and it keeps crashing",
    ])
      expect(() => plan(reply), reply).toThrow(PlanRefusal);
  });
});
