import { ComingSoon, Page } from "../components/layout/page";

export default function AnalyticsScreen() {
  return (
    <Page title="Analytics">
      <ComingSoon text="Analytics dashboard is coming soon." />
    </Page>
  );
}
