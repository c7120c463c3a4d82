import { CalendarClock, Compass, ListOrdered, type LucideIcon, SquareKanban, Wand2, Workflow } from "../ui/icons";
import { SectionHeading } from "./section-heading";

/** Spec 1: the landing page's promises. */
const FEATURES: Array<{ icon: LucideIcon; title: string; text: string; tone: string }> = [
  {
    icon: Wand2,
    title: "Ideas into action plans",
    text: "Describe an idea in your own words, paste a spec or drop in a chat thread. Get tasks, milestones, a timeline and priorities back.",
    tone: "from-indigo-500 to-violet-500",
  },
  {
    icon: ListOrdered,
    title: "AI task prioritisation",
    text: "Know what matters today. Every task gets a high, medium or low priority, so the most important work rises to the top.",
    tone: "from-violet-500 to-fuchsia-500",
  },
  {
    icon: CalendarClock,
    title: "Auto-scheduling",
    text: "Tasks get due dates and a timeline automatically, so the schedule is ready the moment the plan is.",
    tone: "from-sky-500 to-indigo-500",
  },
  {
    icon: Compass,
    title: "AI tool discovery",
    text: "Get AI tool recommendations for each task and a deep analysis of your project, so you can work smarter, not longer.",
    tone: "from-emerald-500 to-teal-500",
  },
  {
    icon: Workflow,
    title: "Automation workflows",
    text: "Plans that schedule themselves on working days, live boards that need no refresh, and two-way sync with Jira, Asana, monday.com and Smartsheet.",
    tone: "from-amber-500 to-orange-500",
  },
  {
    icon: SquareKanban,
    title: "Team collaboration on live boards",
    text: "Invite teammates with roles, share projects and watch cards move across the board as work happens.",
    tone: "from-rose-500 to-pink-500",
  },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything you need to go from idea to done"
          intro="Kickoff does the planning busywork so you can spend your time on the work itself."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, tone }) => (
            <li
              key={title}
              className="group flex gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 p-5 transition-all sm:block sm:p-6 hover:-translate-y-0.5 hover:border-indigo-200 hover:bg-white hover:shadow-lg hover:shadow-indigo-900/5"
            >
              <span className={`inline-grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-white shadow-sm ${tone}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
