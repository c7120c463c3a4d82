import { MARKETING_CAMPAIGN, PRODUCT_LAUNCH } from "./domain-business";
import { BUG_FIX, CHANGE, REPAIR } from "./domain-change";
import { HIRING } from "./domain-hiring";
import { EVENT, GENERIC, RESEARCH } from "./domain-other";
import { INTERNAL_TOOL, MOBILE_APP, WEBSITE } from "./domain-software";
import type { DomainDef, ProjectKind } from "./types";

// Each kind of project with its usual phases and standard steps.

export const DOMAINS: Record<ProjectKind, DomainDef> = {
  website: WEBSITE,
  "mobile-app": MOBILE_APP,
  "marketing-campaign": MARKETING_CAMPAIGN,
  event: EVENT,
  research: RESEARCH,
  "product-launch": PRODUCT_LAUNCH,
  "internal-tool": INTERNAL_TOOL,
  hiring: HIRING,
  change: CHANGE,
  "bug-fix": BUG_FIX,
  repair: REPAIR,
  generic: GENERIC,
};
