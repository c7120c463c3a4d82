import { ClipboardList, type LucideIcon, MessageSquareText, SquareKanban } from "../ui/icons";
import { SectionHeading } from "./section-heading";

const STEPS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: MessageSquareText,
    title: "Describe your idea",
    text: "Write a few sentences, paste a spec or a chat thread. No templates, no blank boards.",
  },
  {
    icon: ClipboardList,
    title: "Review the AI plan",
    text: "Get a name, description, milestones, tasks and a timeline. Edit anything before you save it.",
  },
  {
    icon: SquareKanban,
    title: "Run it on a live board",
    text: "Save it as a project, invite your team with roles, and move tasks to done together on a board that updates live.",
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-heading" eyebrow="How it works" title="From idea to plan in three steps" />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute top-7 right-[16.67%] left-[16.67%] hidden h-px bg-gradient-to-r from-indigo-200 via-violet-300 to-indigo-200 md:block"
          />
          <ol className="relative grid gap-8 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="relative flex gap-4 md:flex-col md:items-center md:text-center">
                <span className="relative inline-grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-indigo-600 shadow-md ring-1 ring-indigo-100">
                  <Icon aria-hidden="true" className="size-6" />
                  <span className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-indigo-600 text-xs font-bold text-white ring-2 ring-white">
                    {i + 1}
                  </span>
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">
                    <span className="sr-only">Step {i + 1}: </span>
                    {title}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-pretty text-slate-600 md:mx-auto md:max-w-xs">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
