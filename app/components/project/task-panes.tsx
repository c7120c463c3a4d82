import { Group, Panel, Separator } from "react-resizable-panels";
import { useFillHeight } from "../../lib/use-fill-height";

/**
 * The task list beside the selected task's panel, on a wide screen. The panes fill the window and the
 * task list scrolls inside its own, so the side panel stays beside whichever task is selected, however
 * far down the list it is. They end at the window's bottom, so the page itself has nothing to scroll
 * (issue 21 #3). (The library sets height: 100% inline, so the height goes in style.)
 */
export function TaskPanes({ projectId, table, side }: { projectId: number; table: React.ReactNode; side: React.ReactNode }) {
  const fill = useFillHeight<HTMLDivElement>();
  return (
    <Group
      orientation="horizontal"
      elementRef={fill.ref}
      style={{ height: fill.height ?? "calc(100vh - 16rem)" }}
      id={`project-${projectId}-panes`}
    >
      <Panel id="tasks" defaultSize="66" minSize="40" className="h-full pr-2">
        {table}
      </Panel>
      <Separator className="group flex w-3 items-stretch justify-center outline-none">
        <span className="w-px bg-slate-200 transition-colors group-hover:w-1 group-hover:bg-indigo-300 group-focus-visible:w-1 group-focus-visible:bg-indigo-500" />
      </Separator>
      <Panel id="recommendations" defaultSize="34" minSize="30" className="relative h-full overflow-auto pl-2">
        {side}
      </Panel>
    </Group>
  );
}
