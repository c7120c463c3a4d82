/**
 * Three figures, as spec §1 asks, but only ones the product itself backs (issue 21, decision 041):
 * the spec's survey-style claims had no study behind them. test/unit/landing-figures.test.ts holds
 * each to the code it describes (not imported here: the landing page's bundle stays small).
 */
export const STATS = [
  { value: "4", label: "tools to sync with: Jira, Asana, monday.com and Smartsheet" },
  { value: "500", label: "tasks brought over from one Trello, Jira or Asana export" },
  { value: "0", label: "refreshes needed: boards update live for everyone" },
] as const;

export function Stats() {
  return (
    <section aria-labelledby="stats-heading" className="border-y border-slate-200 bg-slate-900 py-14 text-white sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="text-center text-sm font-semibold tracking-wide text-indigo-200 uppercase">
          Kickoff by the numbers
        </h2>
        <dl className="mt-8 grid gap-8 text-center sm:grid-cols-3 sm:gap-4">
          {STATS.map((s) => (
            <div key={s.value} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-slate-300 sm:text-base">{s.label}</dt>
              <dd className="bg-gradient-to-r from-indigo-300 via-violet-300 to-sky-300 bg-clip-text text-5xl font-extrabold tracking-tight text-transparent sm:text-6xl">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
