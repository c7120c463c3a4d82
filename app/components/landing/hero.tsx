import { Check } from "../ui/icons";
import { landingButton, SignUpLink } from "./cta-link";
import { HeroDemo } from "./hero-demo";
import { TypingHeadline } from "./typing-headline";

export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,var(--color-indigo-100),transparent_70%),radial-gradient(40rem_30rem_at_100%_10%,var(--color-violet-100),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:px-8">
        <div className="text-center lg:text-left">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold text-indigo-700 shadow-sm">
            <span className="size-1.5 rounded-full bg-indigo-500" />
            Your AI project manager
          </p>
          <TypingHeadline id="hero-heading" />
          <p className="mx-auto mt-6 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg lg:mx-0">
            Describe an idea and Kickoff turns it into an action plan with milestones, prioritised tasks and a timeline. Then run it with
            your team on a live board.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <SignUpLink label="Start for free" signedIn={signedIn} size="lg" arrow />
            <a href="#how-it-works" className={landingButton("secondary", "lg")}>
              See how it works
            </a>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-slate-600 lg:justify-start">
            {["Free Starter plan", "Works without any setup", "Live team boards"].map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroDemo />
      </div>
    </section>
  );
}
