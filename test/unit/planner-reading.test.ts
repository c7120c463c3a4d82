import { describe, expect, it } from "vitest";
import { utcDayNumberOf as dayOf } from "../../core/dates";
import { readChat } from "../../core/planner/chat";
import { detectKind } from "../../core/planner/detect-kind";
import { nameFrom } from "../../core/planner/naming";
import { parseIdea } from "../../core/planner/parse-idea";
import { detectTeamSize } from "../../core/planner/parse-team";
import { isActionable, isChitChat, shapeText, toTaskName } from "../../core/planner/task-names";

const TODAY = dayOf(new Date("2026-11-23T09:00:00Z"));

describe("task names", () => {
  it.each([
    ["I'll write the copy", "Write the copy"],
    ["can you set up the A/B test?", "Set up the A/B test"],
    ["@dave could you please book the room", "Book the room"],
    ["We need to email existing customers.", "Email existing customers"],
    ["Designing the logo", "Design the logo"],
    // Issue 20: no verb glued onto the author's noun ("Build dark mode" before).
    ["Dark mode (nice to have)", "Dark mode"],
    ["[P1] Fix the login bug!!", "Fix the login bug"],
    ["Users should be able to export reports", "Let users export reports"],
    ["The site should have an online menu", "Add an online menu"],
    ["Should we add a blog?", "Decide whether to add a blog"],
    ["Sam will find guests from the allotment society", "Find guests from the allotment society"],
  ])("%s → %s", (raw, expected) => {
    expect(toTaskName(shapeText(raw).text, null)).toBe(expected);
  });

  it("remembers who a request is for", () => {
    expect(shapeText("@dave could you please book the room").assignee).toBe("@dave");
    expect(shapeText("Sam will find guests").assignee).toBe("Sam");
    expect(shapeText("Users will love it").assignee).toBeNull();
  });

  // Issue 20: a title is the author's words, verb first only where they wrote one; the fitting-verb
  // behaviour ("Build homepage", "Design logo") is gone on purpose.
  it("keeps English noun phrases as written, in any phase", () => {
    expect(toTaskName("Homepage", "build")).toBe("Homepage");
    expect(toTaskName("Logo", null)).toBe("Logo");
    expect(toTaskName("Stripe payments with tips", null)).toBe("Stripe payments with tips");
    expect(toTaskName("Walker profile screen", "design", true)).toBe("Walker profile screen");
    expect(toTaskName("gloves", "execution")).toBe("Gloves");
    expect(toTaskName("Préparer les photos", "content")).toBe("Préparer les photos");
    expect(toTaskName("新メニューの写真を撮影する", "content")).toBe("新メニューの写真を撮影する");
  });

  it("keeps names within the plan's 200 characters without breaking emoji", () => {
    const name = toTaskName(`Write ${"😀".repeat(150)}`, null);
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name).not.toMatch(/[\ud800-\udbff]$/);
  });

  it("tells requests from remarks", () => {
    expect(isActionable(shapeText("Please update the FAQ"))).toBe(true);
    expect(isActionable(shapeText("The weather was lovely"))).toBe(false);
    expect(isActionable(shapeText("Do we have a budget?"))).toBe(false);
  });

  it("recognises chit-chat", () => {
    for (const text of ["thanks!", "lol", "sounds good 👍", "+1", "sure, will do", "ok cool thanks", ":tada:"])
      expect(isChitChat(text), text).toBe(true);
    for (const text of ["thanks, I'll send the logo", "Can you send the logo?"]) expect(isChitChat(text), text).toBe(false);
  });
});

describe("reading structure", () => {
  it("detects chat threads but not label lines", () => {
    expect(readChat(["Alice: can we ship on Friday?", "Bob: sure, I'll do the release notes", "Alice: thanks!"])).toHaveLength(3);
    expect(readChat(["Goal: more orders", "Audience: cafés", "Budget: 5k"])).toBeNull();
    expect(readChat(["Homepage: hero and opening hours", "Menu page: full menu with prices", "Contact: form and map"])).toBeNull();
    const slack = readChat(["Maria Lopez  9:14 AM", "we need a banner", "Jon  9:20 AM", "I can order it today"]);
    expect(slack?.map((m) => m.speaker)).toEqual(["Maria Lopez", "Jon"]);
  });

  it("keeps background and out-of-scope lines out of the items", () => {
    const parsed = parseIdea("# Shop\n\n## Background\n- Old shop is slow\n\n## Tasks\n- Build the cart\n\n## Non-goals\n- Mobile app");
    expect(parsed.title).toBe("Shop");
    expect(parsed.items.map((i) => i.text)).toEqual(["Build the cart"]);
    expect(parsed.notes).toContain("Old shop is slow");
  });

  it("splits compound sentences into separate actions", () => {
    const parsed = parseIdea("We are starting a podcast. We need to buy two microphones and record three pilot episodes.");
    expect(parsed.statement).toBe("We are starting a podcast.");
    expect(parsed.items.map((i) => i.text)).toEqual(["buy two microphones", "record three pilot episodes"]);
  });
});

describe("team size", () => {
  it.each([
    ["We are a team of 4", 4],
    ["a 5-person team", 5],
    ["2 developers and a designer", 3],
    ["three engineers", 3],
    ["just me, on weekends", 1],
    ["There are four of us", 4],
    ["Conference for 150 people", null],
    ["I'm a designer", null],
    ["We need 200 guests", null],
    ["3人のチームで開発", 3],
  ])("%s → %s", (text, expected) => {
    expect(detectTeamSize(text)).toBe(expected);
  });
});

describe("project kind", () => {
  it.each([
    ["Redesign our bakery website", "website"],
    ["iOS and Android app for dog walkers", "mobile-app"],
    ["Instagram campaign for the new blend", "marketing-campaign"],
    ["Company offsite in Lisbon", "event"],
    ["User interviews about onboarding", "research"],
    ["Go-to-market plan for our new product", "product-launch"],
    ["Admin panel for the ops team", "internal-tool"],
    ["Renovate the kitchen", "generic"],
  ])("%s → %s", (headline, kind) => {
    expect(detectKind(headline, headline)).toBe(kind);
  });

  it("needs more than one stray word in the body", () => {
    expect(detectKind("Office move to the new building", "Office move to the new building\n- Pack boxes\n- Throw a welcome party")).toBe(
      "generic",
    );
  });
});

describe("plan names", () => {
  it.each([
    ["Redesign our bakery website before the spring menu launch", false, "Bakery Website Redesign"],
    ["I want to build a mobile app for dog walkers to schedule walks", false, "Mobile App for Dog Walkers"],
    ["We need to plan the team offsite in March", false, "Team Offsite"],
    ["Hey team, we need to launch the new pricing page by Dec 15", false, "New Pricing Page Launch"],
    ["Launch Plan", true, "Launch Plan"],
    ["Project: trip to Japan", true, "Trip to Japan"],
    ["パン屋のウェブサイトのリニューアル", true, "パン屋のウェブサイトのリニューアル"],
  ])("%s → %s", (source, isTitle, expected) => {
    expect(nameFrom(source, TODAY, isTitle)).toBe(expected);
  });

  it("stays within 60 characters", () => {
    const name = nameFrom(
      "Build an extraordinarily comprehensive multi-tenant analytics and reporting platform for regional logistics companies",
      TODAY,
      false,
    );
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).not.toMatch(/\s(?:and|for|of)$/);
  });
});
