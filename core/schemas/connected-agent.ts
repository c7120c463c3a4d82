import { z } from "zod";

// Issue 24: an agent the person approved on the consent page (an OAuth grant for /mcp), as Settings
// lists it. The grant's secrets never leave the provider's store.

export const connectedAgentSchema = z.object({
  id: z.string(),
  /** The name the client registered itself with: self-asserted, so the page says "unverified". */
  clientName: z.string(),
  scopes: z.array(z.enum(["read", "write"])),
  /** Where the approval sent the agent back to: the host is what the person can recognise. */
  redirectHost: z.string().nullable(),
  createdAt: z.string(),
});
export type ConnectedAgent = z.infer<typeof connectedAgentSchema>;
