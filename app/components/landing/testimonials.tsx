import { Quote } from "../ui/icons";
import { SectionHeading } from "./section-heading";

const TESTIMONIALS = [
  {
    quote:
      "I pasted a messy brain-dump about relaunching my shop and got back milestones, tasks and a timeline I actually stuck to. It feels like having an operations partner.",
    name: "Priya Raman",
    role: "Solopreneur, founder of a ceramics studio",
    initials: "PR",
    tone: "from-indigo-500 to-violet-500",
  },
  {
    quote:
      "Client kickoffs used to eat my whole Monday. Now I describe the brief, tweak the plan and share a live board with the client the same afternoon.",
    name: "Jonas Berg",
    role: "Freelance brand designer",
    initials: "JB",
    tone: "from-sky-500 to-indigo-500",
  },
  {
    quote:
      "Prioritisation and auto-scheduling keep our whole team on the same page. The board updates live, so our stand-ups are short and focused.",
    name: "Alicia Moreno",
    role: "Agency lead, 12-person digital studio",
    initials: "AM",
    tone: "from-rose-500 to-orange-500",
  },
];

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="Loved by people who plan for a living" />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50/60 p-6 sm:p-7">
                <Quote aria-hidden="true" className="size-7 text-indigo-300" />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br text-sm font-bold text-white ${t.tone}`}
                  >
                    {t.initials}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
