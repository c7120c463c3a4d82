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

export function TabList<T extends object>({ className = "", ...props }: TabListProps<T> & { className?: string }) {
  return <AriaTabList {...props} className={`flex gap-1 overflow-x-auto border-b border-slate-200 ${className}`} />;
}

export function Tab({ className = "", ...props }: TabProps & { className?: string }) {
  return (
    <AriaTab
      {...props}
      className={`-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-600 outline-none hover:text-slate-900 data-focus-visible:ring-2 data-focus-visible:ring-indigo-500 data-selected:border-indigo-600 data-selected:text-indigo-700 ${className}`}
    />
  );
}

export function TabPanel({ className = "", ...props }: TabPanelProps & { className?: string }) {
  return <AriaTabPanel {...props} className={`pt-6 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${className}`} />;
}
