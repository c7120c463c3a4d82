import { useEffect, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";

/** Spec 2.2 and 9: the phrases, typed at 50 ms per character, each held for 2000 ms, repeating. */
export const HEADLINE_PHRASES = ["solopreneurs", "freelancers", "small teams", "consultants"] as const;
export const TYPING_SPEED_MS = 50;
export const PHRASE_PAUSE_MS = 2000;
export const HEADLINE_SENTENCE = "AI project planning for solopreneurs, freelancers, small teams and consultants";

type TypingState = { index: number; text: string; deleting: boolean };

/** The next step of the type / pause / delete cycle and how long to wait before it. */
export function nextTypingStep(state: TypingState, phrases: readonly string[] = HEADLINE_PHRASES): { next: TypingState; delay: number } {
  const full = phrases[state.index];
  if (!state.deleting && state.text === full) return { next: { ...state, deleting: true }, delay: PHRASE_PAUSE_MS };
  if (state.deleting && state.text === "")
    return { next: { index: (state.index + 1) % phrases.length, text: "", deleting: false }, delay: TYPING_SPEED_MS };
  const text = state.deleting ? full.slice(0, state.text.length - 1) : full.slice(0, state.text.length + 1);
  return { next: { ...state, text }, delay: TYPING_SPEED_MS };
}

/**
 * The hero's h1. Screen readers get one stable sentence; the typed part is aria-hidden.
 * The server (and reduced motion) render the first phrase in full, so nothing depends on window during render.
 */
export function TypingHeadline({ id }: { id?: string }) {
  const reduced = useReducedMotion();
  const [state, setState] = useState<TypingState>({ index: 0, text: HEADLINE_PHRASES[0], deleting: false });

  useEffect(() => {
    if (reduced) return;
    const { next, delay } = nextTypingStep(state);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, reduced]);

  const shown = reduced ? HEADLINE_PHRASES[state.index] : state.text;

  return (
    <h1 id={id} className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
      <span className="sr-only">{HEADLINE_SENTENCE}</span>
      <span aria-hidden="true" className="block">
        <span className="block">AI project planning for</span>
        <span className="block min-h-[1.2em] pb-1" data-testid="typing-phrase">
          <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">{shown}</span>
          <span className="ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-pulse rounded-full bg-indigo-500 align-baseline motion-reduce:hidden" />
        </span>
      </span>
    </h1>
  );
}
