/** Advanced AI Analysis section of the Analytics tab (spec §2.10). Filled in by the AI work. */
export function DeepAnalysisSection(_props: { projectId: number; canRun: boolean }) {
  return null;
}
