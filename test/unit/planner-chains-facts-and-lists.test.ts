import { describe, expect, it } from "vitest";
import { planOn } from "../support/plan-on";

// Issue 20, texts a user would type (planned on Friday 2026-11-27): a store launch lost its list of things
// ("Product photos (done), descriptions (half done), payment setup, …"), a release's chain of "then" was one
// task, a bridal shower planned "About 20 guests" and "At my apartment" and was named "Help Planning …", a
// CI rebuild had a task "Take about 2 weeks", a redesign split "design mockups for home, services, booking"
// into three and planned "Client wants it live".

const { plan } = planOn("2026-11-27");
const names = (text: string) => plan(text).tasks.map((t) => t.name);

describe("a list of things with one said at length", () => {
  it("is the store's work", () => {
    expect(
      names(
        "Launch our Shopify store by Dec 1! Product photos (done), descriptions (half done), payment setup, shipping zones, and a launch email to the 500 people on our list.",
      ),
    ).toEqual(expect.arrayContaining(["Payment setup", "Shipping zones", "A launch email to the 500 people on our list"]));
  });

  it("is not a row of clauses with their own verbs", () => {
    expect(
      names(
        "The design should feel like the roastery: warm, plain and practical. Photography does most of the work, so layouts need generous space for images and short, confident copy.",
      ),
    ).not.toContain("Short");
  });
});

describe("a chain of 'then'", () => {
  it("is that many steps", () => {
    expect(
      names(
        "App v2.0 release notes draft, then QA sign-off, then submit to App Store and Google Play, then announce on the blog. Target: Jan 10.",
      ),
    ).toEqual(
      expect.arrayContaining([
        "App v2.0 release notes draft",
        "QA sign-off",
        "Submit to App Store and Google Play",
        "Announce on the blog",
      ]),
    );
  });
});

describe("what describes an event", () => {
  const shower = plan(
    "I need help planning my sister's bridal shower on Feb 14. About 20 guests, brunch theme, at my apartment. Need to send invites, plan the menu, buy decorations, and organize a couple of games.",
  );

  it("is no task, and the plan is named by the event", () => {
    expect(shower.name).toBe("Sister's Bridal Shower");
    const tasks = shower.tasks.map((t) => t.name);
    expect(tasks.some((name) => /guests|theme|apartment|help planning/i.test(name))).toBe(false);
    expect(tasks).toEqual(expect.arrayContaining(["Send invites", "Plan the menu", "Buy decorations"]));
  });
});

describe("how long the work takes", () => {
  it("is no task", () => {
    const ci = names(
      "Rebuild the CI pipeline: move from Jenkins to GitHub Actions, cache dependencies, run tests in parallel, add a deploy step for staging. Should take about 2 weeks.",
    );
    expect(ci).toEqual(expect.arrayContaining(["Move from Jenkins to GitHub Actions", "Cache dependencies", "Run tests in parallel"]));
    expect(ci.some((name) => /take about/i.test(name))).toBe(false);
  });
});

describe("a phase's list after a preposition", () => {
  const acme = plan(
    "Website redesign for Acme Dental. Phase 1: discovery and sitemap (2 weeks). Phase 2: design mockups for home, services, booking (3 weeks). Phase 3: build in Webflow and launch. Client wants it live by March 15.",
  );

  it("goes on with it, and what the client wants is the deadline", () => {
    const tasks = acme.tasks.map((t) => t.name);
    expect(tasks).toContain("Design mockups for home, services, booking");
    expect(tasks.some((name) => /^(?:Services|Booking|Client wants)/.test(name))).toBe(false);
    expect(acme.milestones.at(-1)?.dueDate).toBe("2027-03-15");
  });
});

describe("an e-mail's apology", () => {
  it("does not name the plan", () => {
    expect(plan("Sorry for the late reply! I think we should go with option B. Can you send me the updated quote?").name).not.toMatch(
      /sorry/i,
    );
  });
});
