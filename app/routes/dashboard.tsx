import { Bell, Search } from "lucide-react";
import { AiProjectCreator } from "../components/ai/ai-project-creator";
import { Page } from "../components/layout/page";

export default function Dashboard() {
  return (
    <Page
      title="Dashboard"
      heading="Project Dashboard"
      actions={
        <div className="flex items-center gap-2">
          <label className="relative">
            <span className="sr-only">Search</span>
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <input
              type="search"
              placeholder="Search projects, tasks or resources..."
              className="h-10 w-72 max-w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm"
            />
          </label>
          <button type="button" aria-label="Notifications" className="relative rounded-md p-2 hover:bg-slate-100">
            <Bell className="h-5 w-5" aria-hidden />
            <span className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-red-500" aria-hidden />
          </button>
        </div>
      }
    >
      <p className="mb-6 text-slate-600">Create a new project by describing what you want to build!</p>
      <section aria-labelledby="creator-heading" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="creator-heading" className="text-lg font-semibold">
          Project Creator AI
        </h2>
        <div className="mt-4">
          <AiProjectCreator />
        </div>
      </section>
    </Page>
  );
}
