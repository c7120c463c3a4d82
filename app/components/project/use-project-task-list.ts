import { useMemo } from "react";
import type { MemberView } from "../../../core/schemas/team";
import { useShownTasks } from "../../lib/task-filter";
import type { LiveBoard } from "../../lib/use-live-board";
import { useViewCatalogue } from "../views/use-view-catalogue";
import { useViewState } from "../views/use-view-state";
import { groupHeading } from "../views/view-keys";

/**
 * Issue 25: the view (filters, group, sort and the search box's text, the page's own find of issue 22)
 * is in the address, so a link shows a teammate the same tasks; the list, the board, the Timeline and
 * j/k all follow it. The text goes in deferred (typing stays quick on a big board).
 */
export function useProjectTaskList(live: LiveBoard, members: MemberView[]) {
  const viewState = useViewState();
  const { filters, groupBy, sort } = viewState.view;
  const structure = useMemo(() => ({ text: "", filters, groupBy, sort }), [filters, groupBy, sort]);
  const catalogue = useViewCatalogue({ statuses: live.statuses, labels: live.labels, fields: live.fields, members });
  const shown = useShownTasks(live, viewState.text, structure, live.fields);
  const groupHeadings = useMemo(() => {
    if (!shown.groups || !groupBy) return undefined;
    const info = catalogue.find((k) => k.key === groupBy);
    return new Map([...shown.groups].map(([at, g]) => [at, `${groupHeading(groupBy, g.key, info)} (${g.count})`]));
  }, [shown.groups, groupBy, catalogue]);
  // The Timeline shows the view's tasks in its order; null when it shows them all.
  const timelineTasks = useMemo(() => (shown.query ? shown.nested.map((n) => n.task) : null), [shown]);
  return { viewState, catalogue, shown, groupHeadings, timelineTasks };
}
