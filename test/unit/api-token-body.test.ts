import { describe, expect, it } from "vitest";
import { apiTokenBody, EMPTY_TOKEN_DRAFT, tokenDay } from "../../app/components/settings/api-token-body";
import { createApiTokenSchema } from "../../core/schemas/api-token";

// The settings form's fields as the create-token payload (issue 24).
describe("apiTokenBody", () => {
  it("leaves out projects and expiry when none are chosen: an all-projects token that never expires", () => {
    expect(apiTokenBody({ ...EMPTY_TOKEN_DRAFT, name: "Nightly import" })).toEqual({ name: "Nightly import", scopes: ["read"] });
  });

  it("sends chosen projects as numbers and the expiry as the end of the chosen local day", () => {
    const body = apiTokenBody({ name: "CI", scopes: ["read", "write"], projectIds: ["3", "12"], expires: "2027-01-31" });
    expect(body.projectIds).toEqual([3, 12]);
    expect(body.expiresAt).toBe(new Date(2027, 0, 31, 23, 59, 59).toISOString());
    expect(createApiTokenSchema.safeParse(body).success).toBe(true);
  });

  it("starts a new form with only the read scope", () => {
    expect(EMPTY_TOKEN_DRAFT).toEqual({ name: "", scopes: ["read"], projectIds: [], expires: "" });
  });
});

describe("tokenDay", () => {
  it("shows a date in short US form, or the word for none", () => {
    expect(tokenDay("2026-11-26T12:00:00.000Z", "")).toBe("Nov 26, 2026");
    expect(tokenDay(null, "never")).toBe("never");
  });
});
