import { SECTION_LINKS } from "./header";
import { Logo } from "./logo";

/** Company and Legal pages do not exist yet (spec 2.2: placeholders), so they are plain text, not dead links. */
const PLACEHOLDER_LISTS = [
  { title: "Company", items: ["About", "Blog", "Careers"] },
  { title: "Legal", items: ["Privacy policy", "Terms of service", "Cookie policy"] },
];

const headingClass = "text-sm font-semibold text-white";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 sm:col-span-3 md:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
            AI project planning for solopreneurs, freelancers, small teams and consultants.
          </p>
          <div id="contact" className="mt-6 max-w-xs scroll-mt-24 rounded-xl border border-slate-800 bg-slate-900 p-4 text-sm">
            <h2 className={headingClass}>Contact sales</h2>
            <p className="mt-1 text-slate-400">Interested in Enterprise? Our sales contact details will be published here soon.</p>
          </div>
        </div>
        <nav aria-label="Product">
          <h2 className={headingClass}>Product</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {SECTION_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="rounded outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-indigo-400">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {PLACEHOLDER_LISTS.map((list) => (
          <div key={list.title}>
            <h2 className={headingClass}>{list.title}</h2>
            <ul className="mt-4 space-y-3 text-sm text-slate-400">
              {list.items.map((item) => (
                <li key={item}>
                  {item} <span className="ml-1 rounded bg-slate-800 px-1.5 py-0.5 text-[10px] font-medium text-slate-300">Soon</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">© {year} Kickoff. All rights reserved.</p>
      </div>
    </footer>
  );
}
