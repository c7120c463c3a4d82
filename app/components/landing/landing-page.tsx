import { Banner } from "./banner";
import { FinalCta } from "./cta";
import { Features } from "./features";
import { Footer } from "./footer";
import { Header } from "./header";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { Pricing } from "./pricing";
import { Stats } from "./stats";
import { Testimonials } from "./testimonials";

/** The marketing page (spec 2.2). app-layout renders it for visitors on every path except /accept-invitation. */
export function LandingPage({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <title>AI project planner | Kickoff</title>
      <meta
        name="description"
        content="Kickoff turns your ideas into action plans with AI: tasks, milestones, priorities and timelines for solopreneurs, freelancers, small teams and consultants."
      />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-indigo-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus:ring-2 focus:ring-indigo-500"
      >
        Skip to content
      </a>
      <Banner signedIn={signedIn} />
      <Header signedIn={signedIn} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero signedIn={signedIn} />
        <Stats />
        <Features />
        <HowItWorks />
        <Testimonials />
        <Pricing signedIn={signedIn} />
        <FinalCta signedIn={signedIn} />
      </main>
      <Footer />
    </div>
  );
}
