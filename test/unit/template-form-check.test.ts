import { describe, expect, it } from "vitest";
import { localToday, templateFormSchema } from "../../app/components/templates/template-form-check";

// The start-from-template form's schema (issue 25, issue 23 #2): the route's own, one message per
// missing part in the person's words, the server's name rules.
const issuesOf = (values: Record<string, string>) => {
  const parsed = templateFormSchema.safeParse(values);
  // Each input's first message, the one its field shows.
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.toReversed().map((i) => [i.path.join("."), i.message]));
};

describe("templateFormSchema", () => {
  it("names every missing part on its input", () => {
    expect(issuesOf({ templateId: "", startDate: "", name: "  " })).toEqual({
      templateId: "Please choose a template",
      startDate: "Please choose a start date",
      name: "Please enter a name for your project.",
    });
  });

  it("gives the route's payload, the name trimmed, once everything is there", () => {
    expect(templateFormSchema.parse({ templateId: "launch", startDate: "2026-12-01", name: "  Launch  " })).toEqual({
      templateId: "launch",
      startDate: "2026-12-01",
      name: "Launch",
    });
  });

  it("refuses a start date that is not a full day", () => {
    expect(issuesOf({ templateId: "launch", startDate: "2026-12", name: "Launch" })).toEqual({ startDate: "Please choose a start date" });
  });
});

describe("localToday", () => {
  it("is the local calendar day, zero-padded", () => {
    expect(localToday(new Date(2027, 0, 5, 23, 30))).toBe("2027-01-05");
  });
});
