import type { LucideIcon } from "../ui/icons";

/**
 * A card of the team screens: a titled section (named by its heading), an optional icon before the
 * title and a line of description under it.
 */
export function TeamPanel({
  id,
  title,
  icon: Icon,
  description,
  className = "",
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  icon?: LucideIcon;
  description?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h2 id={id} className={`${Icon ? "flex items-center gap-2 " : ""}text-lg font-semibold text-slate-900`}>
        {Icon && <Icon className="h-5 w-5 text-indigo-600" aria-hidden />}
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}
