import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { readChat } from "../../core/planner/chat";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20: notes, checklists and threads as people paste them. Each case lost items, took a date that
// was none, or took a person for the plan's name.

const TODAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const own = (idea: string) => plan(idea).tasks.filter((t) => !t.suggested);

describe("meeting notes", () => {
  const notes =
    "Meeting notes 24 Nov\nAttendees: Ana, Ben, Chloe\n\nDiscussed the Q1 roadmap. Pricing still open.\n\nAction items:\nAna to draft the pricing proposal by Dec 3\nBen will set up the staging environment\nChloe - interview 5 customers about onboarding\nEveryone: review the roadmap doc before Friday";

  it("keeps every action item, the one after a name and a dash given to that person, and everyone's", () => {
    const tasks = own(notes);
    expect(tasks.map((t) => t.name)).toEqual([
      "Draft the pricing proposal",
      "Set up the staging environment",
      "Interview 5 customers about onboarding",
      "Review the roadmap doc",
    ]);
    expect(tasks.map((t) => t.description)).toEqual(expect.arrayContaining([expect.stringContaining("For Chloe.")]));
  });

  it("'the Q1 roadmap' names a roadmap, not the plan's end", () => {
    expect(plan(notes).timeline.endDate < "2027-01-01").toBe(true);
    expect(plan("Update the Q1 roadmap and share it with the team").timeline.endDate < "2027-01-01").toBe(true);
    // A quarter said as a time still is one.
    expect(plan("Launch the new pricing page in Q1").timeline.endDate).toBe("2027-03-31");
  });

  it("is named by the work, not by the first person listed", () => {
    expect(plan("Action items:\nAna to draft the pricing proposal by Dec 3\nBen will set up the staging environment").name).toBe(
      "Pricing Proposal",
    );
  });
});

describe("a retrospective and a meeting's record", () => {
  it("plans the action items, not what went well or wrong, and gives 'Team: write …' to the team", () => {
    const retro =
      "Retro, sprint 9\n\nWhat went well\n- releases were calm\n- pairing on the importer\n\nWhat didn't go well\n- standups ran long\n- flaky end-to-end tests\n\nAction items\n- [ ] Ben: quarantine the flaky end-to-end tests\n- [ ] Ana: cut the Monday standup to 10 minutes\n- [ ] Team: write a rollback runbook";
    expect(own(retro).map((t) => t.name)).toEqual([
      "Quarantine the flaky end-to-end tests",
      "Cut the Monday standup to 10 minutes",
      "Write a rollback runbook",
    ]);
  });

  it("under 'Updates', news is background but an order is work ('Update the README', 'Bump the version')", () => {
    const issue =
      "Docs cleanup\n\n### Updates\n- Update the README with the new flags\n- Bump the version in the install guide\n- the old page was archived last week";
    expect(own(issue).map((t) => t.name)).toEqual(["Update the README with the new flags", "Bump the version in the install guide"]);
  });

  it("a trip's 'Highlights' are what to do there, no meeting's record", () => {
    const trip = "Lisbon trip in May\n\n### Highlights\n- Ride tram 28\n- Visit the Belém tower\n- Day trip to Sintra";
    expect(own(trip).map((t) => t.name)).toEqual(expect.arrayContaining(["Ride tram 28", "Visit the Belém tower", "Day trip to Sintra"]));
  });

  it("an issue's 'Discussion' holds open points: its question is a decision to make", () => {
    const issue =
      "Search revamp\n\n## Discussion\n- Should we switch to Postgres full-text search?\n- Move the index build to a nightly job";
    expect(own(issue).map((t) => t.name)).toEqual([
      "Decide whether to switch to Postgres full-text search",
      "Move the index build to a nightly job",
    ]);
  });

  it("a 'Decisions' list is what was settled; the next steps are the work", () => {
    const followUp =
      "Notes from the kickoff call with the bakery\n\nDecisions:\n* Keep the old logo\n* Go live mid-February\n\nNext steps:\n1. Send the sitemap for sign-off\n2. Collect photos of the cakes\n3. Draft the menu page";
    expect(own(followUp).map((t) => t.name)).toEqual([
      "Send the sitemap for sign-off",
      "Collect photos of the cakes",
      "Draft the menu page",
    ]);
  });

  it("plans a recap that hands out work by name, and a step dated by the event it moved comes after work due sooner", () => {
    const recap =
      "Hi all, recap of today's call.\n\nWe agreed to move the beta to March 3. Tom is going to fix the password reset bug before the beta. Priya will refresh the pricing page copy by Friday.\n\nThanks, Dana";
    const tasks = generateEmbeddedPlan(recap, new Date("2026-11-25T00:00:00Z")).tasks.filter((t) => !t.suggested);
    const due = Object.fromEntries(tasks.map((t) => [t.name, t.dueDate]));
    // Friday is two days away; it waited for the beta behind the bug, listed before it.
    expect(due["Refresh the pricing page copy"]).toBe("2026-11-27");
    expect(due["Fix the password reset bug before the beta"]).toBe("2027-03-03");
  });
});

