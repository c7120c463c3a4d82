import { CHECK_WORD, keywords as kw } from "./keywords";
import type { ParsedIdea } from "./parse-idea";
import { isFeatureName } from "./task-names";
import type { DomainDef } from "./types";

// A one-line change to something that exists ("Update the website footer", "Fix the login bug") is not
// a new website or app: the kind's template (wireframes, hosting, "Announce the new site") replaced the
// user's small job with a project they never asked for (issue 20). It gets the few steps any such
// change takes instead, over a week.

/** A small change to existing content or a product: agree on it, make it, check it, put it live. */
export const CHANGE: DomainDef = {
  kind: "change",
  label: "change",
  defaultPhase: "change",
  stepDays: 1,
  itemDays: 1,
  minWeeks: 1,
  phases: [
    {
      id: "prepare",
      name: "Prepare",
      outcome: "What changes, and who approves it, agreed.",
      keywords: kw(["agree\\w*", "approv\\w*", "decid\\w*", "scope", "brief"]),
    },
    { id: "change", name: "Make the change", outcome: "The change made.", keywords: kw([]) },
    {
      id: "publish",
      name: "Review & publish",
      outcome: "The change checked and live.",
      keywords: kw(["review\\w*", CHECK_WORD, "test\\w*", "proofread\\w*", "publish\\w*", "deploy\\w*", "go live"]),
    },
  ],
  steps: [
    {
      phase: "prepare",
      at: "start",
      essential: true,
      priority: "high",
      name: "Agree on exactly what changes and who approves it",
      description: "Write the change down in a sentence or two, the current and the new version side by side, and name who has to say yes.",
      covers: kw(["agree\\w*", "approv\\w*", "sign ?off", "brief"]),
    },
    {
      phase: "publish",
      at: "end",
      essential: true,
      name: "Review the change before it goes live",
      description: "Have someone else look at it where people will see it (on a phone too, if it is on a screen), and fix what is off.",
      covers: kw(["review\\w*", CHECK_WORD, "test\\w*", "proofread\\w*", "qa"]),
    },
    {
      phase: "publish",
      at: "end",
      name: "Publish the change and tell the people it affects",
      description: "Put it live, check it once more there, and let the people who use it know what changed.",
      covers: kw(["publish\\w*", "deploy\\w*", "release\\w*", "ship\\w*", "announce\\w*", "go live", "roll ?out"]),
    },
  ],
};

/** A bug in software: reproduce it, find the cause, fix it, check the fix, release it. */
export const BUG_FIX: DomainDef = {
  kind: "bug-fix",
  label: "bug fix",
  defaultPhase: "fix",
  stepDays: 1,
  itemDays: 1,
  minWeeks: 1,
  phases: [
    {
      id: "diagnose",
      name: "Diagnose",
      outcome: "The problem reproduced and its cause found.",
      keywords: kw(["reproduc\\w*", "investigat\\w*", "debug\\w*", "diagnos\\w*", "cause"]),
    },
    { id: "fix", name: "Fix", outcome: "The fix made and tested.", keywords: kw(["fix\\w*", "test\\w*", "patch\\w*"]) },
    {
      id: "release",
      name: "Release",
      outcome: "The fix live and whoever reported it told.",
      keywords: kw(["release\\w*", "deploy\\w*", "ship\\w*", "hotfix\\w*"]),
    },
  ],
  steps: [
    {
      phase: "diagnose",
      at: "start",
      essential: true,
      priority: "high",
      name: "Reproduce the problem and write down the steps",
      description: "Note what happens, what should happen, and on which device, browser or account, so the fix can be checked against it.",
      covers: kw(["reproduc\\w*", "repro", "steps to"]),
    },
    {
      phase: "diagnose",
      at: "start",
      essential: true,
      priority: "high",
      name: "Find the cause",
      description: "Read the logs and the recent changes around the problem until you can say why it happens.",
      covers: kw(["cause", "root", "investigat\\w*", "debug\\w*", "diagnos\\w*", "logs?"]),
    },
    {
      phase: "fix",
      at: "end",
      essential: true,
      name: "Test the fix and check nothing else broke",
      description: "Repeat the steps that showed the problem, and add an automated test where the code has tests.",
      covers: kw(["test\\w*", "verif\\w*", "qa", "regression\\w*"]),
    },
    {
      phase: "release",
      at: "end",
      name: "Release the fix and tell whoever reported it",
      description: "Ship it, watch the logs for a day, and close the report with a word to the person who raised it.",
      covers: kw(["release\\w*", "deploy\\w*", "ship\\w*", "hotfix\\w*", "roll ?out"]),
    },
  ],
};

