import { ComingSoon, Page } from "../components/layout/page";

export default function TimelineScreen() {
  return (
    <Page title="Timeline">
      <ComingSoon text="Timeline view is coming soon." />
    </Page>
  );
}
