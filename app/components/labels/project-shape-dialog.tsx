import { lazy, Suspense, useCallback } from "react";
import type { Task } from "../../../core/schemas/task";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { SlidersHorizontal } from "../ui/icons";
import { Spinner } from "../ui/spinner";

// Issue 25: where a team shapes its project: its labels, statuses and fields, opened from the Tasks
// tab. Editors change them; viewers see them. Every change reaches open pages live.

const ProjectShapePanels = lazy(() => import("./project-shape-panels"));

export const SHAPE_TITLE = "Labels, statuses & fields";

export function ProjectShapeButton({ projectId, canEdit, tasks }: { projectId: number; canEdit: boolean; tasks: Task[] }) {
  const taskCount = useCallback((statusId: string) => tasks.filter((t) => t.statusId === statusId).length, [tasks]);
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm">
        <SlidersHorizontal className="h-4 w-4" aria-hidden />
        {SHAPE_TITLE}
      </Button>
      <Dialog
        title={SHAPE_TITLE}
        size="lg"
        description={canEdit ? undefined : "You have view-only access: these are the project's labels, statuses and fields."}
      >
        <Suspense fallback={<Spinner label="Loading labels, statuses and fields" />}>
          <ProjectShapePanels projectId={projectId} canEdit={canEdit} taskCount={taskCount} />
        </Suspense>
      </Dialog>
    </DialogTrigger>
  );
}
