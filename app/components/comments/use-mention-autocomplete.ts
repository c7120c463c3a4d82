import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";

/** The "@name" being typed just before the caret. */
const QUERY = /(^|\s)@([\w.-]*)$/;

/**
 * The composer's text with @mention autocomplete over the project's members: what is typed before the
 * caret picks the options, arrows move through them, Enter or Tab picks one, Escape closes the list.
 */
export function useMentionAutocomplete(members: MemberView[], initial: string) {
  const [text, setText] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once a picked name is in the box. Set in the same commit as the text (a layout
  // effect, not the next animation frame): typing straight on after Enter put a late caret back before
  // what had been typed since ("@bob.collab md`.See `brief." for "@bob.collab See `brief.md`.").
  const pendingCaret = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the picked name's text is committed.
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !ref.current) return;
    pendingCaret.current = null;
    ref.current.focus();
    ref.current.setSelectionRange(at, at);
  }, [text]);

  const query = QUERY.exec(text.slice(0, caret))?.[2] ?? null;
  const options = useMemo(() => {
    if (query === null) return [];
    const q = query.toLowerCase();
    return members.filter((m) => m.user.username.toLowerCase().startsWith(q) || displayName(m.user).toLowerCase().includes(q)).slice(0, 8);
  }, [members, query]);
  const open = options.length > 0 && dismissed !== `${caret}:${query}`;

  const pick = (m: MemberView) => {
    const before = text.slice(0, caret).replace(QUERY, (_all, lead: string) => `${lead}@${m.user.username} `);
    setText(before + text.slice(caret));
    setCaret(before.length);
    setActive(0);
    pendingCaret.current = before.length;
  };

  /** The list's keys while it is open; true when the key was the list's. */
  const listKey = (e: React.KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (e.key === "Enter" || e.key === "Tab") pick(options[Math.min(active, options.length - 1)]);
    else if (e.key === "Escape") setDismissed(`${caret}:${query}`);
    else return false;
    e.preventDefault();
    return true;
  };

  const change = (value: string, selectionStart: number) => {
    setText(value);
    setCaret(selectionStart);
    setActive(0);
  };

  const clear = () => {
    setText("");
    setCaret(0);
  };

  return { text, ref, open, options, active, pick, listKey, change, setCaret, clear };
}
