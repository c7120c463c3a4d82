import { ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from "react-aria-components";

// Tabs with arrow-key navigation and proper tab/tabpanel roles, styled once for the whole app.

export function Tabs({ className = "", ...props }: TabsProps & { className?: string }) {
  return <AriaTabs {...props} className={`flex flex-col ${className}`} />;
}

/**
 * The tab row scrolls sideways when it doesn't fit (phones); while tabs are hidden past the right
 * edge, a fade with an arrow says there are more.
 */
export function TabList<T extends object>({ className = "", ...props }: TabListProps<T> & { className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A pixel or two of slack: scroll positions are fractional on zoomed and high-density screens.
    const update = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 2);
    el.addEventListener("scroll", update, { passive: true });
    // The observer also reports the first size, once the browser has laid the page out anyway: measuring
    // here instead would force a layout of the whole page in the middle of hydration.
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, []);
  return (
    <div className="relative">
      <AriaTabList ref={ref} {...props} className={`flex gap-1 overflow-x-auto border-b border-slate-200 ${className}`} />
      {more && (
        <div
          aria-hidden
          data-testid="tabs-more-hint"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-14 items-center justify-end bg-gradient-to-l from-slate-50 via-slate-50/90 to-transparent pr-0.5"
        >
          <ChevronRight className="h-4 w-4 text-slate-600" />
        </div>
      )}
    </div>
  );
}

export function Tab({ className = "", ...props }: TabProps & { className?: string }) {
  return (
    <AriaTab
      {...props}
      className={`-mb-px cursor-pointer border-b-2 border-transparent px-3 py-2 sm:px-4 text-sm font-medium whitespace-nowrap text-slate-600 outline-none hover:text-slate-900 data-focus-visible:ring-2 data-focus-visible:ring-indigo-500 data-selected:border-indigo-600 data-selected:text-indigo-700 ${className}`}
    />
  );
}

export function TabPanel({ className = "", ...props }: TabPanelProps & { className?: string }) {
  return <AriaTabPanel {...props} className={`pt-6 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${className}`} />;
}
