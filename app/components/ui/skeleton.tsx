/** A grey placeholder block while content loads; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}
