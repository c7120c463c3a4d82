import { useState } from "react";
import { useRevalidator } from "react-router";
import { PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { describeResult, importFromProvider } from "../../lib/sync";
import { useToast } from "../ui/toast";

/** Imports the chosen containers of one provider, with a toast for the outcome, then reloads the cards. */
export function useProviderImport() {
  const toast = useToast();
  const revalidator = useRevalidator();
  // Spec §4: one provider imports at a time; its button reads "Importing..." until it ends.
  const [importing, setImporting] = useState<ProviderId | null>(null);

  const runImport = async (provider: ProviderId, containers: Array<{ id: string; name: string }>) => {
    setImporting(provider);
    try {
      const result = await importFromProvider(provider, containers);
      toast({ title: "Data imported successfully", description: describeResult(result) });
      revalidator.revalidate();
    } catch (err) {
      toast({
        title: `Failed to import data from ${PROVIDER_NAMES[provider]}`,
        description: errorMessage(err, "An unexpected error occurred"),
        variant: "destructive",
      });
    } finally {
      setImporting(null);
    }
  };

  return { importing, runImport };
}
