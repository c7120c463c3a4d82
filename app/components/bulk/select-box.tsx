// Bulk edit (issue 25): the checkbox that ticks a row or a card. A native checkbox, so Space ticks it
// and screen readers say its state; the click is read (not the change) to know whether Shift was held,
// which ticks every task from the last one ticked. It stops the click, so ticking does not also move
// the row or card selection that j/k, e and a act on.

export function SelectBox({
  name,
  checked,
  onToggle,
  className = "",
}: {
  /** The task's name: the box is called "Select “name”". */
  name: string;
  checked: boolean;
  onToggle: (range: boolean) => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      checked={checked}
      aria-label={`Select “${name}”`}
      data-bulk-select
      onChange={() => {}}
      onClick={(e) => {
        e.stopPropagation();
        onToggle(e.shiftKey);
      }}
      className={`h-4 w-4 cursor-pointer rounded border-slate-300 accent-indigo-600 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${className}`}
    />
  );
}
