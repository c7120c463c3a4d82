import type { ProviderId } from "../../core/schemas/integrations";
import { asana } from "./asana";
import { jira } from "./jira";
import { jiraSync } from "./jira/sync";
import { monday } from "./monday";
import { smartsheet } from "./smartsheet";
import type { ProviderModule } from "./types";

const MODULES: Record<ProviderId, ProviderModule> = { jira: { ...jira, sync: jiraSync }, asana, monday, smartsheet };

export function providerModule(id: ProviderId): ProviderModule {
  return MODULES[id];
}
