import type { ProviderId } from "../../core/schemas/integrations";
import { jira } from "./jira";
import type { ProviderModule } from "./types";

const MODULES: Record<ProviderId, ProviderModule | undefined> = { jira, asana: undefined, monday: undefined, smartsheet: undefined };

export function providerModule(id: ProviderId): ProviderModule {
  const m = MODULES[id];
  if (!m) throw new Error(`No module for ${id}`);
  return m;
}
