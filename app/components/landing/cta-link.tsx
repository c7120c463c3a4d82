import { useLocation } from "react-router";
import { ArrowRight } from "../ui/icons";

export const LOGIN_HREF = "/api/login";

/**
 * The sign-in link. A visitor who opened a deep link (a shared project, /import-data…) sees the
 * landing page there (spec §2.1) and, once signed in, lands back on that page (issue 21). The server
 * only follows a same-origin path (safeRedirect).
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return pathname === "/" ? LOGIN_HREF : `${LOGIN_HREF}?next=${encodeURIComponent(pathname + search)}`;
}
export const DASHBOARD_HREF = "/dashboard";

const variants = {
  primary: "bg-indigo-600 text-white shadow-sm shadow-indigo-600/25 hover:bg-indigo-700 active:bg-indigo-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  light: "bg-white text-indigo-700 shadow-sm hover:bg-indigo-50",
  outlineLight: "border border-white/40 text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "h-9 px-3.5 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
} as const;

export type LandingButtonVariant = keyof typeof variants;

/** Button look for the landing page's links (larger than the app's buttons, same focus ring). */
export function landingButton(variant: LandingButtonVariant = "primary", size: keyof typeof sizes = "md", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 ${variants[variant]} ${sizes[size]} ${extra}`;
}

/**
 * A sign-up button. Visitors go to /api/login (served by the API, hence a plain <a>, not a router Link);
 * signed-in users see "Go to Dashboard" instead.
 */
export function SignUpLink({
  label,
  signedIn,
  variant = "primary",
  size = "md",
  className = "",
  arrow = false,
  onClick,
}: {
  label: string;
  signedIn: boolean;
  variant?: LandingButtonVariant;
  size?: keyof typeof sizes;
  className?: string;
  arrow?: boolean;
  onClick?: () => void;
}) {
  const login = useLoginHref();
  return (
    <a href={signedIn ? DASHBOARD_HREF : login} className={landingButton(variant, size, className)} onClick={onClick}>
      {signedIn ? "Go to Dashboard" : label}
      {arrow && <ArrowRight aria-hidden="true" className="size-4" />}
    </a>
  );
}
