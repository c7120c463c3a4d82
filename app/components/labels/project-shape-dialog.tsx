import { SlidersHorizontal } from "lucide-react";
import { useCallback, useState } from "react";
import type { Task } from "../../../core/schemas/task";
import { FieldsEditor } from "../fields/fields-editor";
import { StatusesEditor } from "../statuses/statuses-editor";
import { Button } from "../ui/button";
import { Dialog, DialogTrigger } from "../ui/dialog";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs";
import { LabelsEditor } from "./labels-editor";

// Issue 25: where a team shapes its project: its labels, statuses and fields, opened from the Tasks
// tab. Editors change them; viewers see them. Every change reaches open pages live.

export const SHAPE_TITLE = "Labels, statuses & fields";

export function ProjectShapeButton({ projectId, canEdit, tasks }: { projectId: number; canEdit: boolean; tasks: Task[] }) {
  const [tab, setTab] = useState("labels");
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
        <Tabs selectedKey={tab} onSelectionChange={setTab}>
          <TabList aria-label="What to shape">
            <Tab id="labels">Labels</Tab>
            <Tab id="statuses">Statuses</Tab>
            <Tab id="fields">Fields</Tab>
          </TabList>
          <TabPanel id="labels" className="pt-4">
            <LabelsEditor projectId={projectId} canEdit={canEdit} />
          </TabPanel>
          <TabPanel id="statuses" className="pt-4">
            <StatusesEditor projectId={projectId} canEdit={canEdit} taskCount={taskCount} />
          </TabPanel>
          <TabPanel id="fields" className="pt-4">
            <FieldsEditor projectId={projectId} canEdit={canEdit} />
          </TabPanel>
        </Tabs>
      </Dialog>
    </DialogTrigger>
  );
}
