import { describe, expect, it } from "vitest";
import { checkTemplateForm, localToday } from "../../app/components/templates/template-form-check";

// The start-from-template form's checks (issue 25): one message per missing part, the server's name rules.
describe("checkTemplateForm", () => {
  it("names every missing part and sends nothing", () => {
    const { errors, payload } = checkTemplateForm({ templateId: null, startDate: "", name: "  " });
    expect(errors).toEqual({
      template: "Please choose a template",
      startDate: "Please choose a start date",
      name: "Please enter a name for your project.",
    });
    expect(payload).toBeNull();
  });

  it("sends the trimmed name once everything is there", () => {
    const { errors, payload } = checkTemplateForm({ templateId: "launch", startDate: "2026-12-01", name: "  Launch  " });
    expect(errors).toEqual({ template: undefined, startDate: undefined, name: undefined });
    expect(payload).toEqual({ templateId: "launch", startDate: "2026-12-01", name: "Launch" });
  });

  it("refuses a start date that is not a full day", () => {
    expect(checkTemplateForm({ templateId: "launch", startDate: "2026-12", name: "Launch" }).payload).toBeNull();
  });
});

describe("localToday", () => {
  it("is the local calendar day, zero-padded", () => {
    expect(localToday(new Date(2027, 0, 5, 23, 30))).toBe("2027-01-05");
  });
});
