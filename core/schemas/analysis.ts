import { z } from "zod";

// Deep project analysis (spec §3, §2.10).
export const analysisDimensionSchema = z.object({
  name: z.string().min(1),
  score: z.number().min(0).max(10),
  assessment: z.string(),
  recommendations: z.array(z.string()),
});

export const deepAnalysisSchema = z.object({
  overallRating: z.number().min(0).max(10),
  summary: z.string(),
  suggestedMethodology: z.string(),
  methodologyRationale: z.string(),
  criticalMissingElements: z.array(z.string()),
  dimensions: z.array(analysisDimensionSchema).min(1),
});
export type DeepAnalysis = z.infer<typeof deepAnalysisSchema>;
export type AnalysisDimension = z.infer<typeof analysisDimensionSchema>;
