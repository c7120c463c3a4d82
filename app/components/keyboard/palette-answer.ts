/**
 * Whether the search answer on show was asked for other text than what is typed now: the last answer
 * standing in while the next is on its way, or one asked before typing went on. For 150 ms after each
 * key no new question is asked, so the answer for "b" is still on show, not a placeholder, while the box
 * says "badges" (CI of 2026-11-27: Enter on the first option opened "Write the brief").
 */
export function answerIsStale(answer: { placeholder: boolean; askedFor: string }, typed: string): boolean {
  return answer.placeholder || answer.askedFor !== typed;
}