/** A repair of a thing at home or on the road: see what it needs, get it, fix it, check it holds. */
export const REPAIR: DomainDef = {
  kind: "repair",
  label: "repair",
  defaultPhase: "repair",
  stepDays: 1,
  itemDays: 1,
  minWeeks: 1,
  phases: [
    {
      id: "prepare",
      name: "Prepare",
      outcome: "What is wrong known, and the parts, tools or help it needs at hand.",
      keywords: kw([
        "inspect\\w*",
        "diagnos\\w*",
        "parts?",
        "tools?",
        "quotes?",
        "plumber",
        "electrician",
        "mechanic",
        "book\\w*",
        "buy\\w*",
        "order\\w*",
      ]),
    },
    { id: "repair", name: "Repair", outcome: "The repair done.", keywords: kw([]) },
    {
      id: "check",
      name: "Check",
      outcome: "The repair checked and holding.",
      keywords: kw([CHECK_WORD, "test\\w*", "clean\\w*"]),
    },
  ],
  steps: [
    {
      phase: "prepare",
      at: "start",
      essential: true,
      priority: "high",
      name: "Find out what is wrong and what it needs",
      description: "Look at it closely (a photo helps) and note the part, tool or skill the repair takes.",
      covers: kw(["inspect\\w*", "diagnos\\w*", "find out", "look at", "what is wrong"]),
    },
    {
      phase: "prepare",
      at: "start",
      essential: true,
      priority: "high",
      name: "Get the parts and tools, or book someone to do it",
      description: "Buy or borrow what the repair needs, or get a quote and a date from a professional.",
      covers: kw(["parts?", "tools?", "quotes?", "plumber", "electrician", "mechanic", "book\\w*", "buy\\w*", "order\\w*"]),
    },
    {
      phase: "check",
      at: "end",
      essential: true,
      name: "Check the repair holds and clean up",
      description: "Use it as usual for a day or two and check again, then put the tools away and recycle the old parts.",
      covers: kw([CHECK_WORD, "test\\w*", "clean\\w*"]),
    },
  ],
};

/** The verbs of a change to something that exists (not "Build", "Launch", "Redesign": those are projects). */
const CHANGE_VERB = /^(?:update|change|tweak|edit|adjust|correct|rename|replace|refresh|remove|delete|swap|reword|fix|repair|patch|add)\b/i;
/** What a one-line change is made to: content and software, where reviewing and publishing is the way. */
const CONTENT_OBJECT =
  /\b(?:footer|header|page|site|website|app|logo|copy|text|readme|docs?|documentation|newsletter|e-?mail|template|pricing|prices?|menu|nav(?:igation)?|form|button|banner|image|photo|video|slides?|deck|policy|handbook|wiki|dashboard|report|profile|bio|signature|links?|colou?rs?|fonts?|icons?|favicon|typos?|wording|faq|terms|privacy|checkout|login|sign-?up|onboarding|screen|settings|toggle|modal|api|endpoint|feature)\b/i;
/** Verbs of mending a thing. */
const REPAIR_VERB = /^(?:fix|repair|mend|replace|patch|unblock|unclog|service)\b/i;
/**
 * Things mended at home or on the road, or a word saying one is damaged: "the leaking tap", "the bike's
 * brakes", "the broken window". A process or a plan ("fix our hiring process") is not one.
 */
const PHYSICAL_THING =
  /\b(?:taps?|faucets?|sinks?|toilets?|pipes?|drains?|gutters?|roofs?|fences?|gates?|doors?|windows?|locks?|hinges?|walls?|floors?|ceilings?|tiles?|shelf|shelves|stairs?|deck|porch|shower|bath(?:tub)?|boiler|heater|heating|radiator|furnace|air con\w*|ac unit|fridge|freezer|oven|stove|cooker|dishwasher|washing machine|dryer|lamps?|lights?|sockets?|switch(?:es)?|bikes?|bicycles?|cars?|brakes?|tyres?|tires?|chains?|engine|mower|chairs?|tables?|sofa|couch|bed|drawers?|cupboards?|cabinets?|zip(?:per)?|shoes?|jacket|phone screen|laptop|printer|leak\w*|dripping|broken|cracked|squeak\w*|blocked|clogged|rust\w*)\b/i;
/**
 * "Fix my cracked iPad screen", "replace the laptop's battery": a device's part, though "screen" is also a
 * page of an app (it got a change's review and publishing).
 */
