import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

/** The comments while they load. */
export function CommentsLoading() {
  return (
    <div className="space-y-2" role="status" aria-label="Loading comments">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-2/3" />
    </div>
  );
}

/** The comments could not be loaded: why, and Try again. */
export function CommentsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}{" "}
      <Button variant="ghost" size="sm" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
