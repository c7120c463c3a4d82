/**
 * A list read in the browser, in its four states: the load error, a loading line while it is null,
 * a dashed note when it is empty, else the list itself (`children`).
 */
export function LoadedList<T>({
  items,
  error,
  loadingText,
  emptyText,
  children,
}: {
  items: T[] | null;
  error: string | null;
  loadingText: string;
  emptyText: string;
  children: (items: T[]) => React.ReactNode;
}) {
  if (error)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {error}
      </p>
    );
  if (items === null) return <p className="py-6 text-center text-sm text-slate-500">{loadingText}</p>;
  if (items.length === 0)
    return <p className="rounded-lg border border-dashed border-slate-300 py-6 text-center text-sm text-slate-500">{emptyText}</p>;
  return children(items);
}