describe("a board's minutes", () => {
  const minutes =
    "Minutes, committee meeting 2 Dec\nPresent: R. Diaz, M. Chen, T. Okafor\n1. Accounts for 2026 approved.\n2. Fundraising gala: M. Chen to confirm the venue by 12 Dec; T. Okafor to draft the sponsor letter.\n3. Newsletter: R. Diaz to collect three printing quotes.";

  it("gives each action of a topic to the person named before it, initial and all; what was approved is done", () => {
    const tasks = own(minutes).filter((t) => !t.done);
    expect(tasks.map((t) => t.name).sort()).toEqual(["Collect three printing quotes", "Confirm the venue", "Draft the sponsor letter"]);
    expect(
      own(minutes)
        .filter((t) => t.done)
        .map((t) => t.name),
    ).toEqual(["Approve the accounts for 2026"]);
    const venue = tasks.find((t) => t.name === "Confirm the venue");
    // By Saturday the 12th: the working day before.
    expect(venue?.dueDate).toBe("2026-12-11");
    expect(venue?.description).toContain("For M. Chen.");
  });

  it("is no plan for the gala it mentions: no event steps are suggested beside the actions", () => {
    expect(plan(minutes).tasks.filter((t) => t.suggested)).toEqual([]);
  });
});

describe("a follow-up written as one paragraph", () => {
  it("reads '1) … 2) … 3) …' inside a line as the list it numbers, and 'Hey team -' greets", () => {
    const mail =
      "Hey team - following our call, next steps are: 1) send the quote to procurement 2) book the site visit with the client 3) set up the project folder. Target is to start Jan 11.";
    const p = plan(mail);
    expect(p.name).toBe("Call Follow-Up");
    expect(own(mail).map((t) => t.name)).toEqual([
      "Send the quote to procurement",
      "Book the site visit with the client",
      "Set up the project folder",
    ]);
  });

  it("gives each person their part of a standup update, the one under way too", () => {
    const update =
      "Update after standup: Mia will finish the release notes by Wednesday, Tariq is fixing the PDF export, and we need someone to test the invite flow before Friday.";
    const tasks = own(update);
    expect(tasks.map((t) => t.name).sort()).toEqual([
      "Find someone to test the invite flow",
      "Finish the release notes",
      "Fix the PDF export",
    ]);
    expect(tasks.find((t) => t.name === "Fix the PDF export")?.description).toContain("For Tariq.");
  });
});

