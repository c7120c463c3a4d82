// Where a new project's BoardRoom is created (docs/decisions/070-board-placement.md): near the person who
// creates the project, read from the creating request's Cloudflare metadata. A Durable Object never moves
// after it is created, and a hint only counts on the very first `get`, so this is said once, at creation.

/** Middle East countries Cloudflare's `me` region serves better than `apac` or `eeur`. */
const MIDDLE_EAST = new Set(["AE", "BH", "IL", "IQ", "IR", "JO", "KW", "LB", "OM", "QA", "SA", "SY", "YE"]);
/** Northeast and Southeast Asia have regions of their own. */
const ASIA_NORTHEAST = new Set(["JP", "KR", "TW", "HK", "MO", "CN", "MN"]);

/** The location hint for a request from here, or undefined when the request says nothing usable. */
export function locationHintOf(
  cf: { continent?: string; country?: string; longitude?: string } | undefined,
): DurableObjectLocationHint | undefined {
  if (!cf?.continent) return undefined;
  const longitude = Number(cf.longitude);
  if (cf.country && MIDDLE_EAST.has(cf.country)) return "me";
  switch (cf.continent) {
    case "NA":
      // West of the Rockies is closer to the west coast's data centres.
      return Number.isFinite(longitude) && longitude < -105 ? "wnam" : "enam";
    case "SA":
      return "sam";
    case "EU":
      return Number.isFinite(longitude) && longitude > 20 ? "eeur" : "weur";
    case "AS":
      if (cf.country && ASIA_NORTHEAST.has(cf.country)) return "apac-ne";
      return Number.isFinite(longitude) && longitude < 60 ? "me" : "apac";
    case "OC":
      return "oc";
    case "AF":
      return "afr";
    default:
      return undefined;
  }
}
