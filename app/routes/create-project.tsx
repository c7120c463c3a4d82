import { AiProjectCreator } from "../components/ai/ai-project-creator";
import { Page } from "../components/layout/page";
import { CreateProjectForm } from "../components/projects/create-project-form";
import { Collapsible } from "../components/ui/collapsible";
import { Tab, TabList, TabPanel, Tabs } from "../components/ui/tabs";

export default function CreateProjectScreen() {
  return (
    <Page title="Create New Project">
      <Tabs defaultSelectedKey="manual" className="max-w-3xl">
        <TabList aria-label="How to create the project">
          <Tab id="manual">Manual Setup</Tab>
          <Tab id="ai">AI-Powered</Tab>
        </TabList>
        <TabPanel id="manual" className="space-y-4">
          <CreateProjectForm />
          <Collapsible title="Why choose manual setup?">
            <ul className="list-disc space-y-1 pl-5">
              <li>You decide every detail from the start: name, description, deadline and look.</li>
              <li>Best when you already know the scope and want to add milestones and tasks yourself.</li>
              <li>Start small and grow the plan at your own pace on the project board.</li>
            </ul>
          </Collapsible>
        </TabPanel>
        <TabPanel id="ai" className="space-y-4">
          <AiProjectCreator />
          <Collapsible title="Why use AI-powered project creation?">
            <ul className="list-disc space-y-1 pl-5">
              <li>Turns a short idea, a pasted spec or a chat thread into milestones, tasks and a timeline.</li>
              <li>Suggests priorities and due dates that you review and edit before saving.</li>
              <li>Gets you from a blank page to a working plan in a minute.</li>
            </ul>
          </Collapsible>
        </TabPanel>
      </Tabs>
    </Page>
  );
}
