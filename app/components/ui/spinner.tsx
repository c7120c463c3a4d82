export function Spinner({ label = "Loading", className = "h-5 w-5" }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <span className={`animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600 ${className}`} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
