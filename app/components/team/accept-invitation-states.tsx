import { Button, ButtonLink, buttonClass } from "../ui/button";
import { AlertCircle, CheckCircle2 } from "../ui/icons";
import { Spinner } from "../ui/spinner";

// Spec §2.12: what the accept-invitation page shows at each step (app/routes/accept-invitation.tsx).

export type AcceptState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "success"; projectId: number }
  | { kind: "error"; message: string; wrongAccount: boolean; projectId: number | null };

/** The link came without its token. */
export function MissingToken() {
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

/** Signed out: sign-in brings the user back here (the magic link carries `next`), where acceptance then runs. */
export function SignInToAccept({ token, invited }: { token: string; invited: string | null }) {
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

export function Accepting() {
  return (
    <p className="flex items-center gap-3 text-slate-700" role="status">
      <Spinner label="Processing" />
      Processing your invitation...
    </p>
  );
}

export function Joined() {
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

/** Not accepted (yet, or refused): why, and the way on (the project, another account, or accept). */
export function NotAccepted({
  state,
  token,
  onRetry,
}: {
  state: Extract<AcceptState, { kind: "idle" } | { kind: "error" }>;
  token: string;
  onRetry: () => void;
}) {
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
