import { isDevelopment } from "../../worker/env";
import { listMailbox } from "../../worker/mail/send-mail";
import { Mail } from "../components/ui/icons";
import type { Route } from "./+types/dev-mailbox";

export async function loader({ context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  if (!isDevelopment(env)) throw new Response("Not found", { status: 404 });
  return { mails: await listMailbox(env, 50) };
}

const linkPattern = /(https?:\/\/[^\s]+)/g;

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <title>Dev mailbox | Kickoff</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Mail className="h-6 w-6" aria-hidden /> Dev mailbox
      </h1>
      <p className="mt-1 mb-6 text-slate-600">
        Development mode: Kickoff sends no real e-mail. Every message it would send lands here, newest first.
      </p>
      {loaderData.mails.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">No mail yet.</p>
      ) : (
        <ul className="space-y-4">
          {loaderData.mails.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="mail">
              <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-500">
                <span>
                  To: <span className="font-medium text-slate-800">{m.to}</span>
                </span>
                <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString("en-US")}</time>
              </div>
              <h2 className="mt-1 font-semibold">{m.subject}</h2>
              <p className="mt-2 text-sm whitespace-pre-wrap break-words text-slate-700">
                {m.text.split(linkPattern).map((part, i) =>
                  /^https?:\/\//.test(part) ? (
                    <a key={i} href={part} className="text-indigo-600 underline">
                      {part}
                    </a>
                  ) : (
                    part
                  ),
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
