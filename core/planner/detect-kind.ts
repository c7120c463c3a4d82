import { HIRING_STRONG, HIRING_WEAK } from "./domain-hiring";
import { SOFTWARE_KINDS } from "./domain-software";
import { keywords as kw } from "./keywords";
import { countMatches } from "./text";
import type { ProjectKind } from "./types";
import { GETTING_READY_FOR } from "./vocabulary";

// Scores the idea against each project kind. Strong signals name the kind outright ("website",
// "conference"); weak ones only lean ("launch" shows up in every kind of plan).

interface Signals {
  strong: RegExp;
  weak: RegExp;
}

/**
 * A talk, paper or poster given at an event, not the event: "conference talk", "meetup slides". So are a
 * speech, a gift or an outfit for one: "Write my wedding speech" got a whole wedding to host.
 */
const NOT_A_TALK =
  "(?!\\s+(?:talks?|presentations?|keynotes?|papers?|posters?|abstracts?|slides|submissions?|proposals?|speech(?:es)?|toasts?|vows|gifts?|cards?|photos|albums?|playlists?|dress(?:es)?|suits?|outfits?)\\b)";

/**
 * "Sell my old iPhone on eBay", "fix the cracked iPad": a phone someone owns is a thing to sell or mend,
 * not a platform to build for (it got an app's plan). "our iPhone app", "an Android version" still are.
 */
const DEVICE_AS_PLATFORM =
  "(?:iphone|ipad|android)(?=\\s+(?:apps?|versions?|users?|clients?|builds?|widgets?)\\b)|(?<!\\b(?:my|old|new|used|broken|cracked|spare|an?|his|her|their|your|mum's|dad's)\\s)(?:iphone|ipad|android)";

