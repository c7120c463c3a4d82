import type { ProviderId } from "../../core/schemas/integrations";
import { asana } from "./asana";
import { asanaSync } from "./asana/sync";
import { jira } from "./jira";
import { jiraSync } from "./jira/sync";
import { monday } from "./monday";
import { mondaySync } from "./monday/sync";
import { smartsheet } from "./smartsheet";
import { smartsheetSync } from "./smartsheet/sync";
import type { ProviderModule } from "./types";

const MODULES: Record<ProviderId, ProviderModule> = {
  jira: { ...jira, sync: jiraSync },
  asana: { ...asana, sync: asanaSync },
  monday: { ...monday, sync: mondaySync },
  smartsheet: { ...smartsheet, sync: smartsheetSync },
};

export function providerModule(id: ProviderId): ProviderModule {
  return MODULES[id];
}
