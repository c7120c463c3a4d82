import { describe, expect, it } from "vitest";
import { tokenize } from "../../core/ai/rank-tools";
import { createCommentSchema } from "../../core/schemas/comment";
import { taskFieldsInput } from "../../core/schemas/custom-field";
import { planShapeSchema, planTaskSchema, SOURCE_MAX_CHARS } from "../../core/schemas/plan";
import { viewQuerySchema } from "../../core/schemas/saved-view";
import { acceptInvitationSchema } from "../../core/schemas/team";
import { saveTemplateSchema } from "../../core/schemas/template";

// Issue 27: the limits of core/'s schemas at their edges (the last value taken, the first refused),
// and the tool ranking's stemmer on a doubled consonant.

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe("schema limits at their edges", () => {
  it("a comment of one character is taken, an empty one refused", () => {
    expect(createCommentSchema.parse({ body: "k" })).toEqual({ body: "k", mentions: [] });
    expect(ok(createCommentSchema, { body: " " })).toBe(false);
  });

  it("a custom field's text value is taken up to 2,000 characters and refused at 2,001", () => {
    expect(ok(taskFieldsInput, { f1: "x".repeat(2000) })).toBe(true);
    expect(ok(taskFieldsInput, { f1: "x".repeat(2001) })).toBe(false);
  });

  it("a plan item's source text is taken up to 1,000 characters and refused at 1,001", () => {
    expect(SOURCE_MAX_CHARS).toBe(1000);
    expect(planTaskSchema.parse({ name: "Book the venue", sourceText: "x".repeat(1000) }).sourceText).toBe("x".repeat(1000));
    expect(ok(planTaskSchema, { name: "Book the venue", sourceText: "x".repeat(1001) })).toBe(false);
  });

  it("a plan name of one character is taken, an empty one refused", () => {
    const plan = (name: string) => ({ name, milestones: [], tasks: [], timeline: { startDate: "2026-11-23", endDate: "2026-12-18" } });
    expect(planShapeSchema.parse(plan("Q")).name).toBe("Q");
    expect(ok(planShapeSchema, plan(""))).toBe(false);
  });

  it("a view takes 20 filters and refuses 21", () => {
    const filters = (n: number) => Array.from({ length: n }, () => ({ key: "status", op: "notEmpty" }));
    expect(viewQuerySchema.parse({ filters: filters(20) }).filters.length).toBe(20);
    expect(ok(viewQuerySchema, { filters: filters(21) })).toBe(false);
  });

  it("an invitation token is taken up to 200 characters and refused at 201", () => {
    expect(acceptInvitationSchema.parse({ token: "t".repeat(200) }).token).toBe("t".repeat(200));
    expect(ok(acceptInvitationSchema, { token: "t".repeat(201) })).toBe(false);
  });

  it("a template name is taken up to 100 characters and refused at 101", () => {
    expect(saveTemplateSchema.shape.name.parse("n".repeat(100))).toBe("n".repeat(100));
    expect(ok(saveTemplateSchema.shape.name, "n".repeat(101))).toBe(false);
  });
});

describe("the tool ranking's stemmer", () => {
  it("drops only the last letter of a doubled consonant: running, planned and shipper keep their first letter", () => {
    expect(tokenize("running")).toEqual(["run"]);
    expect(tokenize("planned")).toEqual(["plan"]);
    expect(tokenize("shipper")).toEqual(["ship"]);
  });
});
