/** The AI tab of Create New Project (spec §2.6). Filled in by the AI work. */
export function AiProjectCreator() {
  return null;
}
