import { Suspense } from "react";
import { Await, useSearchParams } from "react-router";
import { INVITATION_TTL_DAYS } from "../../core/schemas/team";
import { Page } from "../components/layout/page";
import { MyInvitations } from "../components/team/my-invitations";
import { ROLE_DESCRIPTIONS, RoleBadge } from "../components/team/roles";
import { listMyInvitations, listOwnedProjects } from "../components/team/team-data.server";
import { TeamInviteForm } from "../components/team/team-invite-form";
import { TeamPanel } from "../components/team/team-panel";
import { MessagesSquare, ShieldCheck, UserPlus } from "../components/ui/icons";
import { Spinner } from "../components/ui/spinner";
import { Tab, TabList, TabPanel, Tabs } from "../components/ui/tabs";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/team";

export async function loader({ context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  // Not awaited: the page renders at once and both lists stream in ('Loading projects...').
  return {
    projects: user ? listOwnedProjects(env, user.id) : Promise.resolve([]),
    invitations: user ? listMyInvitations(env, user) : Promise.resolve([]),
  };
}

type TabKey = "invite" | "invitations";

/** Spec §2.11 Team Collaboration: invite people to a project you own, and answer your own invitations. */
export default function TeamScreen({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  // The tab lives in the URL (?tab=invitations) so it survives a reload and can be linked to.
  const tab: TabKey = params.get("tab") === "invitations" ? "invitations" : "invite";
  return (
    <Page title="Team Collaboration">
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          setParams(key === "invitations" ? { tab: "invitations" } : {}, { replace: true, preventScrollReset: true })
        }
      >
        <TabList aria-label="Team">
          <Tab id="invite">Invite Members</Tab>
          <Tab id="invitations">Your Invitations</Tab>
        </TabList>
        <TabPanel id="invite">
          <div className="grid gap-6 lg:grid-cols-3">
            <TeamPanel
              id="invite-title"
              icon={UserPlus}
              title="Invite Team Members"
              description="They get an e-mail with a link to join the project with the role you choose."
              className="self-start lg:col-span-2"
            >
              <div className="mt-4">
                <TeamInviteForm projects={loaderData.projects} />
              </div>
            </TeamPanel>
            <div className="grid content-start gap-6">
              <TeamPanel id="chat-title" icon={MessagesSquare} title="Team Chat">
                <p className="mt-3 rounded-lg border border-dashed border-slate-300 py-6 text-center text-sm text-slate-600">
                  Team Chat Coming Soon
                </p>
              </TeamPanel>
              <HowItWorks />
            </div>
          </div>
        </TabPanel>
        <TabPanel id="invitations">
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner label="Loading invitations" />
              </div>
            }
          >
            <Await
              resolve={loaderData.invitations}
              errorElement={
                <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">Failed to load your invitations.</p>
              }
            >
              {(invitations) => <MyInvitations invitations={invitations} />}
            </Await>
          </Suspense>
        </TabPanel>
      </Tabs>
    </Page>
  );
}

function HowItWorks() {
  return (
    <TeamPanel id="how-title" icon={ShieldCheck} title="How it works">
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Invite someone by e-mail to a project you own.</li>
        <li>They open the link in the e-mail and sign in with that address.</li>
        <li>They join the project with the role you chose. Invitations expire after {INVITATION_TTL_DAYS} days.</li>
      </ol>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {ROLE_DESCRIPTIONS.map((r) => (
          <li key={r.role} className="flex flex-col items-start gap-1">
            <RoleBadge role={r.role} />
            <span>{r.text}</span>
          </li>
        ))}
      </ul>
    </TeamPanel>
  );
}
