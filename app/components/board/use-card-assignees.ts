import { useCallback, useMemo } from "react";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import type { CardAssignee } from "./task-card";

const UNKNOWN_ASSIGNEE: CardAssignee = { name: "Unknown user", user: null };

/** A card's assignee as the card shows it; one object per member, kept while the members are (the memoised cards compare it by identity). */
export function useCardAssignees(members: MemberView[]): (task: Task) => CardAssignee | null {
  const cardAssignees = useMemo(
    () => new Map<number, CardAssignee>(members.map((m) => [m.userId, { name: displayName(m.user), user: m.user }])),
    [members],
  );
  return useCallback(
    (task: Task): CardAssignee | null => (task.assigneeId == null ? null : (cardAssignees.get(task.assigneeId) ?? UNKNOWN_ASSIGNEE)),
    [cardAssignees],
  );
}