const SIGNALS: Record<Exclude<ProjectKind, "generic" | "change" | "bug-fix" | "repair">, Signals> = {
  website: {
    strong: kw(
      [
        "websites?",
        "web ?sites?",
        "web ?pages?",
        "landing ?pages?",
        "home ?pages?",
        "wordpress",
        "webflow",
        "squarespace",
        "wix",
        "online (?:store|shop)",
        "web ?shop",
        "online ?shop",
        "e-?commerce",
        "storefront",
        "woocommerce",
        "site web",
        "site internet",
        "webseite",
        "internetseite",
        "homepage",
        "saas",
        "web ?apps?",
        "web application",
        "webapp",
      ],
      ["ウェブサイト", "ホームページ", "サイト"],
    ),
    weak: kw([
      "site",
      "web",
      // A spec that talks in interface parts is software, whatever its examples mention.
      "buttons?",
      "placeholders?",
      "modals?",
      "dialogs?",
      "wizard",
      "badges?",
      "sidebar",
      "dropdowns?",
      "search box",
      "inline",
      "tabs?",
      "domain",
      "hosting",
      "seo",
      "pages?",
      "blog",
      "cms",
      "shopify",
      "browsers?",
      "online menu",
      "shop",
      "checkout",
      "cart",
      "dns",
      "redirects?",
    ]),
  },
  "mobile-app": {
    strong: kw(
      [
        "mobile apps?",
        "ios",
        DEVICE_AS_PLATFORM,
        "app store",
        "play store",
        "react native",
        "flutter",
        "swiftui",
        "testflight",
        "application mobile",
        "handy-?app",
        "smartphone app",
      ],
      ["アプリ", "スマホ", "モバイル"],
    ),
    weak: kw(["apps?", "push notifications?", "offline", "tablets?", "swift", "kotlin", "appli"]),
  },
  "marketing-campaign": {
    strong: kw(
      [
        "campaigns?",
        "marketing",
        "advertising",
        "ad campaign",
        "influencers?",
        "brand awareness",
        "content calendar",
        "editorial calendar",
        "content plan",
        "campagne",
        "kampagne",
        "werbung",
      ],
      ["キャンペーン", "マーケティング", "広告", "宣伝"],
    ),
    weak: kw([
      "ads",
      "instagram",
      "tiktok",
      "facebook",
      "linkedin",
      "newsletters?",
      "leads",
      "funnel",
      "promotions?",
      "promote",
      "engagement",
      "followers",
      "conversions?",
      "ppc",
      "google ads",
      "seo",
      "social media",
    ]),
  },
  event: {
    strong: kw(
      [
        "events?",
        // "Conference talk in May": giving a talk at one is no event to host.
        // "Trip to Berlin for the conference", "register at the conference": one attended, not hosted.
        `(?<!\\b(?:for|at|attend|attending|to)\\s+(?:the|a)\\s+)conferences?${NOT_A_TALK}`,
        `meetups?${NOT_A_TALK}`,
        `meet-ups?${NOT_A_TALK}`,
        `weddings?${NOT_A_TALK}`,
        `(?<!third-)part(?:y|ies)${NOT_A_TALK}`,
        // "discovery workshop next week, wireframes by Dec 18": a working session of a project is no event.
        "(?<!(?:discovery|kick-?off|design|planning|requirements|scoping|ux|strategy|alignment)\\s)workshops?",
        "summit",
        "festival",
        "gala",
        "fundraiser",
        "hackathon",
        "webinar",
        "offsite",
        "retreat",
        `ceremony${NOT_A_TALK}`,
        "concert",
        "exhibition",
        "trade show",
        "expo",
        `reunion${NOT_A_TALK}`,
        `birthday${NOT_A_TALK}`,
        "bbq",
        "barbecue",
        "picnic",
        "potluck",
        "housewarming",
        "(?:baby|bridal) showers?",
        "christening",
        "baptism",
        "(?:bar|bat) mitzvah",
        "surprise party",
        "\\d+(?:st|nd|rd|th) birthday",
        "surprise \\d+(?:st|nd|rd|th)",
        "événement",
        "conférence",
        "soirée",
        "mariage",
        "veranstaltung",
        "konferenz",
        "hochzeit",
        "feier",
      ],
      ["イベント", "勉強会", "カンファレンス", "結婚式", "懇親会", "合宿"],
    ),
    weak: kw([
      "venue",
      "attendees",
      "guests",
      "catering",
      "rsvps?",
      "tickets",
      "speakers",
      "agenda",
      "invitations?",
      "invites",
      "sponsors?",
      "registration",
    ]),
  },
  research: {
    strong: kw(
      [
        "research",
        // "Study for the bar exam", "join a study group": learning, not a study to run.
        "study(?!\\s+(?:for|group|groups|session|sessions|plan|buddy|hard))",
        "studies",
        "survey",
        "user interviews",
        "literature review",
        "thesis",
        "dissertation",
        "experiments?",
        "hypothes[ie]s",
        "recherche",
        "étude",
        "enquête",
        "forschung",
        "studie",
        "umfrage",
      ],
      ["調査", "研究", "論文"],
    ),
    weak: kw([
      "interviews?",
      "analysis",
      "analy[sz]e",
      "data",
      "findings",
      "insights",
      "report",
      "paper",
      "participants",
      "sample",
      "questionnaire",
      "benchmark",
    ]),
  },
  "product-launch": {
    strong: kw(
      [
        "product launch",
        "go-to-market",
        "gtm",
        "product ?hunt",
        "launch plan",
        "launch day",
        "press kit",
        "new product",
        "lancement",
        "markteinführung",
        "produktlaunch",
      ],
      ["ローンチ", "新製品", "発売"],
    ),
    weak: kw([
      "launch\\w*",
      "release",
      "beta",
      "waitlist",
      "pricing",
      "announce\\w*",
      "early access",
      "customers",
      "press",
      "positioning",
      "saas",
    ]),
  },
  "internal-tool": {
    strong: kw(
      [
        "internal tools?",
        "internal apps?",
        "admin panel",
        "admin dashboard",
        "back ?office",
        "intranet",
        "internal dashboard",
        "ops tool",
        "internal system",
        "employee portal",
        "internes tool",
        "outil interne",
      ],
      ["社内ツール", "社内システム", "業務システム"],
    ),
    weak: kw(
      [
        "internal",
        "dashboards?",
        "employees",
        "staff",
        "crm",
        "automat\\w+",
        "workflows?",
        "spreadsheets?",
        "airtable",
        "retool",
        "reporting",
        "inventory",
        "tooling",
        "support team",
        "ops",
        "admin",
        "back-office",
      ],
      ["社内", "業務"],
    ),
  },
  // Last, so a tie goes to the kind the hire is for ("Hire a DJ for the party" is the party's).
  hiring: { strong: HIRING_STRONG, weak: HIRING_WEAK },
};

