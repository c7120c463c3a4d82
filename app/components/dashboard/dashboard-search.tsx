import { Search } from "lucide-react";
import { Form } from "react-router";

/** Searches projects and tasks; results open on the projects page (works without JavaScript too). */
export function DashboardSearch() {
  return (
    <Form method="get" action="/projects" role="search" className="relative">
      <label htmlFor="dashboard-search" className="sr-only">
        Search projects, tasks or resources
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        id="dashboard-search"
        type="search"
        name="q"
        required
        maxLength={100}
        placeholder="Search projects, tasks or resources..."
        className="h-10 w-72 max-w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
    </Form>
  );
}
