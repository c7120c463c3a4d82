import type { AnalysisDimension } from "../../../core/schemas/analysis";
import { AlertTriangle, CheckCircle2, OctagonAlert } from "../ui/icons";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs";
import type { AnalysisRun as Run } from "./use-deep-analysis";

// A deep analysis as the Analytics tab shows it (spec §2.10): the overall rating, the summary, the
// suggested methodology, what is critically missing, and each dimension scored, filtered by tab.

/** Spec §2.10: 8+ green, 6+ blue, 4+ yellow, below red. */
function scoreTone(score: number) {
  if (score >= 8) return { text: "text-green-700", bar: "bg-green-500" };
  if (score >= 6) return { text: "text-blue-700", bar: "bg-blue-500" };
  if (score >= 4) return { text: "text-yellow-700", bar: "bg-yellow-500" };
  return { text: "text-red-700", bar: "bg-red-500" };
}

/** Spec §2.10: 7+ good, 5+ warning, below alert. */
function RatingIcon({ rating }: { rating: number }) {
  if (rating >= 7) return <CheckCircle2 className="h-10 w-10 text-green-600" aria-label="Good" />;
  if (rating >= 5) return <AlertTriangle className="h-10 w-10 text-amber-500" aria-label="Needs attention" />;
  return <OctagonAlert className="h-10 w-10 text-red-600" aria-label="At risk" />;
}

function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

export function AnalysisResult({ run }: { run: Run }) {
  const { analysis } = run;
  const critical = analysis.dimensions.filter((d) => d.score < 5);
  const strengths = analysis.dimensions.filter((d) => d.score >= 7);
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <RatingIcon rating={analysis.overallRating} />
        <div>
          <p className="text-3xl font-bold">
            {analysis.overallRating}
            <span className="text-lg font-medium text-slate-500">/10</span>
          </p>
          <p className="text-xs text-slate-500">
            Overall rating · by {run.provider} · {formatWhen(run.createdAt)}
          </p>
        </div>
      </div>
      <p className="text-slate-800">{analysis.summary}</p>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-4">
          <h3 className="text-sm font-semibold text-slate-700">Suggested methodology</h3>
          <p className="mt-1 font-medium">{analysis.suggestedMethodology}</p>
          <p className="mt-1 text-sm text-slate-600">{analysis.methodologyRationale}</p>
        </div>
        <div className="rounded-md bg-slate-50 p-4">
          <h3 className="text-sm font-semibold text-slate-700">Critical missing elements</h3>
          {analysis.criticalMissingElements.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Nothing critical is missing.</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {analysis.criticalMissingElements.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <Tabs defaultSelectedKey="all">
        <TabList aria-label="Analysis dimensions">
          <Tab id="all">All ({analysis.dimensions.length})</Tab>
          <Tab id="critical">Critical issues ({critical.length})</Tab>
          <Tab id="strengths">Strengths ({strengths.length})</Tab>
        </TabList>
        <TabPanel id="all">
          <DimensionList dimensions={analysis.dimensions} empty="" />
        </TabPanel>
        <TabPanel id="critical">
          <DimensionList dimensions={critical} empty="No dimension scores below 5." />
        </TabPanel>
        <TabPanel id="strengths">
          <DimensionList dimensions={strengths} empty="No dimension scores 7 or more yet." />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function DimensionList({ dimensions, empty }: { dimensions: AnalysisDimension[]; empty: string }) {
  if (dimensions.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {dimensions.map((d) => {
        const tone = scoreTone(d.score);
        return (
          <li key={d.name} className="rounded-md border border-slate-200 p-4">
            <div className="flex items-baseline justify-between gap-2">
              <h4 className="font-semibold">{d.name}</h4>
              <span className={`font-bold ${tone.text}`}>{d.score}/10</span>
            </div>
            <div className="mt-2 h-1.5 w-full rounded-full bg-slate-100" aria-hidden>
              <div className={`h-1.5 rounded-full ${tone.bar}`} style={{ width: `${Math.max(0, Math.min(100, d.score * 10))}%` }} />
            </div>
            <p className="mt-2 text-sm text-slate-700">{d.assessment}</p>
            {d.basis.length > 0 && (
              <p className="mt-1 text-xs text-slate-500">
                <span className="font-medium">Based on: </span>
                {d.basis.join(" · ")}
              </p>
            )}
            {d.recommendations.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
                {d.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
