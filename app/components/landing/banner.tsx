import { Gift } from "../ui/icons";
import { useLoginHref } from "./cta-link";

export const PROMO_TEXT = "1 month free with a yearly plan";

/** The top promo banner (spec 1 and 9: "1 month free with a yearly plan"). */
export function Banner({ signedIn }: { signedIn: boolean }) {
  const login = useLoginHref();
  return (
    <aside aria-label="Promotion" className="bg-gradient-to-r from-indigo-700 via-indigo-600 to-violet-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm">
        <p className="inline-flex items-center gap-2 font-medium">
          <Gift aria-hidden="true" className="size-4 shrink-0" />
          <span>{PROMO_TEXT}</span>
        </p>
        {!signedIn && (
          <a
            href={login}
            className="rounded font-semibold underline decoration-white/60 underline-offset-4 outline-none hover:decoration-white focus-visible:ring-2 focus-visible:ring-white"
          >
            Start your free trial
          </a>
        )}
      </div>
    </aside>
  );
}
