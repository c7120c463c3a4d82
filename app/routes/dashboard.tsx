import { listMyInvitations } from "../../worker/services/invitations";
import { invitationNotifiedProjects, unreadCount } from "../../worker/services/notifications";
import { AiProjectCreator } from "../components/ai/ai-project-creator";
import { DashboardSearch } from "../components/dashboard/dashboard-search";
import { NotificationsButton } from "../components/dashboard/notifications-button";
import { Page } from "../components/layout/page";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  if (!user) return { pending: [], unread: 0 };
  const [invitations, unread, notified] = await Promise.all([
    listMyInvitations(env, user),
    unreadCount(env, user.id),
    invitationNotifiedProjects(env, user.id),
  ]);
  // Invitations already in the notifications list are not listed (or counted) twice.
  return { pending: invitations.filter((i) => i.status === "pending" && !notified.includes(i.projectId)), unread };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Page
      title="Dashboard"
      heading="Project Dashboard"
      actions={
        <div className="flex items-center gap-2">
          <DashboardSearch />
          <NotificationsButton pending={loaderData.pending} unread={loaderData.unread} />
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
