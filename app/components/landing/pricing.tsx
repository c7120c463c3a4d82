import { Check, Gift } from "../ui/icons";
import { PROMO_TEXT } from "./banner";
import { landingButton, SignUpLink } from "./cta-link";
import { SectionHeading } from "./section-heading";

/**
 * Where "Contact sales" leads. The spec names no sales address, so rather than invent one it points at the
 * footer's contact note; swap in a real mailto: here when there is one.
 */
export const SALES_CONTACT_HREF = "#contact";

type Plan = {
  name: string;
  price: string;
  unit?: string;
  blurb: string;
  features: string[];
  popular?: boolean;
  cta: { kind: "signup"; label: string } | { kind: "sales"; label: string };
};

/** Spec 9, word for word (the first letter is capitalised with CSS only). */
export const PLANS: Plan[] = [
  {
    name: "Starter",
    price: "$0",
    unit: "/month",
    blurb: "For trying Kickoff on your next idea.",
    features: ["up to 3 projects", "basic AI task generation", "1 integration"],
    cta: { kind: "signup", label: "Get started" },
  },
  {
    name: "Pro",
    price: "$19",
    unit: "/user/month",
    blurb: "For freelancers and growing teams.",
    features: ["unlimited projects", "advanced AI planning tools", "10 integrations", "priority support"],
    popular: true,
    cta: { kind: "signup", label: "Start your free trial" },
  },
  {
    name: "Enterprise",
    price: "Custom",
    blurb: "For organisations with bigger needs.",
    features: ["unlimited everything", "custom AI model training", "dedicated account manager", "SLA and premium support"],
    cta: { kind: "sales", label: "Contact sales" },
  },
];

export function Pricing({ signedIn }: { signedIn: boolean }) {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-heading"
          eyebrow="Pricing"
          title="Simple pricing that grows with you"
          intro="Start free, upgrade when your projects and your team grow."
        />
        <p className="mt-6 flex justify-center">
          <span className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-1.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
            <Gift aria-hidden="true" className="size-4" />
            {PROMO_TEXT}
          </span>
        </p>
        <ul className="mx-auto mt-12 grid max-w-md gap-6 md:max-w-none md:grid-cols-3 md:items-stretch lg:gap-8">
          {PLANS.map((plan) => (
            <li
              key={plan.name}
              className={`relative flex flex-col rounded-2xl p-7 ${
                plan.popular
                  ? "bg-gradient-to-b from-indigo-600 to-violet-700 text-white shadow-xl shadow-indigo-900/20 md:-my-3 md:py-10"
                  : "border border-slate-200 bg-white text-slate-900"
              }`}
            >
              {plan.popular && (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold whitespace-nowrap text-amber-950 shadow">
                  Most popular
                </p>
              )}
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p className={`mt-1 text-sm ${plan.popular ? "text-indigo-100" : "text-slate-600"}`}>{plan.blurb}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
                {plan.unit && (
                  <span className={`text-sm font-medium ${plan.popular ? "text-indigo-100" : "text-slate-600"}`}>{plan.unit}</span>
                )}
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2.5">
                    <Check
                      aria-hidden="true"
                      className={`mt-0.5 size-4 shrink-0 ${plan.popular ? "text-indigo-200" : "text-indigo-600"}`}
                    />
                    <span className="block first-letter:uppercase">{f}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-8">
                {plan.cta.kind === "signup" ? (
                  <SignUpLink label={plan.cta.label} signedIn={signedIn} variant={plan.popular ? "light" : "primary"} className="w-full" />
                ) : (
                  <a href={SALES_CONTACT_HREF} className={landingButton("secondary", "md", "w-full")}>
                    {plan.cta.label}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
