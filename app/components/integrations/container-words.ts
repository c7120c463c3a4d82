import { type Container, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";

// How the container picker names each provider's containers, and which of them live in a workspace.

/** What the containers live in, chosen before they are listed; Jira lists its projects at once. */
export const SCOPED: Record<ProviderId, boolean> = { jira: false, asana: true, monday: true, smartsheet: true };

/** Any list to choose from gets a search box (real accounts have hundreds of projects). */
export const SEARCH_FROM = 2;

const CONTAINERS: Record<ProviderId, string> = {
  jira: "projects",
  asana: "projects",
  monday: "boards",
  smartsheet: "sheets",
};

const CONTAINER: Record<ProviderId, string> = {
  jira: "Jira project or epic key",
  asana: "Asana project id",
  monday: "monday board id",
  smartsheet: "Smartsheet sheet id",
};

/** "Asana projects", "monday boards": the list's name in messages. */
export const containersOf = (provider: ProviderId) => `${PROVIDER_NAMES[provider]} ${CONTAINERS[provider]}`;

/** The label of the box an id is typed in: an alternative to a list, or the only way when there is none. */
export function typedIdLabel(provider: ProviderId, hasList: boolean): string {
  const one = CONTAINER[provider];
  return hasList ? `Or type ${/^[aeiou]/i.test(one) ? "an" : "a"} ${one}` : `The ${one} (from its address in ${PROVIDER_NAMES[provider]})`;
}

/** Does a search box's text match an entry? Picked ones always do, so a choice never disappears from view. */
export const matchesSearch = (needle: string, picked: boolean, ...texts: Array<string | undefined>) =>
  !needle || picked || texts.some((t) => (t ?? "").toLowerCase().includes(needle));

/** What the picker hands back: the ticked containers, then a typed id. */
export function chosenContainers(provider: ProviderId, targets: Container[] | null, picked: string[], typed: string) {
  const id = typed.trim();
  return [
    ...(targets ?? []).filter((t) => picked.includes(t.id)).map((t) => ({ id: t.id, name: t.name })),
    ...(id ? [{ id, name: `${PROVIDER_NAMES[provider]} ${id}` }] : []),
  ];
}
