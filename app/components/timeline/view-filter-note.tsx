// Issue 25: when the Tasks tab's view filters the tasks, the Timeline draws only those, and says so.

export function ViewFilterNote({ shown, total, onClearView }: { shown: number; total: number; onClearView?: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-900" role="status">
      The timeline shows the {shown} of {total} tasks in the view from the Tasks tab.
      {onClearView && (
        <button
          type="button"
          onClick={onClearView}
          className="font-medium underline outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          Show all tasks
        </button>
      )}
    </p>
  );
}
