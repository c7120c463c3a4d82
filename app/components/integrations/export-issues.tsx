import { AlertTriangle } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { PROVIDER_NAMES, providerId } from "../../../core/schemas/integrations";
import { api, errorMessage, readJson } from "../../lib/api";
import { JobFailedError, waitForJob } from "../ai/wait-for-job";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";

const exportResult = z.object({
  exportDetails: z.object({
    provider: providerId,
    failed: z.array(z.object({ kind: z.enum(["milestone", "task"]), name: z.string(), error: z.string() })),
  }),
});
type Failure = z.infer<typeof exportResult>["exportDetails"]["failed"][number];

/**
 * After a partial export the wizard lands here with ?export={jobId}: the items the provider refused
 * are listed with its reasons, and "Retry failed items" runs the export again for just those.
 */
export function ExportIssues() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get("export");
  const toast = useToast();
  const [provider, setProvider] = useState<z.infer<typeof providerId> | null>(null);
  const [failed, setFailed] = useState<Failure[]>([]);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (!jobId) return;
    let live = true;
    readJson(api.jobs[":id"].$get({ param: { id: jobId } }))
      .then((job) => {
        const parsed = exportResult.safeParse(job.result);
        if (!live || !parsed.success) return;
        setProvider(parsed.data.exportDetails.provider);
        setFailed(parsed.data.exportDetails.failed);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [jobId]);

  if (!jobId || !provider || failed.length === 0) return null;
  const name = PROVIDER_NAMES[provider];

  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    const controller = new AbortController();
    try {
      await readJson(api.integrations.export[":integration"].retry[":jobId"].$post({ param: { integration: provider, jobId } }));
      const parsed = exportResult.safeParse(await waitForJob(jobId, controller.signal));
      const left = parsed.success ? parsed.data.exportDetails.failed : [];
      setFailed(left);
      if (left.length === 0) {
        toast({ title: "Project exported successfully!", description: `Your project has been exported to ${name}.` });
        setParams({}, { replace: true });
      } else {
        toast({
          title: "Export failed",
          description: `${left.length} item(s) still could not be created in ${name}.`,
          variant: "destructive",
        });
      }
    } catch (err) {
      const description = err instanceof JobFailedError ? err.message : errorMessage(err, `There was an error exporting to ${name}.`);
      toast({ title: "Export failed", description: description || `There was an error exporting to ${name}.`, variant: "destructive" });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <section role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <h2 className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4" aria-hidden />
        {failed.length} item{failed.length === 1 ? "" : "s"} could not be created in {name}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {failed.map((f) => (
          <li key={`${f.kind}:${f.name}`}>
            <span className="font-medium">{f.name}</span>: {f.error}
          </li>
        ))}
      </ul>
      <p className="mt-2">They are in this project without a {name} link.</p>
      <Button size="sm" variant="secondary" className="mt-3" onPress={retry} isDisabled={retrying}>
        {retrying && <Spinner label="Retrying" className="h-4 w-4" />}
        Retry failed items
      </Button>
    </section>
  );
}
