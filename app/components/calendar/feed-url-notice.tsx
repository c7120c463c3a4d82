import type { RotatedFeed } from "../../../core/schemas/calendar";
import { Button } from "../ui/button";
import { Check, Copy } from "../ui/icons";

/** The URL just made: shown once, with Copy and the webcal link that opens a calendar app. */
export function FeedUrlNotice({ made, copied, onCopy }: { made: RotatedFeed; copied: boolean; onCopy: () => void }) {
  return (
    <div role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-4" data-testid="calendar-feed-url">
      <p className="text-sm font-medium text-emerald-900">
        Subscribe with this URL now: for your privacy it is shown only once. Paste it into your calendar app (“Subscribe to calendar”, “From
        URL”).
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 text-xs text-slate-900" data-testid="calendar-feed-url-value">
          {made.url}
        </code>
        <Button variant="secondary" size="sm" onPress={onCopy} aria-label={copied ? "Calendar URL copied" : "Copy calendar URL"}>
          {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <a
        href={made.webcalUrl}
        className="mt-2 inline-block text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
      >
        Open in your calendar app
      </a>
    </div>
  );
}
