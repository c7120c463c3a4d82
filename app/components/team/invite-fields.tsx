import { Button } from "../ui/button";
import { Send } from "../ui/icons";

// The part both invite forms (Members tab and Team page) show alike.

/** The form's submit button, disabled while the invitation is on its way. */
export function SendInvitationButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" isDisabled={sending}>
      <Send className="h-4 w-4" aria-hidden />
      {sending ? "Sending..." : "Send Invitation"}
    </Button>
  );
}
