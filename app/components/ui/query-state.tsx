import type { UseInfiniteQueryResult, UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api";
import { Button } from "./button";
import { Skeleton } from "./skeleton";

/**
 * What a panel shows for a read (decision 118): a skeleton with a spoken label while it loads (and while
 * "Try again" reloads), the server's message with "Try again" when it failed, else the panel's content.
 * A refetch that finds the data already there keeps showing it, so saved changes never flash a skeleton.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorFallback,
  className = "mt-4",
  skeleton,
  loading,
  children,
}: {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  /** Read to screen readers while it loads, e.g. "Loading API tokens". */
  loadingLabel: string;
  /** The message when the server gave none. */
  errorFallback: string;
  /** Spacing above the state, as the panel had it. */
  className?: string;
  /** The placeholder's shape; two lines by default. */
  skeleton?: ReactNode;
  /** A placeholder that speaks for itself (a spinner with its own status role), shown instead of the wrapper. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || (query.isError && query.isFetching)) {
    if (loading) return <>{loading}</>;
    return (
      <div className={`${className} space-y-2`} role="status" aria-label={loadingLabel}>
        {skeleton ?? (
          <>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-6 w-1/2" />
          </>
        )}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className={`${className} text-sm text-red-700`}>
        {errorMessage(query.error, errorFallback)}{" "}
        <Button variant="ghost" size="sm" onPress={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
