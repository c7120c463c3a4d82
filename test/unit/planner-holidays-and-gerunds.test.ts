import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Read on Friday 2026-11-27, which is Black Friday.
const BLACK_FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, BLACK_FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a holiday's year", () => {
  it.each([
    ["Launch our Shopify store by Black Friday next year.", "2027-11-26"],
    ["Launch our Shopify store. Target: Black Friday next year.", "2027-11-26"],
    // "next" on the day itself is a year away.
    ["Launch our Shopify store by next Black Friday.", "2027-11-26"],
    // Said on the day, the day itself still counts.
    ["Launch our Shopify store by Black Friday.", "2026-11-27"],
    // 2027-12-25 is a Saturday: the work is done on the Friday.
    ["Launch our Shopify store by Christmas next year.", "2027-12-24"],
    ["Launch our Shopify store by Christmas.", "2026-12-25"],
  ])("%s ends on %s", (idea, end) => {
    expect(plan(idea).timeline.endDate).toBe(end);
  });
});

describe("gerunds that name things", () => {
  it("keeps a shop's setup items as things, with no verb handed on to the next", () => {
    expect(own("Shopify store: shipping setup, payment setup, product photos")).toEqual([
      "Shipping setup",
      "Payment setup",
      "Product photos",
    ]);
    expect(own("Launch our Shopify store. Need photos, descriptions, shipping setup, payment setup.")).toContain("Shipping setup");
  });

  it("does not split 'order confirmation and shipping emails' into a second action", () => {
    expect(own("Send order confirmation and shipping emails through Postmark")).toEqual([
      "Send order confirmation and shipping emails through Postmark",
    ]);
  });

  it("leaves how the work is done out of the project's name", () => {
    expect(plan("Create shipping labels automatically through the courier integration").name).toBe(
      "Shipping Labels Through the Courier Integration",
    );
    expect(plan("Push new orders to the warehouse system automatically").name).toBe("New Orders to the Warehouse System");
    // A name whose -ly word is a noun keeps it.
    expect(plan("Plan the family reunion: book the hall, invite the family").name).toMatch(/Family Reunion/);
  });
});
