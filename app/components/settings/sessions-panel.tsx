import { useState } from "react";
import { api, errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { useToast } from "../ui/toast";

/** Ends every session of the person, this one too, then leaves for the landing page. */
export function SessionsPanel() {
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutEverywhere() {
    setSigningOut(true);
    try {
      await api.auth["sign-out-everywhere"].$post();
      window.location.assign("/");
    } catch (err) {
      setSigningOut(false);
      toast({ title: "Sign out failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="security-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="security-heading" className="text-lg font-semibold">
        Sessions
      </h2>
      <p className="mt-1 text-sm text-slate-600">Signed in on another device you no longer use? End every session, including this one.</p>
      <Button variant="danger" className="mt-4" onPress={signOutEverywhere} isDisabled={signingOut}>
        {signingOut ? "Signing out..." : "Sign out everywhere"}
      </Button>
    </section>
  );
}