describe("a tracker's meeting issue", () => {
  it("'Meeting | Spring review - March 3' is named after the label, without the day", () => {
    const notes =
      "Meeting | Spring review - March 3\n\nNext steps\n- [ ] Share the review notes in the wiki\n- [ ] Book a follow-up with the two leads\n- [ ] Update the onboarding checklist";
    expect(plan(notes).name).toBe("Spring Review");
  });

  it("a weekly session's notes: 'Lead(s): @a @b' names people, and the action items get no event steps", () => {
    const notes =
      "Design Weekly Jam\n\n- Lead(s): @mo @liv\n- Notetaker: @mo\n\n### Updates\n\n- icons: two drafts\n\n### Action items\n\n| Action item | Owner |\n| -- | -- |\n| Post the icon drafts for feedback | @liv |\n| Book the usability session room | @mo |";
    const p = plan(notes);
    expect(p.tasks.map((t) => t.name)).toEqual(["Post the icon drafts for feedback", "Book the usability session room"]);
  });
});

describe("a chat thread", () => {
  it("reads 'deadline is Dec 10' as the plan's end, not 'the Q4 report' as the quarter's", () => {
    const chat =
      "[10:02] dana: we need the Q4 report for the board\n[10:03] eli: I can pull the numbers\n[10:04] dana: great, and someone needs to make the slides\n[10:05] fay: on it\n[10:06] dana: deadline is Dec 10";
    const p = plan(chat);
    expect(p.timeline.endDate).toBe("2026-12-10");
    expect(p.tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Pull the numbers", "Make the slides"]));
  });

  it("is named by the work asked about ('… what's left?'), and 'aiming for the 15th' dates a step, not names it", () => {
    const chat =
      "[09:12] Noor: ok so for the podcast launch what's left?\n[09:13] Ivo: I still need to pick the intro music and record the trailer\n[09:14] Noor: I can edit the first episode, aiming for the 15th\n[09:15] Ivo: nice";
    const p = plan(chat);
    expect(p.name).toBe("Podcast Launch");
    const edit = p.tasks.find((t) => t.name.startsWith("Edit the first episode"));
    expect(edit?.name).toBe("Edit the first episode");
    expect(edit?.dueDate).toBe("2026-12-15");
  });

  it("'Raj can you sort out parking passes?' asks Raj for the work, with no comma after his name", () => {
    const chat =
      "Thread: studio move\nJen: the movers come on the 20th\nRaj: we still need to order shelving and move the phone line\nJen: I'll call the phone company today. Raj can you sort out parking passes?\nRaj: yep, and I'll get new keys cut";
    const task = own(chat).find((t) => /parking passes/.test(t.name));
    expect(task?.name).toBe("Sort out parking passes");
    expect(task?.description).toContain("Raj");
  });
});

describe("checklists", () => {
  it("reads the empty boxes of chat apps and Notion (⬜ ◻) as items, like ☐", () => {
    const names = own(
      "🚀 Launch checklist\n✅ Landing page live\n⬜ Press kit\n⬜ Product Hunt post\n◻️ Email the waitlist\n⬜ Tweet thread",
    ).map((t) => t.name);
    for (const item of ["Press kit", "Product Hunt post", "Email the waitlist", "Tweet thread"]) expect(names.join(" | ")).toContain(item);
  });

  it("keeps the steps after a label of several words ('On the day: disconnect the servers, supervise the movers')", () => {
    const names = own(
      "Move to the new office\n\nBefore: pack the archive, label the boxes, book the movers\nOn the day: disconnect the servers, supervise the movers\nAfter: unpack, set up the desks, test the network",
    ).map((t) => t.name);
    expect(names).toEqual([
      "Pack the archive",
      "Label the boxes",
      "Book the movers",
      "Disconnect the servers",
      "Supervise the movers",
      "Unpack",
      "Set up the desks",
      "Test the network",
    ]);
  });

  it("reads three or more short lines without bullets as a list, whatever word each starts with", () => {
    expect(
      own(
        "Garage sale\n\nPrice tags\nSigns for the street\nPost on Facebook marketplace\nBorrow tables from Jim\nCash box with change",
      ).map((t) => t.name),
    ).toEqual(["Price tags", "Signs for the street", "Post on Facebook marketplace", "Borrow tables from Jim", "Cash box with change"]);
    // A signature under the list is not part of it.
    const signed = own("Launch plan:\n\nLanding page copy\nPricing table\nDemo video\n\nBest,\nAnna Smith\nHead of Marketing\nAcme Inc");
    expect(signed.map((t) => t.name).sort()).toEqual(["Demo video", "Landing page copy", "Pricing table"]);
  });

  it("a tick at a line's end marks it done and leaves the name; a dash before a bare verb names its object, not an owner", () => {
    const wedding = "Wedding - June 12\n\nVenue ✔\nPhotographer - book by Jan\nDress fittings (Feb, Apr)\nMenu tasting\nHoneymoon flights";
    const tasks = own(wedding);
    // "by Jan" dates the booking (January's last working day) and leaves its name.
    expect(tasks.map((t) => t.name).slice(0, 2)).toEqual(["Venue", "Book the photographer"]);
    expect(tasks[1]?.dueDate).toBe("2027-01-29");
    expect(tasks.map((t) => t.name)).toEqual(expect.arrayContaining(["Dress fittings (Feb, Apr)", "Menu tasting", "Honeymoon flights"]));
    expect(tasks[1]?.description ?? "").not.toContain("For Photographer");
    expect(own("Launch prep\n- Landing page ✅\n- Press kit\n- Launch email to the waitlist").map((t) => t.name)[0]).toBe("Landing page");
  });
});

describe("tracker exports", () => {
  it("keeps items that open with their key, read by their words with the key after them", () => {
    const p = plan(
      "PROJ-101 Onboarding revamp\nSubtasks:\nPROJ-102 Redesign welcome screen\nPROJ-103 Add progress checklist\nPROJ-104 Send day-3 nudge email\nPROJ-105 Track activation in Amplitude",
    );
    expect(p.name).toBe("Onboarding Revamp");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Redesign welcome screen (PROJ-102)",
      "Add progress checklist (PROJ-103)",
      "Send day-3 nudge email (PROJ-104)",
      "Track activation in Amplitude (PROJ-105)",
    ]);
    expect(
      own("Offline mode\n- [ ] #412 Cache the last 50 boards in IndexedDB\n- [ ] #413 Queue writes while offline").map((t) => t.name),
    ).toEqual(["Cache the last 50 boards in IndexedDB (#412)", "Queue writes while offline (#413)"]);
    // "#1 priority" is a rank, not an issue.
    expect(own("Launch plan\n- #1 priority is the signup flow\n- Write the FAQ\n- Record a demo").map((t) => t.name)[0]).toBe(
      "#1 priority is the signup flow",
    );
  });

  it("a 'Timeline:' line after an 'Out of scope' list dates the plan instead of being left out with it", () => {
    const p = plan(
      "Scope\n- Stripe checkout for annual plans\n- Proration when upgrading\n- Invoices in the customer portal\n\nOut of scope\n- PayPal\n- Coupons\n\nTimeline: ship before Jan 15",
    );
    expect(p.timeline.endDate).toBe("2027-01-14");
    expect(p.tasks.map((t) => t.name).join(" | ")).not.toMatch(/PayPal|Coupons/);
  });

  it("reads 'R1:' as a requirement's number, not a person in a chat, and keeps every requirement", () => {
    const p = plan(
      "Requirements\nR1: Users can export their data as CSV\nR2: Admins can delete a workspace\nR3: Audit log for every admin action\nR4 (nice to have): SSO with Okta",
    );
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Users can export their data as CSV (R1)",
      "Admins can delete a workspace (R2)",
      "Audit log for every admin action (R3)",
      "SSO with Okta (R4)",
    ]);
    expect(p.tasks.find((t) => t.name === "SSO with Okta (R4)")?.priority).toBe("low");
    // A handle with digits is still a person talking.
    const chat = readChat([
      "jo42: can you book the venue?",
      "sam7: sure, on it",
      "jo42: thanks! also order the catering",
      "sam7: ok will do",
    ]);
    expect(chat?.map((m) => m.speaker)).toEqual(["jo42", "sam7", "jo42", "sam7"]);
    // "Q1:" is a time, not a requirement's number: the roadmap's line stays dated by it.
    const roadmap = plan("Roadmap\nQ1: launch the beta\nQ2: open signups\nQ3: ship the mobile app");
    expect(roadmap.tasks.find((t) => t.name === "Launch the beta")?.dueDate).toBe("2027-03-31");
  });

  it("'(@jo)' after the work gives it to jo; '- booked' after it ticks it off", () => {
    const tasks = own("Compliance todo\n- update privacy policy (@jo)\n- cookie banner (@sam)\n- data retention job");
    expect(tasks.map((t) => t.name)).toEqual(["Update privacy policy", "Cookie banner", "Data retention job"]);
    expect(tasks[0]?.description).toContain("@jo");
    const trip = own("Trip to Lisbon (Mar 3-7)\n* flights - booked\n* travel insurance\n* pack adapters").map((t) => t.name);
    // A trip's bare list is booked or bought (decision 173); the ticked line is the booking, done.
    expect(trip.slice(0, 3)).toEqual(["Book flights", "Buy travel insurance", "Pack adapters"]);
  });
});

