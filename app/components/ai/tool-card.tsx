import { ToggleButton } from "react-aria-components";
import type { ToolRecommendationView as Pair, RecommendationStatus as Status } from "../../../worker/services/tool-recommendations";
import { Badge } from "../ui/badge";
import { Bookmark, BookmarkCheck, CheckCircle2, Circle, ExternalLink } from "../ui/icons";

// One recommended tool: what it is, why it fits the task, where to find it and what it costs, and (for
// editors) whether the team already uses it or saves it for later.

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export function ToolCard({
  pair,
  canEdit,
  busy,
  onStatus,
}: {
  pair: Pair;
  canEdit: boolean;
  busy: boolean;
  onStatus: (s: Status) => void;
}) {
  const { tool, recommendation } = pair;
  const used = recommendation.status === "used";
  const saved = recommendation.status === "saved";
  const toggleClass =
    "inline-flex h-8 items-center gap-1.5 rounded-md border px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50";
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{tool.name}</h3>
        <Badge tone="indigo">{tool.category}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">{tool.description}</p>
      {recommendation.reason && (
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-medium">Why: </span>
          {recommendation.reason}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
        <dt className="font-medium">Website</dt>
        <dd>
          <a
            href={tool.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-indigo-700 hover:underline"
          >
            {hostOf(tool.website)}
            <ExternalLink className="h-3 w-3" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </dd>
        <dt className="font-medium">Pricing</dt>
        <dd>{tool.pricing || "Not listed"}</dd>
        <dt className="font-medium">Free plan</dt>
        <dd>{tool.freePlanAvailable ? "Yes" : "No"}</dd>
      </dl>
      {canEdit && (
        <div className="mt-3 flex flex-wrap gap-2">
          <ToggleButton
            isSelected={used}
            isDisabled={busy}
            onChange={(on) => onStatus(on ? "used" : "suggested")}
            className={`${toggleClass} ${used ? "border-green-600 bg-green-50 text-green-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
          >
            {used ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <Circle className="h-4 w-4" aria-hidden />}
            {used ? "Already Using" : "Mark as Used"}
          </ToggleButton>
          <ToggleButton
            isSelected={saved}
            isDisabled={busy}
            onChange={(on) => onStatus(on ? "saved" : "suggested")}
            className={`${toggleClass} ${saved ? "border-indigo-600 bg-indigo-50 text-indigo-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
          >
            {saved ? <BookmarkCheck className="h-4 w-4" aria-hidden /> : <Bookmark className="h-4 w-4" aria-hidden />}
            {saved ? "Saved" : "Save for Later"}
          </ToggleButton>
        </div>
      )}
    </li>
  );
}
