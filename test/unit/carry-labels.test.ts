import { describe, expect, it } from "vitest";
import { carriedFields, jiraLabel, labelKey, mergeLabelKeys } from "../../worker/integrations/carry";

// Issue 25: labels matched across tools and merged label by label on a pull (the three-way rule).

describe("labels across tools", () => {
  it("Jira labels have no spaces, and match back whatever the case, spaces or underscores", () => {
    expect(jiraLabel("  Needs   review ")).toBe("Needs_review");
    expect(labelKey("Needs review")).toBe(labelKey("needs_REVIEW"));
    expect(labelKey("web")).not.toBe(labelKey("webs"));
  });

  it("takes what only the provider changed, keeps what only Kickoff changed, and takes nothing away without a base", () => {
    // Kickoff removed "ux"; the provider added "backend"; both kept "review".
    expect(mergeLabelKeys(["review"], ["review", "ux", "backend"], ["review", "ux"])).toEqual(["review", "backend"]);
    // The provider removed "ux"; Kickoff added "api".
    expect(mergeLabelKeys(["review", "ux", "api"], ["review"], ["review", "ux"])).toEqual(["review", "api"]);
    // No base (a first pull): the union.
    expect(mergeLabelKeys(["a"], ["b"], null)).toEqual(["a", "b"]);
  });

  it("resolves select options to their names and empties to null", () => {
    const defs = [
      {
        id: "f1",
        projectId: 1,
        name: "Team",
        type: "multi-select" as const,
        options: [{ id: "o1", name: "Web" }],
        position: 0,
        createdAt: "",
        updatedAt: "",
      },
      {
        id: "f2",
        projectId: 1,
        name: "Size",
        type: "single-select" as const,
        options: [{ id: "o2", name: "L" }],
        position: 1,
        createdAt: "",
        updatedAt: "",
      },
    ];
    expect(carriedFields(defs, { f1: ["o1", "gone"], f2: "o2" }).map((f) => f.value)).toEqual([["Web"], "L"]);
    expect(carriedFields(defs, { f1: [] }).map((f) => f.value)).toEqual([null, null]);
  });
});
