import type { BoardOp } from "../../core/schemas/board-protocol";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";

/** The op a logged event broadcast, rebuilt from its kind, id and `after` column for a catching-up socket. */
export function opOfEvent(logged: { kind: BoardOp["kind"]; id: string }, after: string | null): BoardOp {
  switch (logged.kind) {
    case "deleted":
    case "unlinked":
      return { kind: logged.kind, id: logged.id };
    case "linked":
      return { kind: "linked", dependency: JSON.parse(after!) as Dependency };
    case "scheduled":
      return { kind: "scheduled", tasks: JSON.parse(after!) as Task[] };
    default:
      return { kind: logged.kind, task: JSON.parse(after!) as Task };
  }
}
