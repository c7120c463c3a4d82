import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

// Spec §8: one toast at a time, a title and a description, optionally destructive, max width 420px.

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});
export const useToast = () => useContext(ToastContext);

const TOAST_MS = 5000;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const seq = useRef(0);
  const show = useCallback((t: ToastInput) => setToast({ ...t, id: ++seq.current }), []);
  const value = useMemo(() => show, [show]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.variant === "destructive" ? TOAST_MS * 1.6 : TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const destructive = toast?.variant === "destructive";
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        // Bottom centre on wider screens, clear of the forms' main buttons (bottom right); at the top on
        // phones, compact, where it doesn't cover the keyboard or the thumb's reach.
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-2 sm:top-auto sm:bottom-4 sm:p-4"
        role={destructive ? "alert" : "status"}
        aria-live={destructive ? "assertive" : "polite"}
      >
        {toast && (
          <div
            key={toast.id}
            data-testid="toast"
            data-variant={toast.variant ?? "default"}
            className={`pointer-events-auto flex w-full max-w-[420px] items-start gap-3 rounded-lg border px-3 py-2 shadow-lg sm:p-4 ${
              destructive ? "border-red-600 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold sm:text-base">{toast.title}</p>
              {toast.description && (
                <p
                  className={`mt-0.5 line-clamp-2 whitespace-pre-line text-sm sm:mt-1 sm:line-clamp-none ${destructive ? "text-red-50" : "text-slate-600"}`}
                >
                  {toast.description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => setToast(null)}
              aria-label="Dismiss notification"
              className={`rounded p-1 ${destructive ? "hover:bg-red-700" : "hover:bg-slate-100"}`}
            >
              <CloseIcon />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

// Drawn inline rather than taken from lucide-react: every page loads this file, and the icon library's base
// would come with it (docs/decisions/009-first-load-budget.md).
function CloseIcon() {
  return (
    <svg className="h-4 w-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
