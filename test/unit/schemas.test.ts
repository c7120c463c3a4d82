import { describe, expect, it } from "vitest";
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