const ORDER = Object.keys(SIGNALS) as Array<Exclude<ProjectKind, "generic" | "change" | "bug-fix" | "repair">>;

const TECHNICAL = /\b(?:migrat\w*|databases?|mysql|postgres\w*|sql|schema|backend|api|server|deploy\w*|legacy)\b/i;

/** The kind with the most evidence; the headline counts double because it states the intent. */
/** "refreshing the brand before the March conference": the event a headline dates its work by is not the work. */
const TIME_CLAUSE = /\s+(?:before|after|until|till|ahead of|in time for|for the|by the)\s+.*$/is;

/** "Write the best man speech for Tom's wedding", "Buy a gift for Mia's party": a thing for the event, not it. */
const FOR_AN_EVENT =
  /^\p{L}+\s+(?:(?:a|an|the|my|our|his|her|their)\s+)?(?:[\p{L}'’-]+\s+){0,2}(?:speech(?:es)?|toasts?|vows|gifts?|presents?|cards?|dress(?:es)?|suits?|outfits?|playlists?|talks?|slides|presentations?)\s+for\b/iu;

/**
 * "GDPR audit for our SaaS by end of Q1", "Accessibility audit of the website": checking a product is no
 * build of one (it got sitemaps, wireframes and a launch).
 */
const AN_AUDIT = /\b(?:audits?|assessments?|pen-?tests?|penetration tests?|compliance (?:checks?|reviews?))\b/i;
/** "Archiving the old WordPress site", "Shut down the forum", "Back up the shop": winding a product down builds none. */
const A_WIND_DOWN =
  /\b(?:archiv(?:e|es|ed|ing)|back(?:ing)?[- ]?up|decommission\w*|shut(?:ting)?\s+down|sunset(?:ting)?|tak(?:e|ing)\s+down|retir(?:e|ing))\b/i;
/** "Split settings/page.tsx", "Refactor the settings component": reworking code that exists builds no product. */
const A_REFACTOR = /\b(?:refactor\w*|split(?:ting)?|decompos\w+|extract(?:ing)?|clean(?:ing)?[- ]?up|tech(?:nical)? debt|restructur\w+)\b/i;
const A_BUILD = /\b(?:build|create|develop|launch|redesign|rebuild|make|set up)\b/i;
/** "Migrate our 40 WordPress sites to a new host": moving what exists to other hosting builds no site. */
const A_HOSTING_MOVE =
  /\b(?:migrat\w+|mov(?:e|es|ing)|transfer\w*)\b[^.!?]{0,60}?\b(?:to|onto)\s+(?:(?:a|an|the|our)\s+)?(?:new\s+|another\s+|different\s+)?(?:host(?:ing)?|server|provider|vps|cloud|aws|gcp|azure|kubernetes|k8s)\b/i;

const SOFTWARE_RELEASE =
  /\b(?:changelog|release branch|tag(?:ged|ging)?\s+(?:the\s+)?(?:release|v?\d)|v?\d+\.\d+\.\d+|semver|npm|pypi|crates\.io|merge\w*\s+into\s+(?:main|master)|tests?\s+(?:pass|are passing)|tar\.gz|s3 bucket|release process|release manager|migrat\w+\s+(?:\S+\s+){0,4}?to\s+(?:postgres\w*|mysql|mariadb|sqlite|mongo\w*|rds|aurora|dynamodb|redis|(?:the\s+)?new\s+(?:database|db|server|cluster))|database migration|staging (?:environment|server)|rds instance)\b/i;

/** "Release checklist for version 5.2.1", "Prepare the 2.3.0 release": a version of software shipped. */
const A_VERSION = /\b(?:releases?|versions?|v?\d+\.\d+\.\d+)\b/i;

const ABOUT_HIRING =
  /\b(?:documentation|docs|handbook|guide(?:lines)?|polic(?:y|ies)|templates?|system|software|tool|app|platform|dashboard|portal|feature)\b/i;

const LEAD_CLAUSE_END = /[:：,;]|\s+and\s+/;

/** Strong and weak matches of a kind, a weak word inside a strong phrase not counted again ("landing page"). */
function signalCounts({ strong, weak }: Signals, text: string): { strong: number; weak: number } {
  const lower = text.toLowerCase();
  return { strong: countMatches(strong, lower), weak: countMatches(weak, lower.replace(strong, " ")) };
}

const GETTING_READY = new RegExp(`^(?:(?:i|we)\\s+(?:need|have|want)\\s+to\\s+)?${GETTING_READY_FOR}`, "i");

export function detectKind(headline: string, body: string): ProjectKind {
  let best: ProjectKind = "generic";
  // One strong word deep in the body is not enough: a welcome party does not make an office move an event.
  let bestScore = 6.5;
  const head = headline.replace(TIME_CLAUSE, "");
  for (const kind of ORDER) {
    // "Open the pop-up shop by November 23: print flyers, stock shelves, hire staff": a hire among the
    // work is one task of it; the plan is a hire only when its opening clause says so.
    const inHead = signalCounts(SIGNALS[kind], kind === "hiring" ? (head.split(LEAD_CLAUSE_END)[0] ?? "") : head);
    const inText = signalCounts(SIGNALS[kind], body);
    // A kind is never guessed from one word (issue 20): "launch" alone does not make a rocket a product launch.
    if (inHead.strong + inHead.weak + inText.strong + inText.weak < 2) continue;
    // "Data migration — legacy MySQL into Postgres: import nine years of production data": data and a report
    // in a technical text are no study without a word that names one (it got research questions).
    if (kind === "research" && inHead.strong + inText.strong === 0 && TECHNICAL.test(body)) continue;
    // "Prepare for my job interview at Google on Dec 9: …, research the team": getting ready for a day, whose
    // steps may research and interview, is no study (it got "Analyse the data" after the interview).
    if (kind === "research" && GETTING_READY.test(head)) continue;
    if (kind === "event" && FOR_AN_EVENT.test(head)) continue;
    // "Release checklist: make sure all tests pass, put updates in the changelog, tag release 1.0.0": shipping
    // a version of software is no product launch without a word that names one (it got positioning and pricing),
    // nor is moving one onto another database ("Migrate release and release-ee to Postgres").
    if (kind === "product-launch" && inHead.strong + inText.strong === 0 && SOFTWARE_RELEASE.test(body)) continue;
    // A hire is named outright, or by two of its words in the headline ("Interview the shortlisted
    // candidates"); an offer letter button and candidates' records in a spec are software about hiring, and
    // "Documentation for interviewing and hiring" is a document.
    if (kind === "hiring" && ((inHead.strong + inText.strong === 0 && inHead.weak < 2) || ABOUT_HIRING.test(head))) continue;
    if (
      SOFTWARE_KINDS.has(kind) &&
      (AN_AUDIT.test(head) || A_WIND_DOWN.test(head) || A_REFACTOR.test(head) || A_HOSTING_MOVE.test(head)) &&
      !A_BUILD.test(head)
    )
      continue;
    // "New release checklist for version 5.2.1 … update the website with the new release": shipping a
    // version builds no website (it got a sitemap and wireframes) unless the headline names one.
    if (SOFTWARE_KINDS.has(kind) && inHead.strong === 0 && A_VERSION.test(head) && SOFTWARE_RELEASE.test(`${head}\n${body}`)) continue;
    const inBody = 3 * inText.strong + inText.weak;
    // Long specs repeat words; a log keeps fifty mentions from drowning out the headline.
    const score = 2 * (3 * inHead.strong + inHead.weak) + 3 * Math.log2(1 + inBody);
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}
