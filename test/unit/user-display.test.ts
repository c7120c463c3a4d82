import { describe, expect, it } from "vitest";
import { displayName, initials } from "../../core/user-display";

// Spec §3: how a person is shown everywhere (sidebar, members, assignees, presence).
describe("displayName", () => {
  it("is the first and last name when both are set", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", username: "ada" })).toBe("Ada Lovelace");
  });

  it("is the one name set, without stray spaces", () => {
    expect(displayName({ firstName: "Ada", lastName: null, username: "ada" })).toBe("Ada");
    expect(displayName({ firstName: "  ", lastName: "Lovelace", username: "ada" })).toBe("Lovelace");
  });

  it("falls back to the username when no name is set", () => {
    expect(displayName({ firstName: null, lastName: "   ", username: "ada" })).toBe("ada");
  });

  it("is User when nothing is known", () => {
    expect(displayName(null)).toBe("User");
    expect(displayName(undefined)).toBe("User");
    expect(displayName({})).toBe("User");
  });
});

describe("initials", () => {
  it("are the first letters of first and last name, in capitals", () => {
    expect(initials({ firstName: "ada", lastName: "lovelace", username: "zz" })).toBe("AL");
  });

  it("are the first name's letter alone when there is no last name", () => {
    expect(initials({ firstName: " ada", lastName: "  ", username: "zz" })).toBe("A");
  });

  it("are the username's first two letters when there is no first name", () => {
    expect(initials({ firstName: null, lastName: "lovelace", username: "grace" })).toBe("GR");
  });

  it("are U when nothing is known", () => {
    expect(initials(null)).toBe("U");
    expect(initials({ firstName: "", lastName: "", username: "" })).toBe("U");
  });
});
