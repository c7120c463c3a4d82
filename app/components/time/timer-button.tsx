import { useCallback, useEffect, useState } from "react";
import type { Task } from "../../../core/schemas/task";
import { formatMinutes } from "../../../core/time/days";
import { errorMessage } from "../../lib/api";
import { elapsedText, startTimer, stopTimer, useTimer } from "../../lib/timer-store";
import { Play, Square } from "../ui/icons";
import { useToast } from "../ui/toast";

/** The running time, ticking each second while shown. */
export function Elapsed({ startedAt }: { startedAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return <span className="tabular-nums">{elapsedText(startedAt, now)}</span>;
}

/** Start or stop the person's timer on this task; their one timer moves here if it ran elsewhere. */
export function useTimerToggle() {
  const toast = useToast();
  return useCallback(
    async (task: Pick<Task, "id" | "name">, running: boolean) => {
      try {
        if (running) {
          const entry = await stopTimer();
          toast({ title: entry ? `Logged ${formatMinutes(entry.minutes)} on “${task.name}”` : "Timer stopped" });
        } else {
          const stopped = await startTimer(task.id);
          toast({
            title: `Timer started on “${task.name}”`,
            description: stopped ? `The timer before it logged ${formatMinutes(stopped.minutes)}.` : undefined,
          });
        }
      } catch (err) {
        toast({
          title: running ? "Timer not stopped" : "Timer not started",
          description: errorMessage(err, "Please try again."),
          variant: "destructive",
        });
      }
    },
    [toast],
  );
}

export function TimerButton({ task, withLabel = false }: { task: Pick<Task, "id" | "name">; withLabel?: boolean }) {
  const { timer } = useTimer();
  const toggle = useTimerToggle();
  const running = timer?.taskId === task.id;
  const label = running ? `Stop the timer on “${task.name}”` : `Start a timer on “${task.name}”`;
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        void toggle(task, running);
      }}
      aria-label={withLabel ? undefined : label}
      aria-pressed={running}
      data-testid="timer-button"
      className={`inline-flex items-center gap-1 rounded p-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
        running ? "bg-emerald-50 text-emerald-800 hover:bg-emerald-100" : "text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      }`}
    >
      {running ? <Square className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
      {withLabel && <span>{running ? "Stop timer" : "Start timer"}</span>}
      {running && timer && <Elapsed startedAt={timer.startedAt} />}
    </button>
  );
}
