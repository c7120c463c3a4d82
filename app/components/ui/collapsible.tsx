import { Button, Disclosure, DisclosurePanel, Heading } from "react-aria-components";
import { ChevronDown } from "./icons";

/** A titled section that opens and closes (a disclosure: button with aria-expanded + region). */
export function Collapsible({
  title,
  children,
  defaultExpanded = false,
}: {
  title: string;
  children: React.ReactNode;
  defaultExpanded?: boolean;
}) {
  return (
    <Disclosure defaultExpanded={defaultExpanded} className="group rounded-lg border border-slate-200 bg-white">
      <Heading className="m-0">
        <Button
          slot="trigger"
          className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-semibold text-slate-800 outline-none hover:bg-slate-50 data-focus-visible:ring-2 data-focus-visible:ring-indigo-500"
        >
          {title}
          <ChevronDown className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-data-expanded:rotate-180" aria-hidden />
        </Button>
      </Heading>
      <DisclosurePanel className="px-4 pb-4 text-sm text-slate-600">{children}</DisclosurePanel>
    </Disclosure>
  );
}
