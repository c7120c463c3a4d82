import { Page } from "../components/layout/page";

export default function Screen() {
  return <Page title="Projects">{null}</Page>;
}
