import { describe, expect, it } from "vitest";
import { STATS } from "../../app/components/landing/stats";
import { MAX_IMPORT_ROWS } from "../../core/import-files/formats";
import { PROVIDER_NAMES, PROVIDERS } from "../../core/schemas/integrations";

// The landing page shows only figures the product backs (issue 21, decision 041).

describe("landing page figures", () => {
  it("match the code they describe", () => {
    const [tools, rows] = STATS;
    expect(Number(tools.value)).toBe(PROVIDERS.length);
    for (const id of PROVIDERS) expect(tools.label).toContain(PROVIDER_NAMES[id]);
    expect(Number(rows.value)).toBe(MAX_IMPORT_ROWS);
  });
});
