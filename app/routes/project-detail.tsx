import { Page } from "../components/layout/page";

export default function Screen() {
  return <Page title="Project">{null}</Page>;
}