describe("proposals and tool exports", () => {
  it("'First, we add …, Second, we migrate …, Finally, we remove …' are the proposal's three steps", () => {
    const p = plan(
      "Proposal\n\nFirst, we add a feature flag for the new editor. Second, we migrate existing docs in batches of 1,000. Finally, we remove the old editor once 95% of docs are migrated.",
    );
    expect(p.name).toBe("Feature Flag for the New Editor");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => t.name)).toEqual([
      "Add a feature flag for the new editor",
      "Migrate existing docs in batches of 1,000",
      "Remove the old editor once 95% of docs are migrated",
    ]);
    // What happened, told in order, asks for nothing.
    expect(() => plan("First, we found the bug. Then we fixed it. Finally we shipped the patch.")).toThrow(PlanRefusal);
  });

  it("a 'Section:' row and a Notion toggle (▸) head the short lines under them, one or two of them too", () => {
    const p = plan(
      "Section: Design\nHomepage mockup\nMobile nav\nSection: Build\nCMS setup\nContact form\nSection: Launch\nDNS switch\nAnnounce on LinkedIn",
    );
    const names = p.tasks.filter((t) => !t.suggested).map((t) => t.name);
    expect(names).toEqual(["Homepage mockup", "Mobile nav", "CMS setup", "Contact form", "DNS switch", "Announce on LinkedIn"]);
    expect(names.join(" | ")).not.toContain("Section");
    // A label before a list of work on one line is no section row.
    expect(own("Party prep\nList: buy balloons, order the cake, send invites").map((t) => t.name)).toEqual([
      "Buy balloons",
      "Order the cake",
      "Send invites",
    ]);
    expect(
      own("▸ Research\n    competitor pricing\n    user interviews (5)\n▸ Build\n    pricing page\n    checkout").map((t) => t.name),
    ).toEqual(["Competitor pricing", "User interviews (5)", "Pricing page", "Checkout"]);
  });
});

describe("a plain list in another language", () => {
  it("is planned when its title names the work, each line a task as written", () => {
    expect(own("Umzug im März\n\nKartons besorgen\nUmzugswagen mieten\nNachsendeauftrag\nInternet kündigen").map((t) => t.name)).toEqual([
      "Kartons besorgen",
      "Umzugswagen mieten",
      "Nachsendeauftrag",
      "Internet kündigen",
    ]);
    expect(own("Mudanza en marzo\n\nComprar cajas\nAlquilar la furgoneta\nCambiar la dirección\nDar de baja internet")).toHaveLength(4);
  });

  it("short lines of chat, a poem or a release's changes are no list", () => {
    for (const text of [
      "Hey all\nquick update\nthe build is green again\nthanks Jo",
      "Roses are red\nViolets are blue\nSugar is sweet\nAnd so are you",
      "Release 2.4\nfixed the login bug\nbumped deps\nnew icons",
    ])
      expect(() => plan(text), text).toThrow(PlanRefusal);
  });
});
