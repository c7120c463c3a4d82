import { AiProjectCreator } from "../ai/ai-project-creator";
import { Page } from "../layout/page";
import { AtAGlance, type Glance } from "./at-a-glance";
import { DashboardSearch } from "./dashboard-search";

/** A member's dashboard (spec §2.3): search, invitations, the AI project creator and, below it, the
 * user's numbers and recent projects. */
export function DashboardScreen({ glance }: { glance: Promise<Glance> | null }) {
  return (
    <Page title="Dashboard" heading="Project Dashboard" actions={<DashboardSearch />}>
      <p className="mb-6 text-slate-600">Create a new project by describing what you want to build!</p>
      <section aria-labelledby="creator-heading" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="creator-heading" className="text-lg font-semibold">
          Project Creator AI
        </h2>
        <div className="mt-4">
          <AiProjectCreator />
        </div>
      </section>
      {glance && <AtAGlance glance={glance} />}
    </Page>
  );
}
