import { Skeleton } from "../ui/skeleton";

/** Placeholders for the analytics while they load (and while the chart code loads). */
export function AnalyticsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="sr-only" role="status">
        Loading analytics…
      </p>
      <Skeleton className="h-24 w-full" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {["a", "b", "c", "d"].map((k) => (
          <Skeleton key={k} className="h-72 w-full" />
        ))}
      </div>
    </div>
  );
}
