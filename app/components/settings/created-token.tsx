import { useState } from "react";
import { Button } from "../ui/button";
import { Check, Copy } from "../ui/icons";
import { useToast } from "../ui/toast";
import type { CreatedToken as Created } from "./use-new-api-token";

/** The secret of a token just made, shown once, with a copy button. Keyed by the token, so a new one starts uncopied. */
export function CreatedToken({ created }: { created: Created }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      toast({ title: "Copy failed", description: "Select the token and copy it by hand.", variant: "destructive" });
    }
  }

  return (
    <div role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-4" data-testid="new-token">
      <p className="text-sm font-medium text-emerald-900">Copy “{created.name}” now: it is shown only once. Store it like a password.</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 text-xs text-slate-900" data-testid="new-token-value">
          {created.token}
        </code>
        <Button variant="secondary" size="sm" onPress={copy} aria-label={copied ? "Token copied" : "Copy token"}>
          {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}
