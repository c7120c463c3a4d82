/** A screen's frame: the page title (spec: "{title} | Kickoff"), a heading and optional actions. */
export function Page({
  title,
  heading,
  actions,
  children,
}: {
  title: string;
  heading?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <title>{`${title} | Kickoff`}</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{heading ?? title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

export function ComingSoon({ text }: { text: string }) {
  return <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">{text}</div>;
}
