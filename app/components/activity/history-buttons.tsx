import type { BoardHistory } from "../../lib/use-board-history";
import { Button } from "../ui/button";
import { Redo2, Undo2 } from "../ui/icons";

const mac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** Undo / Redo of the person's own recent board actions; the labels say what they would do. */
export function HistoryButtons({ history }: { history: BoardHistory }) {
  return (
    <fieldset className="inline-flex gap-1" aria-label="Undo and redo">
      <Button
        variant="secondary"
        size="sm"
        isDisabled={!history.state.undo || history.busy}
        onPress={history.undo}
        aria-label={history.undoLabel}
        aria-keyshortcuts={mac ? "Meta+Z" : "Control+Z"}
      >
        <Undo2 className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">Undo</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={!history.state.redo || history.busy}
        onPress={history.redo}
        aria-label={history.redoLabel}
        aria-keyshortcuts={mac ? "Meta+Shift+Z" : "Control+Shift+Z"}
      >
        <Redo2 className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">Redo</span>
      </Button>
    </fieldset>
  );
}
