import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { HistoryState } from "../../core/schemas/activity";
import { api, errorMessage, readJson } from "./api";
import { invalidateAfter, queryKeys } from "./query-keys";
import { nextTask } from "./soon";
import { useRefetchAfterChange } from "./use-refetch-after-change";

// Undo and redo of the person's own board actions (issue 14): what can be undone now (refreshed after
// every board change), the two actions, and Ctrl/⌘-Z, Shift+Ctrl/⌘-Z (and Ctrl-Y) outside text fields.

type Notify = (t: { title: string; description?: string; variant?: "default" | "destructive" }) => void;

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const el = target;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}

export function useBoardHistory(projectId: number, boardVersion: number, enabled: boolean, toast: Notify) {
  const client = useQueryClient();
  const key = queryKeys.history(projectId);
  // Buttons keep their last state when a read fails; pressing one still answers with a clear message.
  const state: HistoryState = useQuery({
    queryKey: key,
    queryFn: async () => {
      // Out of the commit that hydrates the project page (soon.ts says why).
      await nextTask();
      const page = await readJson(
        api.projects[":id"].activity.$get({ param: { id: String(projectId) }, query: { limit: "1" } }, { init: { cache: "no-store" } }),
      );
      return { undo: page.undo, redo: page.redo };
    },
    enabled,
  }).data ?? { undo: null, redo: null };
  // Any change on the board may change what can be undone.
  useRefetchAfterChange(boardVersion, key, 250, enabled);
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: queryKeys.history(projectId) }), [client, projectId]);
  const step = useMutation({
    mutationFn: (kind: "undo" | "redo") => {
      const route = kind === "undo" ? api.projects[":id"].undo : api.projects[":id"].redo;
      return readJson(route.$post({ param: { id: String(projectId) } }));
    },
    onSuccess: (result, kind) => {
      client.setQueryData<HistoryState>(queryKeys.history(projectId), { undo: result.undo, redo: result.redo });
      toast({ title: `${kind === "undo" ? "Undid" : "Redid"} ${result.done}` });
      return invalidateAfter(client, "undoRedo", projectId);
    },
    onError: (err, kind) => {
      toast({
        title: kind === "undo" ? "Can't undo" : "Can't redo",
        description: errorMessage(err, "Please try again."),
        variant: "destructive",
      });
      void refresh();
    },
  });
  // One step at a time: a held Ctrl-Z repeats faster than a step's answer comes back.
  const busyRef = useRef(false);
  const { mutateAsync } = step;
  const run = useCallback(
    async (kind: "undo" | "redo") => {
      if (busyRef.current) return;
      busyRef.current = true;
      try {
        await mutateAsync(kind);
      } catch {
        // Told in onError.
      } finally {
        busyRef.current = false;
      }
    },
    [mutateAsync],
  );

  useUndoShortcuts(enabled, run);

  return {
    state,
    busy: step.isPending,
    undo: () => run("undo"),
    redo: () => run("redo"),
    undoLabel: state.undo ? `Undo ${state.undo}` : "Undo",
    redoLabel: state.redo ? `Redo ${state.redo}` : "Redo",
    refresh,
  };
}

export type BoardHistory = ReturnType<typeof useBoardHistory>;

/** Ctrl/⌘-Z undoes, Shift+Ctrl/⌘-Z and Ctrl-Y redo, outside text fields. */
function useUndoShortcuts(enabled: boolean, run: (kind: "undo" | "redo") => Promise<void>) {
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
}
