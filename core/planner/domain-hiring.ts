import { keywords as kw } from "./keywords";
import type { DomainDef } from "./types";

// Hiring someone (issue 20): "Hire a part-time bookkeeper by January" got "Define goals and what done looks
// like", "Check progress at the halfway point" and a retrospective. A hire goes the same way in every small
// team: the role written down, the job posted, applications screened, a shortlist interviewed, an offer.

/** A role someone is employed in: "a senior React developer", "two baristas", "our first sales rep". */
const ROLE =
  "(?:developers?|engineers?|designers?|programmers?|managers?|assistants?|interns?|bookkeepers?|accountants?|marketers?|copywriters?|writers?|editors?|sales ?(?:reps?|people|person|managers?)|salespeople|baristas?|chefs?|cooks?|waiters?|waitresses?|servers?|bartenders?|nann(?:y|ies)|teachers?|tutors?|nurses?|analysts?|scientists?|researchers?|recruiters?|receptionists?|cto|cfo|coo|vp|head of \\w+|people|staff|employees?|team members?|hires?|support (?:agents?|staff)|product owners?|(?:scrum )?masters?|administrators?|admins?|coordinators?|specialists?|consultants?|technicians?)";
/** "Hire a senior React developer", "hire 2 baristas", "hire our first engineer". */
const HIRE_A_ROLE = `hir(?:e|ing)\\s+(?:(?:a|an|our|my|the|two|three|four|five|six|\\d+)\\s+)?(?:[\\w-]+\\s+){0,3}?${ROLE}`;

/** Things hired in the sense of rented. */
const RENTED =
  "vans?|cars?|trucks?|lorr(?:y|ies)|bikes?|boats?|halls?|venues?|rooms?|marquees?|suits?|dress(?:es)?|tux\\w*|equipment|skips?";

/**
 * People recruited for something other than a job: "recruit volunteers" is no hire, nor are a study's
 * participants or a hackathon's sponsors, speakers and judges (issue 20: "Recruit Sponsors" was planned as
 * a hire, from the role's description to the offer).
 */
export const NOT_HIRES =
  "volunteers?|participants?|testers?|members?|players?|users?|subjects?|respondents?|sponsors?|speakers?|judges?|mentors?|partners?|donors?|contributors?|attendees?|helpers?|reviewers?|panel(?:ists|s)?|vendors?|exhibitors?|ambassadors?|beta";
/** "Recruit" naming a hire: not "recruit volunteers" (NOT_HIRES). */
const RECRUIT = `recruit\\w*\\b(?!\\s+(?:\\S+\\s+){0,3}?(?:${NOT_HIRES})\\b)`;
export const RECRUIT_A_HIRE = new RegExp(`\\b${RECRUIT}`, "i");

/** Words that name a hire outright. "Hire a van" is renting one, so "hire" alone is not among them. */
export const HIRING_STRONG = kw([
  HIRE_A_ROLE,
  // "Hiring a van" is renting one; "recruit participants" is a study's, "recruit volunteers" no job.
  // "Fix our hiring process", "a hiring update": about hiring, not a hire.
  `hiring(?!\\s+(?:process\\w*|pipelines?|updates?|freeze|managers?)\\b)(?!\\s+(?:an?|the|our)\\s+(?:${RENTED})\\b)`,
  RECRUIT,
  "job (?:ads?|adverts?|postings?|descriptions?|openings?|offers?|listings?)",
  "vacanc(?:y|ies)",
  "open roles?",
]);
/** "Interview 5 customers about onboarding" is research: interviews and onboarding alone are no hire. */
export const HIRING_WEAK = kw([
  "candidates?",
  "applicants?",
  "cvs?",
  "résumés?",
  "resumes?",
  "shortlist\\w*",
  "job boards?",
  "job interviews?",
  "offer letters?",
  "new starters?",
  "salary",
  "salaries",
  "headcount",
]);

export const HIRING: DomainDef = {
  kind: "hiring",
  label: "hire",
  // "Hire a part-time bookkeeper": the goal said as an item is done once the offer is accepted.
  defaultPhase: "offer",
  stepDays: 3,
  itemDays: 1,
  minWeeks: 4,
  phases: [
    {
      id: "role",
      name: "Role & posting",
      outcome: "The role written down and the job posted where the right people look.",
      keywords: kw([
        "job descriptions?",
        "jds?",
        "role",
        "pay",
        "salary",
        "budget",
        "post\\w*",
        "adverts?",
        "ads?",
        "listings?",
        "job boards?",
        "linkedin",
        "sourc\\w+",
        "referrals?",
        "recruiters?",
        "agency",
      ]),
    },
    {
      id: "selection",
      name: "Screening & interviews",
      outcome: "A shortlist interviewed and the best candidate chosen.",
      keywords: kw([
        "screen\\w*",
        "cvs?",
        "résumés?",
        "resumes?",
        "applications?",
        "shortlist\\w*",
        "interview\\w*",
        "test tasks?",
        "take-home",
        "trial days?",
        "references?",
      ]),
    },
    {
      id: "offer",
      name: "Offer & onboarding",
      outcome: "The offer accepted and the new hire ready for their first day.",
      keywords: kw([
        "offers?",
        "contracts?",
        "negotiat\\w+",
        "start dates?",
        "onboard\\w*",
        "equipment",
        "laptops?",
        "welcome",
        "first day",
      ]),
    },
  ],
  steps: [
    {
      phase: "role",
      at: "start",
      essential: true,
      priority: "high",
      name: "Write the role description",
      description: "What the person will do, the skills it needs, the pay and hours, and how to apply.",
      covers: kw(["job descriptions?", "role descriptions?", "descri\\w+ the role", "jds?"]),
    },
    {
      phase: "role",
      at: "start",
      priority: "high",
      name: "Post the job and ask for referrals",
      description: "Post it where the right people look (job boards, LinkedIn, local groups) and ask your network who they know.",
      covers: kw(["post\\w*", "adverti[sz]\\w*", "job boards?", "linkedin", "referrals?", "sourc\\w+", "recruiters?", "agency"]),
    },
    {
      phase: "selection",
      at: "start",
      essential: true,
      priority: "high",
      name: "Screen applications and pick a shortlist",
      description: "Read every application against the must-have skills and choose the few to interview.",
      covers: kw(["screen\\w*", "cvs?", "résumés?", "resumes?", "applications?", "shortlist\\w*"]),
    },
    {
      phase: "selection",
      essential: true,
      name: "Interview the shortlisted candidates",
      description: "The same questions for everyone, a short practical task if the role suits one, and notes written right after.",
      covers: kw(["interview\\w*"]),
    },
    {
      phase: "selection",
      at: "end",
      name: "Check references",
      description: "Talk to one or two people who worked with your favourite candidate before you offer.",
      covers: kw(["references?"]),
    },
    {
      phase: "offer",
      at: "start",
      essential: true,
      priority: "high",
      name: "Make the offer and agree a start date",
      description: "Offer by phone, then in writing with pay, hours and start date; tell the other candidates kindly.",
      covers: kw(["offers?", "contracts?", "negotiat\\w+", "start dates?"]),
    },
    {
      phase: "offer",
      at: "end",
      name: "Prepare their first week",
      description: "Accounts, equipment and a buddy ready, and a plan for the first days so they can start doing real work.",
      covers: kw(["onboard\\w*", "first (?:day|week)", "equipment", "laptops?", "welcome"]),
    },
  ],
};
