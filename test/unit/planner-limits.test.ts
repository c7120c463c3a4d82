import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { planSignals } from "../../core/planner/plan-signals";
import { shorten } from "../../core/planner/text";

// Issue 27: the planner's three survivors in the mutation bench's sample, each as the behaviour it
// guards (the read limit, a reply word at the start of a sentence, where a long name is cut).

const TODAY = new Date("2026-03-10T12:00:00Z");

describe("the planner reads at most 40,000 characters of an idea", () => {
  // A short brief, then blank space (collapsed once read), then one last item ending at the limit.
  const head = "Plan the summer party for the team\n- Book the venue\n- Hire a band\n";
  const idea = (length: number, item = "\n- Order drinks") => head + " ".repeat(length - head.length - item.length) + item;
  const names = (text: string) => generateEmbeddedPlan(text, TODAY).tasks.map((t) => t.name);

  it("plans an item that ends on the 40,000th character", () => {
    expect(idea(40_000)).toHaveLength(40_000);
    expect(names(idea(40_000))).toContain("Order drinks");
  });

  it("does not read the 40,001st character", () => {
    // The item's last letter is the first character past the limit: what is planned is what was read.
    const names40001 = names(idea(40_001));
    expect(names40001).toContain("Order drink");
    expect(names40001).not.toContain("Order drinks");
  });
});

describe("a reply word opening a sentence", () => {
  it("does not ask for work: 'Closing the … tickets' reports on them", () => {
    expect(planSignals("Closing the pricing page tickets.").ask).toBe(0);
    // Without the reply word the same words ask for work.
    expect(planSignals("Close the pricing page tickets and the checkout tickets.").ask).toBeGreaterThan(0);
  });

  // "Complete" opens an ask; "Completed" and a bare "Complete!" report.
  it("reads 'Complete the …' as an ask and 'Completed …' or 'Complete, …' as a reply", () => {
    expect(planSignals("Complete the pricing page before the launch.").ask).toBeGreaterThan(0);
    expect(planSignals("Completed the pricing page before the launch.").ask).toBe(0);
    expect(planSignals("Complete, thanks for the pricing page!").ask).toBe(0);
  });
});

describe("shorten", () => {
  it("cuts at the last clause when it keeps at least 60% of the room", () => {
    const text = "Write the onboarding guide now, then record every demo video";
    // Room 50 (one character for the ellipsis): the clause at 30 is exactly 60% of it.
    expect(text.indexOf(", ")).toBe(30);
    expect(shorten(text, 51)).toBe("Write the onboarding guide now…");
    // Room 51: the clause at 30 is under 60%, so the cut falls at the last space.
    expect(shorten(text, 52)).toBe("Write the onboarding guide now, then record every…");
    expect(shorten("Build the pricing page for the shop, checkout flow and receipts", 50)).toBe("Build the pricing page for the shop…");
    expect(shorten("Redesign the landing page header; update pricing copy everywhere", 50)).toBe("Redesign the landing page header…");
  });
});
