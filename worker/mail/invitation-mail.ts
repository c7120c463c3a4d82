import { mailHtml } from "./layout";
import type { Mail } from "./send-mail";

const roleLabel = { owner: "an owner", editor: "an editor", viewer: "a viewer" } as const;

/** The invitation e-mail: who invites, to what, with which role, and until when the link works. */
export function invitationMail(opts: {
  to: string;
  appName: string;
  inviterName: string;
  projectName: string;
  role: keyof typeof roleLabel;
  url: string;
  expiresAt: Date;
}): Mail {
  const { appName, inviterName, projectName, url } = opts;
  const until = opts.expiresAt.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  const intro = `${inviterName} invited you to join "${projectName}" as ${roleLabel[opts.role]}. The link works once and expires on ${until}.`;
  const footer = `Sign in with ${opts.to} to accept. If you weren't expecting this invitation, you can ignore this e-mail.`;
  return {
    to: opts.to,
    subject: `${inviterName} invited you to ${projectName} on ${appName}`,
    text: `${intro}\n\nAccept the invitation:\n\n${url}\n\n${footer}`,
    html: mailHtml({ heading: `Join ${projectName} on ${appName}`, intro, buttonLabel: "Accept invitation", url, footer }),
  };
}
