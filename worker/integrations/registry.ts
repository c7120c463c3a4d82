import type { ProviderId } from "../../core/schemas/integrations";
import { asana } from "./asana";
import { jira } from "./jira";
import { monday } from "./monday";
import { smartsheet } from "./smartsheet";
import type { ProviderModule } from "./types";

const MODULES: Record<ProviderId, ProviderModule> = { jira, asana, monday, smartsheet };

export function providerModule(id: ProviderId): ProviderModule {
  return MODULES[id];
}
