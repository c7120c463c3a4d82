import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { invitedEmail } from "../../worker/services/invitations";
import {
  Accepting,
  type AcceptState,
  Joined,
  MissingToken,
  NotAccepted,
  SignInToAccept,
} from "../components/team/accept-invitation-states";
import { MailOpen } from "../components/ui/icons";
import { ApiError, api, errorDetails, errorMessage, readJson } from "../lib/api";
import { invalidateAfter } from "../lib/query-keys";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/accept-invitation";

// Spec §2.12. Reachable signed out (routes.ts puts it outside the app layout), so the loader reads
// the session itself. Acceptance is a POST from the browser, never part of the GET: mail scanners
// that prefetch links must not be able to spend the invitation.

const REDIRECT_MS = 3000;
const FAILED = "Failed to accept invitation. The invitation may have expired or already been accepted.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const token = new URL(request.url).searchParams.get("token")?.trim() || null;
  // Signed out: the sign-in page is offered with the invited address already filled in.
  const invited = !user && token ? await invitedEmail(context.cloudflare.env, token) : null;
  return { signedIn: !!user, email: user?.email ?? null, token, invited };
}

export default function AcceptInvitation({ loaderData }: Route.ComponentProps) {
  const { signedIn, email, token, invited } = loaderData;
  const navigate = useNavigate();
  const client = useQueryClient();
  const started = useRef(false);
  const acceptance = useMutation({
    mutationFn: (json: { token: string }) => readJson(api.invitations.accept.$post({ json })),
    onSuccess: () => invalidateAfter(client, "acceptInvitation"),
  });
  const { mutate } = acceptance;
  const accept = () => {
    if (token) mutate({ token });
  };

  let state: AcceptState = { kind: "idle" };
  if (acceptance.isSuccess) state = { kind: "success", projectId: acceptance.data.projectId };
  else if (acceptance.isError) {
    const err = acceptance.error;
    // 403: the invitation was sent to another address; accepting again from this account must fail.
    state = {
      kind: "error",
      message: errorMessage(err, FAILED),
      wrongAccount: err instanceof ApiError && err.status === 403,
      projectId: memberOf(err),
    };
  } else if (acceptance.isPending || (signedIn && token)) state = { kind: "pending" };

  // Once per visit: a failure waits for the Accept Invitation button instead of retrying by itself.
  useEffect(() => {
    if (!signedIn || !token || started.current) return;
    started.current = true;
    mutate({ token });
  }, [signedIn, token, mutate]);

  const joined = state.kind === "success" ? state.projectId : null;
  useEffect(() => {
    if (joined === null) return;
    const timer = setTimeout(() => navigate(`/projects/${joined}`), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [joined, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 to-slate-50 p-4">
      <title>Accept Invitation | Kickoff</title>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg">
        <a href="/" className="font-bold text-indigo-600">
          Kickoff
        </a>
        <h1 className="mt-4 flex items-center gap-2 text-xl font-semibold text-slate-900">
          <MailOpen className="h-6 w-6 text-indigo-600" aria-hidden />
          Project invitation
        </h1>
        <div className="mt-4">
          <Body state={state} signedIn={signedIn} token={token} invited={invited} onRetry={accept} />
        </div>
        {signedIn && email && state.kind !== "success" && <p className="mt-6 text-xs text-slate-600">Signed in as {email}</p>}
      </div>
    </main>
  );
}

function Body({
  state,
  signedIn,
  token,
  invited,
  onRetry,
}: {
  state: AcceptState;
  signedIn: boolean;
  token: string | null;
  invited: string | null;
  onRetry: () => void;
}) {
  if (!token) return <MissingToken />;
  if (!signedIn) return <SignInToAccept token={token} invited={invited} />;
  if (state.kind === "pending") return <Accepting />;
  if (state.kind === "success") return <Joined />;
  return <NotAccepted state={state} token={token} onRetry={onRetry} />;
}

/** A spent invitation of a project the user is in: the server names the project (issue 21). */
function memberOf(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  return errorDetails(err, z.object({ projectId: z.number() }))?.projectId ?? null;
}
