/** The Kickoff mark (same drawing as the favicon) and word. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id={`kickoff-mark-${tone}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#kickoff-mark-${tone})`} />
        <path d="M10 22V10h3v5l5-5h4l-6 6 6 6h-4l-5-5v5z" fill="#fff" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}>Kickoff</span>
    </span>
  );
}