const DEVICE_PART =
  /\b(?:(?:cracked|shattered|smashed)\s+(?:[\p{L}-]+\s+){0,2}(?:screen|display)|(?:phone|iphone|ipad|tablet|laptop|macbook|kindle|tv|monitor|watch)(?:'s)?\s+(?:screen|display|battery|charger|charging port|keyboard|hinge|speaker|camera))\b/iu;
/** A fault in software: it is reproduced and its cause found before it is fixed. */
const SOFTWARE_FAULT = /\b(?:bugs?|crash\w*|errors?|exceptions?|regressions?|outages?|glitch\w*|404s?|500s?|memory leaks?)\b/i;
/** "two bugs from QA:", "3 regressions in the export:": a count of faults, then the faults. */
const COUNTED_FAULTS =
  /\b(?:two|three|four|five|[2-9]|a couple of|a few)\s+(?:[\p{L}-]+\s+)?(?:bugs|regressions|crashes|glitches)\b[^:：]{0,40}[:：]\s/iu;
const MAX_WORDS = 14;
/** More than a few changes make a project of their own. */
const MAX_CHANGES = 3;
/** "Create a new landing page", "Design the pricing page": one page made. */
const ONE_PAGE = /^(?:create|build|design|make|write|set up|launch|add)\s+(?:a|an|the|our|one)\s+(?:new\s+)?(?:[\p{L}-]+\s+){0,3}page\b/iu;
/** A new site or app being made is a project of its kind, whatever page it names. */
const WHOLE_SITE = /\b(?:new\s+(?:web\s?sites?|sites?|apps?|shop|store|platform|portal))\b/i;

/**
 * A bug report's template, as GitHub's and most trackers' issue forms write it: "Describe the bug", "To
 * Reproduce", "Expected behavior". Its description is the bug, its steps are how to see it, and the work
 * is to fix it (the steps became tasks, and the whole a website build).
 */
const BUG_REPORT_HEADING =
  /^(?:describe the bug|bug description|what happened|(?:steps )?to reproduce|reproduction(?: steps)?|expected(?: behaviou?r| result)?|actual(?: behaviou?r| result)?|current behaviou?r)\b/i;

/**
 * "bug-fix", "repair" or "change" for a text that is one short change to something existing, else null (the kind is
 * read from its words as before). "Add …" counts only with what it is added to ("to the app").
 */
export function smallChangeKind(parsed: ParsedIdea, text: string): "bug-fix" | "change" | "repair" | null {
  const { items } = parsed;
  const words = text.trim().split(/\s+/).length;
  if (parsed.sections.filter((s) => BUG_REPORT_HEADING.test(s.title)).length >= 2) return "bug-fix";
  if (items.length === 0 || parsed.sections.length > 0) return null;
  // "Two bugs from QA: the login button does nothing on Safari, and the export drops the last row": each is fixed.
  if (COUNTED_FAULTS.test(parsed.statement ?? "") && items.every((item) => item.original === parsed.statement)) return "bug-fix";
  // "Create the pricing page. Can you also add a checkout?": a few changes to one site are still a change.
  // "Update the website footer. Review it on mobile & desktop before it goes live": checking the change is
  // part of it (it was planned as a two-month website build).
  if (items.length > 1) {
    const changes = items.filter((item) => isChange(item.text, true)).length;
    const checks = items.filter((item) => CHECK_STEP.test(item.text.trim())).length;
    return items.length <= MAX_CHANGES && words <= MAX_WORDS * 2 && changes >= 1 && changes + checks === items.length ? "change" : null;
  }
  const item = items[0]?.text ?? "";
  if (words > MAX_WORDS) return null;
  if (SOFTWARE_FAULT.test(item) && CHANGE_VERB.test(item)) return "bug-fix";
  if (REPAIR_VERB.test(item) && (DEVICE_PART.test(item) || (!CONTENT_OBJECT.test(item) && PHYSICAL_THING.test(item)))) return "repair";
  // "Push notifications": one feature named, to be added to the product.
  return isChange(item, false) || isFeatureName(item) ? "change" : null;
}

/** A check of the change itself: "Review it on mobile", "Test the new footer", "Proofread it". */
const CHECK_STEP = /^(?:review|check|test|proofread|verify|double-check|qa|preview)\b/i;

/**
 * A change to content or a product that exists, or one new page of a site ("Create a landing page for the
 * spring sale" is a page, not a website to host and build). "Add …" counts alone only with what it is
 * added to ("to the app"); beside another change it is added to the same thing.
 */
function isChange(item: string, besideOthers: boolean): boolean {
  if (SOFTWARE_FAULT.test(item)) return false;
  if (ONE_PAGE.test(item) && !WHOLE_SITE.test(item)) return true;
  if (!CHANGE_VERB.test(item) || !CONTENT_OBJECT.test(item)) return false;
  return (
    besideOthers ||
    !/^add\b/i.test(item) ||
    /\b(?:to|on|in)\s+(?:the|our|my|your)\b/i.test(item) ||
    isFeatureName(item.replace(/^add\s+/i, ""))
  );
}
