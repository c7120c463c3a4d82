import { z } from "zod";

// Deep project analysis (spec §3, §2.10).
export const analysisDimensionSchema = z.object({
  name: z.string().min(1),
  score: z.number().min(0).max(10),
  assessment: z.string(),
  recommendations: z.array(z.string()),
});

/** What a model is asked for: the computed figures (`basis`) are added from the board afterwards. */
export const modelAnalysisSchema = z.object({
  overallRating: z.number().min(0).max(10),
  summary: z.string(),
  suggestedMethodology: z.string(),
  methodologyRationale: z.string(),
  criticalMissingElements: z.array(z.string()),
  dimensions: z.array(analysisDimensionSchema).min(1),
});

export const deepAnalysisSchema = modelAnalysisSchema.extend({
  dimensions: z
    .array(
      analysisDimensionSchema.extend({
        /** The board's figures the dimension is judged on, computed, never written by a model. */
        basis: z.array(z.string()).default([]),
      }),
    )
    .min(1),
});
export type DeepAnalysis = z.infer<typeof deepAnalysisSchema>;
export type AnalysisDimension = DeepAnalysis["dimensions"][number];
