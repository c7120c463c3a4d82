import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, MailOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { invitedEmail } from "../../worker/services/invitations";
import { Button, ButtonLink, buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { ApiError, api, errorMessage, readJson } from "../lib/api";
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

type State =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "success"; projectId: number }
  | { kind: "error"; message: string; wrongAccount: boolean; projectId: number | null };

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

  let state: State = { kind: "idle" };
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
  state: State;
  signedIn: boolean;
  token: string | null;
  invited: string | null;
  onRetry: () => void;
}) {
  if (!token) {
    return (
      <>
        <ErrorAlert message="This invitation link is incomplete: it has no token. Open the link from your invitation e-mail again." />
        <div className="mt-6">
          <ButtonLink to="/" variant="secondary">
            Go home
          </ButtonLink>
        </div>
      </>
    );
  }
  if (!signedIn) {
    // Sign-in brings the user back here (the magic link carries `next`), where acceptance then runs.
    const next = `/accept-invitation?token=${encodeURIComponent(token)}`;
    return (
      <>
        <p className="text-slate-700">
          You've been invited to join a project. Please sign in with the e-mail address the invitation was sent to.
        </p>
        <a
          href={`/api/login?next=${encodeURIComponent(next)}${invited ? `&email=${encodeURIComponent(invited)}` : ""}`}
          className={buttonClass("primary", "md", "mt-6")}
        >
          Sign in to continue
        </a>
      </>
    );
  }
  if (state.kind === "pending") {
    return (
      <p className="flex items-center gap-3 text-slate-700" role="status">
        <Spinner label="Processing" />
        Processing your invitation...
      </p>
    );
  }
  if (state.kind === "success") {
    return (
      <>
        <p className="flex items-center gap-2 font-medium text-green-700" role="status">
          <CheckCircle2 className="h-5 w-5" aria-hidden />
          You have successfully joined the project!
        </p>
        <p className="mt-2 text-sm text-slate-600">Taking you to the project…</p>
        <div className="mt-6">
          <ButtonLink to="/projects">Go to Projects</ButtonLink>
        </div>
      </>
    );
  }
  const here = `/accept-invitation?token=${encodeURIComponent(token)}`;
  return (
    <>
      {state.kind === "error" && <ErrorAlert message={state.message} />}
      <div className="mt-6 flex flex-wrap gap-2">
        <ButtonLink to="/" variant="secondary">
          Cancel
        </ButtonLink>
        {state.kind === "error" && state.projectId !== null ? (
          <ButtonLink to={`/projects/${state.projectId}`}>Open project</ButtonLink>
        ) : state.kind === "error" && state.wrongAccount ? (
          // A full page load: signing out is a GET the server answers with a redirect.
          <a href={`/api/logout?next=${encodeURIComponent(here)}`} className={buttonClass("primary", "md")}>
            Sign in as someone else
          </a>
        ) : (
          <Button onPress={onRetry}>Accept Invitation</Button>
        )}
      </div>
    </>
  );
}

/** A spent invitation of a project the user is in: the server names the project (issue 21). */
function memberOf(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const id = (err.details as { projectId?: unknown } | undefined)?.projectId;
  return typeof id === "number" ? id : null;
}

function ErrorAlert({ message }: { message: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Error</p>
        <p className="mt-1">{message}</p>
      </div>
    </div>
  );
}
