import { Form } from "react-router";
import { useKeyboard } from "../keyboard/keyboard-context";
import { Search } from "../ui/icons";

/**
 * Searches projects and tasks; results open on the projects page (works without JavaScript too). The
 * hint under the box says how: Enter here, or the command palette for results while typing.
 */
export function DashboardSearch() {
  const { openPalette } = useKeyboard();
  return (
    <Form method="get" action="/projects" role="search" className="relative w-full sm:w-96">
      <label htmlFor="dashboard-search" className="sr-only">
        Search projects, tasks or resources
      </label>
      <Search className="pointer-events-none absolute top-5 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <input
        id="dashboard-search"
        type="search"
        name="q"
        required
        maxLength={100}
        placeholder="Search projects and tasks"
        aria-describedby="dashboard-search-hint"
        className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
      <p id="dashboard-search-hint" className="mt-1 text-xs text-slate-600">
        Press Enter to search, or{" "}
        <button
          type="button"
          onClick={openPalette}
          className="rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <kbd className="font-sans">/</kbd> for results as you type
        </button>
      </p>
    </Form>
  );
}
