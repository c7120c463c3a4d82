import { useEffect, useRef } from "react";
import { canEdit as canEditRole } from "../../../core/permissions";
import type { Role } from "../../../core/schemas/fields";
import { ROLE_LABEL } from "../team/roles";
import type { useToast } from "../ui/toast";

/** What to tell someone whose role on this project just changed. */
export function roleNotice(was: Role, now: Role): { title: string; description: string } {
  const description = `An owner changed your role to ${ROLE_LABEL[now]}.`;
  if (canEditRole(now) && !canEditRole(was)) return { title: "You can now edit this project", description };
  if (!canEditRole(now) && canEditRole(was)) return { title: "You now have view-only access", description };
  return { title: `You are now ${now === "owner" ? "an owner" : "an editor"} of this project`, description };
}

/**
 * Our role changed while we are here (a push, or the role re-sent after reconnecting): say so once.
 * The controls follow from the role; an open row edit is closed by the task table itself.
 */
export function useRoleNotice(role: Role, toast: ReturnType<typeof useToast>) {
  const shownRole = useRef(role);
  useEffect(() => {
    const was = shownRole.current;
    if (was === role) return;
    shownRole.current = role;
    toast(roleNotice(was, role));
  }, [role, toast]);
}
