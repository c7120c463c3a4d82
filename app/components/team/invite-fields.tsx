import { Send } from "lucide-react";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

// The parts both invite forms (Members tab and Team page) show alike; each form keeps its own checks.

/** The invitee's address. */
export function InviteEmailField({
  value,
  onChange,
  errorMessage,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  className?: string;
}) {
  return (
    <TextField
      label="Email address"
      type="email"
      placeholder="colleague@example.com"
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      className={className}
    />
  );
}

/** The form's submit button, disabled while the invitation is on its way. */
export function SendInvitationButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" isDisabled={sending}>
      <Send className="h-4 w-4" aria-hidden />
      {sending ? "Sending..." : "Send Invitation"}
    </Button>
  );
}
