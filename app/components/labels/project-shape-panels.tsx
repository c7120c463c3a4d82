import { useState } from "react";
import { FieldsEditor } from "../fields/fields-editor";
import { StatusesEditor } from "../statuses/statuses-editor";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs";
import { LabelsEditor } from "./labels-editor";

/** The dialog's three lists; loaded when the dialog first opens (decision 009: the page's first load stays small). */
export default function ProjectShapePanels({
  projectId,
  canEdit,
  taskCount,
}: {
  projectId: number;
  canEdit: boolean;
  taskCount: (statusId: string) => number;
}) {
  const [tab, setTab] = useState("labels");
  return (
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
  );
}
