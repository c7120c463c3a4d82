import { Menu, X } from "../ui/icons";
import { landingButton, SignUpLink, useLoginHref } from "./cta-link";
import { Logo } from "./logo";
import { useMobileMenu } from "./use-mobile-menu";

export const SECTION_LINKS = [
  { href: "#features", label: "Features" },
  { href: "#how-it-works", label: "How it works" },
  { href: "#pricing", label: "Pricing" },
  { href: "#testimonials", label: "Testimonials" },
] as const;

const MENU_ID = "landing-mobile-menu";

const navLink =
  "rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-600 outline-none lg:px-3 transition-colors hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500";

/** Sticky header: section anchors, Log in / Sign Up Free (or Go to Dashboard), and a collapsible menu below 768px. */
export function Header({ signedIn }: { signedIn: boolean }) {
  const login = useLoginHref();
  const menu = useMobileMenu();

  return (
    <header ref={menu.headerRef} className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a
          href="/"
          className="-m-1 rounded-lg p-1 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          aria-label="Kickoff home"
        >
          <Logo />
        </a>

        <nav aria-label="Main" className="hidden md:block">
          <SectionLinks className="flex items-center gap-1" linkClassName={navLink} />
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {signedIn ? (
            <SignUpLink label="Sign Up Free" signedIn size="sm" />
          ) : (
            <>
              <a href={login} className={landingButton("ghost", "sm")}>
                Log in
              </a>
              <SignUpLink label="Sign Up Free" signedIn={false} size="sm" />
            </>
          )}
        </div>

        <button
          ref={menu.toggleRef}
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 md:hidden"
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          aria-label={menu.open ? "Close menu" : "Open menu"}
          onClick={menu.toggle}
        >
          {menu.open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>
      </div>

      <MobileMenu open={menu.open} close={menu.close} signedIn={signedIn} login={login} />
    </header>
  );
}

function SectionLinks({ className, linkClassName, onClick }: { className: string; linkClassName: string; onClick?: () => void }) {
  return (
    <ul className={className}>
      {SECTION_LINKS.map((l) => (
        <li key={l.href}>
          <a href={l.href} onClick={onClick} className={linkClassName}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The menu below 768px: the same anchors and sign-in links, each closing the menu when followed. */
function MobileMenu({ open, close, signedIn, login }: { open: boolean; close: () => void; signedIn: boolean; login: string }) {
  return (
    <div id={MENU_ID} hidden={!open} className="border-t border-slate-200 bg-white md:hidden">
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3">
        <SectionLinks className="flex flex-col" linkClassName={`${navLink} block py-3 text-base`} onClick={close} />
        <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-4">
          {signedIn ? (
            <SignUpLink label="Sign Up Free" signedIn onClick={close} />
          ) : (
            <>
              <a href={login} onClick={close} className={landingButton("secondary", "md")}>
                Log in
              </a>
              <SignUpLink label="Sign Up Free" signedIn={false} onClick={close} />
            </>
          )}
        </div>
      </nav>
    </div>
  );
}
