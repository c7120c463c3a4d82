import { SignUpLink } from "./cta-link";

/** The final call to action. */
export function FinalCta({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 px-6 py-14 text-center shadow-2xl shadow-indigo-900/20 sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_20rem_at_85%_0%,rgb(255_255_255/0.18),transparent_70%),radial-gradient(25rem_20rem_at_0%_100%,rgb(56_189_248/0.25),transparent_70%)]"
        />
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready to kick off your next project?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-indigo-100 sm:text-lg">
          Turn your next idea into a plan you can act on today. Start on the free Starter plan and upgrade when you need more.
        </p>
        <div className="mt-8 flex justify-center">
          <SignUpLink
            label="Start for free"
            signedIn={signedIn}
            variant="light"
            size="lg"
            arrow
            className="focus-visible:ring-offset-indigo-700"
          />
        </div>
      </div>
    </section>
  );
}
