import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { emailField, isoDay, optionalDay } from "../../core/schemas/fields";
import { generatedPlanSchema } from "../../core/schemas/plan";
import { createProjectSchema } from "../../core/schemas/project";
import { createTaskSchema, updateTaskSchema } from "../../core/schemas/task";
import { updateProfileSchema } from "../../core/schemas/user";

describe("one-line names", () => {
  it("drop control characters and bidi overrides that would spoof how a name displays", () => {
    expect(createProjectSchema.parse({ name: "\u202eCEO payroll\u0000" }).name).toBe("CEO payroll");
    expect(createTaskSchema.parse({ projectId: 1, name: "Ship\nit\t now\u200b" }).name).toBe("Ship it  now");
    expect(updateProfileSchema.parse({ firstName: "\u2066Ada\u2069" }).firstName).toBe("Ada");
  });

  it("keep accents, CJK, emoji and the joiners emoji need", () => {
    const family = "👨\u200d👩\u200d👧";
    expect(createProjectSchema.parse({ name: `Café 東京 ${family}` }).name).toBe(`Café 東京 ${family}`);
    expect(updateTaskSchema.parse({ name: "Überprüfung ✅" }).name).toBe("Überprüfung ✅");
  });

  it("still refuse a name that is only invisible characters", () => {
    expect(createTaskSchema.safeParse({ projectId: 1, name: "\u200b\u202e " }).success).toBe(false);
    expect(createProjectSchema.safeParse({ name: "\u0001\u0002ab" }).success).toBe(false);
  });

  it("apply to AI plans too, whatever the model returns", () => {
    const plan = generatedPlanSchema.parse({
      name: "Launch\u202e",
      milestones: [{ name: "\u0007Beta" }],
      tasks: [{ name: "Write\u0000docs" }],
      timeline: { startDate: "2026-01-05", endDate: "2026-02-05" },
    });
    expect([plan.name, plan.milestones[0].name, plan.tasks[0].name]).toEqual(["Launch", "Beta", "Write docs"]);
  });
});

// Issue 27 (mutation bench): the edges of the shared field schemas.
describe("field edges", () => {
  const message = (schema: z.ZodType, value: unknown) => {
    const r = schema.safeParse(value);
    return r.success ? { ok: r.data } : r.error.issues[0].message;
  };

  it("days lie between 1900-01-01 and 2200-12-31 and are real calendar days", () => {
    expect(message(isoDay, "1900-01-01")).toEqual({ ok: "1900-01-01" });
    expect(message(isoDay, "2200-12-31")).toEqual({ ok: "2200-12-31" });
    expect(message(isoDay, "1899-12-31")).toBe("Use a date between 1900 and 2200.");
    expect(message(isoDay, "2201-01-01")).toBe("Use a date between 1900 and 2200.");
    expect(message(isoDay, "2026-02-31")).toBe("Invalid date");
    expect(message(isoDay, "2026-13-01")).toBe("Invalid date");
    expect(message(isoDay, "2026-03-31T10:00:00Z")).toEqual({ ok: "2026-03-31" });
  });

  it("an optional day reads an empty text and null as no date, and keeps a day", () => {
    expect(message(optionalDay, "")).toEqual({ ok: null });
    expect(message(optionalDay, null)).toEqual({ ok: null });
    expect(message(optionalDay, "2026-03-31")).toEqual({ ok: "2026-03-31" });
  });

  it("e-mail: empty, malformed and too long (over 254 characters) each say so", () => {
    expect(message(emailField, "")).toBe("Please enter an email address.");
    expect(message(emailField, "a")).toBe("Please enter a valid email address.");
    const at254 = `${"a".repeat(242)}@example.com`;
    expect(message(emailField, at254)).toEqual({ ok: at254 });
    expect(message(emailField, `a${at254}`)).toBe("That email address is too long.");
  });
});
