import { useCallback, useEffect, useRef, useState } from "react";
import type { HistoryResult, HistoryState } from "../../core/schemas/activity";
import { api, errorMessage, readJson } from "./api";

// Undo and redo of the person's own board actions (issue 14): what can be undone now (refreshed after
// every board change), the two actions, and Ctrl/⌘-Z, Shift+Ctrl/⌘-Z (and Ctrl-Y) outside text fields.

type Notify = (t: { title: string; description?: string; variant?: "default" | "destructive" }) => void;

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}

export function useBoardHistory(projectId: number, boardVersion: number, enabled: boolean, toast: Notify) {
  const [state, setState] = useState<HistoryState>({ undo: null, redo: null });
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const page = await readJson(
        api.projects[":id"].activity.$get({ param: { id: String(projectId) }, query: { limit: "1" } }, { init: { cache: "no-store" } }),
      );
      setState({ undo: page.undo, redo: page.redo });
    } catch {
      // Buttons keep their last state; pressing one still answers with a clear message.
    }
  }, [projectId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: boardVersion is the trigger: any change may change what can be undone.
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(refresh, 250);
    return () => clearTimeout(timer);
  }, [enabled, refresh, boardVersion]);

  const run = useCallback(
    async (kind: "undo" | "redo") => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        const route = kind === "undo" ? api.projects[":id"].undo : api.projects[":id"].redo;
        const result = (await readJson(route.$post({ param: { id: String(projectId) } }))) as HistoryResult;
        setState({ undo: result.undo, redo: result.redo });
        toast({ title: `${kind === "undo" ? "Undid" : "Redid"} ${result.done}` });
      } catch (err) {
        toast({
          title: kind === "undo" ? "Can't undo" : "Can't redo",
          description: errorMessage(err, "Please try again."),
          variant: "destructive",
        });
        void refresh();
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [projectId, toast, refresh],
  );

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.metaKey || e.ctrlKey) || e.altKey || typing(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === "z") {
        e.preventDefault();
        void run(e.shiftKey ? "redo" : "undo");
      } else if (key === "y" && !e.shiftKey) {
        e.preventDefault();
        void run("redo");
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, run]);

  return {
    state,
    busy,
    undo: () => run("undo"),
    redo: () => run("redo"),
    undoLabel: state.undo ? `Undo ${state.undo}` : "Undo",
    redoLabel: state.redo ? `Redo ${state.redo}` : "Redo",
    refresh,
  };
}

export type BoardHistory = ReturnType<typeof useBoardHistory>;
