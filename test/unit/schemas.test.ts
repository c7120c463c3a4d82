import { describe, expect, it } from "vitest";
import { z } from "zod";
import { modelAnalysisSchema } from "../../core/schemas/analysis";
import { createApiTokenSchema } from "../../core/schemas/api-token";
import { createFieldSchema } from "../../core/schemas/custom-field";
import { createDependencySchema, MAX_LAG_DAYS } from "../../core/schemas/dependency";
import { emailField, isoDay, optionalDay } from "../../core/schemas/fields";
import { connectSchema, containersQuery } from "../../core/schemas/integrations";
import { updateLabelSchema } from "../../core/schemas/labels";
import { generatedPlanSchema, planDependencySchema, planFeedbackSchema, planTaskSchema } from "../../core/schemas/plan";
import { createProjectSchema } from "../../core/schemas/project";
import { viewQuerySchema } from "../../core/schemas/saved-view";
import { updateStatusSchema } from "../../core/schemas/statuses";
import { createTaskSchema, updateTaskSchema } from "../../core/schemas/task";
import { userSuggestQuery } from "../../core/schemas/team";
import { saveTemplateSchema, templateContentSchema } from "../../core/schemas/template";
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

  it("the arithmetic day check answers what the regex and Date round trip answered, day by day", () => {
    // The chain isoDay was before it became plain arithmetic (issue 22's batch creates): the reference.
    const chained = z
      .string()
      .trim()
      .transform((v) => v.split("T")[0])
      .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-03-31"))
      .refine((v) => {
        const t = Date.parse(`${v}T00:00:00Z`);
        return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
      }, "Invalid date")
      .refine((v) => v >= "1900-01-01" && v <= "2200-12-31", "Use a date between 1900 and 2200.");
    const answer = (schema: z.ZodType, value: unknown) => {
      const r = schema.safeParse(value);
      return r.success ? { ok: r.data } : r.error.issues.map((i) => i.message);
    };
    const inputs: unknown[] = [3, null, "", " 2026-03-31 ", "2026-3-31", "2026/03/31", "20a6-01-01", "2026-01-0x", "9999-02-31"];
    inputs.push("0000-00-00", "1899-02-29", "2026-02-29T25:00", "+02026-01-01", "2026-01-01x", "2026-00-10", "2026-12-32");
    for (const year of [1899, 1900, 1996, 2000, 2024, 2026, 2100, 2200, 2201]) {
      for (let month = 0; month <= 13; month++) {
        for (const day of [0, 1, 28, 29, 30, 31]) {
          inputs.push(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
        }
      }
    }
    for (const value of inputs) expect([value, answer(isoDay, value)]).toEqual([value, answer(chained, value)]);
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

// Issue 27: the survivors of the mutation bench's sample of core/schemas (limits checked before only in workerd).
describe("schema limits", () => {
  const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

  it("rates a model's analysis from 0 to 10", () => {
    expect(ok(modelAnalysisSchema.shape.overallRating, 10)).toBe(true);
    expect(ok(modelAnalysisSchema.shape.overallRating, 10.5)).toBe(false);
  });

  it("takes a token's expiry with a zone offset", () => {
    expect(ok(createApiTokenSchema.shape.expiresAt, "2099-01-31T00:00:00+02:00")).toBe(true);
  });

  it("takes a one-character field name, and options only on select fields", () => {
    expect(ok(createFieldSchema, { name: "X", type: "text" })).toBe(true);
    expect(ok(createFieldSchema, { name: "Size", type: "single-select", options: [{ name: "S" }] })).toBe(true);
    expect(ok(createFieldSchema, { name: "Tags", type: "multi-select", options: [{ name: "S" }] })).toBe(true);
    expect(ok(createFieldSchema, { name: "Note", type: "text", options: [{ name: "S" }] })).toBe(false);
  });

  it("takes a lag of a year of working days either way, and no more", () => {
    const link = (lagDays: number) => ({ predecessorId: "a", successorId: "b", lagDays });
    expect(MAX_LAG_DAYS).toBe(260);
    expect(ok(createDependencySchema, link(260))).toBe(true);
    expect(ok(createDependencySchema, link(-260))).toBe(true);
    expect(ok(createDependencySchema, link(261))).toBe(false);
    expect(ok(createDependencySchema, link(-261))).toBe(false);
  });

  it("takes a connection's e-mail up to 254 characters, and a container search's target and team up to 200", () => {
    const email = `${"a".repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    expect(ok(connectSchema, { token: "t", email })).toBe(true);
    expect(ok(connectSchema, { token: "t", email: `a${email}` })).toBe(false);
    expect(ok(containersQuery, { target: "x".repeat(200) })).toBe(true);
    expect(ok(containersQuery, { target: "x".repeat(201) })).toBe(false);
    expect(ok(containersQuery, { team: "x".repeat(200) })).toBe(true);
    expect(ok(containersQuery, { target: "a", team: "b" })).toBe(true);
    expect(ok(containersQuery, { team: "x".repeat(201) })).toBe(false);
  });

  it("takes a label update that changes only its name, and refuses one that changes nothing", () => {
    expect(ok(updateLabelSchema, { name: "Design" })).toBe(true);
    expect(ok(updateLabelSchema, {})).toBe(false);
  });
  it("takes a planned task's description up to 4,000 characters, a link without a lag as 0, and feedback up to 2,000", () => {
    const task = (description: string) => planTaskSchema.shape.description.safeParse(description).success;
    expect(task("x".repeat(4000))).toBe(true);
    expect(task("x".repeat(4001))).toBe(false);
    expect(planDependencySchema.shape.lagDays.parse(undefined)).toBe(0);
    expect(ok(planFeedbackSchema.shape.text, "x".repeat(2000))).toBe(true);
    expect(ok(planFeedbackSchema.shape.text, "x".repeat(2001))).toBe(false);
  });

  it("takes a view's search text up to 200 characters, and a one-character user search", () => {
    expect(ok(viewQuerySchema.shape.text, "x".repeat(200))).toBe(true);
    expect(ok(viewQuerySchema.shape.text, "x".repeat(201))).toBe(false);
    expect(ok(userSuggestQuery, { q: "a" })).toBe(true);
  });

  it("takes a status update that changes only its name, and refuses one that changes nothing", () => {
    expect(ok(updateStatusSchema, { name: "Review" })).toBe(true);
    expect(ok(updateStatusSchema, {})).toBe(false);
  });

  it("takes a template's label names up to 40 characters, and its description up to 1,000", () => {
    const content = (name: string) => ({ statuses: [], labels: [{ key: "l1", name, color: "blue" }], items: [], links: [] });
    expect(ok(templateContentSchema, content("x".repeat(40)))).toBe(true);
    expect(ok(templateContentSchema, content("x".repeat(41)))).toBe(false);
    expect(ok(saveTemplateSchema.shape.description, "x".repeat(1000))).toBe(true);
    expect(ok(saveTemplateSchema.shape.description, "x".repeat(1001))).toBe(false);
  });
});
