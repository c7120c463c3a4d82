/** The eyebrow + h2 + intro used at the top of each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "dark",
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: "dark" | "light";
}) {
  const light = tone === "light";
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className={`text-sm font-semibold tracking-wide uppercase ${light ? "text-indigo-200" : "text-indigo-600"}`}>{eyebrow}</p>
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${light ? "text-white" : "text-slate-900"}`}>
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 text-base leading-relaxed text-balance sm:text-lg ${light ? "text-indigo-100" : "text-slate-600"}`}>{intro}</p>
      )}
    </div>
  );
}
