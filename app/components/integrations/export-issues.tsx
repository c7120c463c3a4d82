import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { PROVIDER_NAMES, providerId } from "../../../core/schemas/integrations";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { JobFailedError, waitForJob } from "../ai/wait-for-job";
import { Button } from "../ui/button";
import { AlertTriangle } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";

const exportResult = z.object({
  exportDetails: z.object({
    provider: providerId,
    failed: z.array(z.object({ kind: z.enum(["milestone", "task"]), name: z.string(), error: z.string() })),
  }),
});

/**
 * After a partial export the wizard lands here with ?export={jobId}: the items the provider refused
 * are listed with its reasons, and "Retry failed items" runs the export again for just those.
 */
export function ExportIssues() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get("export");
  const toast = useToast();
  const client = useQueryClient();
  // Nothing to show when the job cannot be read or is not an export with failures.
  const details = useQuery({
    queryKey: queryKeys.job(jobId ?? ""),
    queryFn: () => readJson(api.jobs[":id"].$get({ param: { id: jobId ?? "" } })),
    enabled: jobId !== null,
    select: (job) => {
      const parsed = exportResult.safeParse(job.result);
      return parsed.success ? parsed.data.exportDetails : null;
    },
  }).data;

  const retry = useMutation({
    mutationFn: async ({ provider, jobId }: { provider: z.infer<typeof providerId>; jobId: string }) => {
      await readJson(api.integrations.export[":integration"].retry[":jobId"].$post({ param: { integration: provider, jobId } }));
      const parsed = exportResult.safeParse(await waitForJob(jobId, new AbortController().signal));
      return parsed.success ? parsed.data.exportDetails.failed : [];
    },
    onSuccess: (left, { provider, jobId }) => {
      const name = PROVIDER_NAMES[provider];
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
      return invalidateAfter(client, "exportIssues", jobId);
    },
    onError: (err, { provider }) => {
      const name = PROVIDER_NAMES[provider];
      const description = err instanceof JobFailedError ? err.message : errorMessage(err, `There was an error exporting to ${name}.`);
      toast({ title: "Export failed", description: description || `There was an error exporting to ${name}.`, variant: "destructive" });
    },
  });
  const retrying = retry.isPending;

  if (!jobId || !details || details.failed.length === 0) return null;
  const { provider, failed } = details;
  const name = PROVIDER_NAMES[provider];

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
      <Button size="sm" variant="secondary" className="mt-3" onPress={() => retry.mutate({ provider, jobId })} isDisabled={retrying}>
        {retrying && <Spinner label="Retrying" className="h-4 w-4" />}
        Retry failed items
      </Button>
    </section>
  );
}
