import { Page } from "../components/layout/page";

export default function Screen() {
  return <Page title="Create New Project">{null}</Page>;
}
