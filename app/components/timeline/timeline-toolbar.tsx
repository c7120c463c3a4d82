import type { Schedule } from "../../../core/schedule";
import { formatDay, type Zoom } from "../../lib/gantt-model";
import { Button } from "../ui/button";
import type { AutoSchedule } from "./use-auto-schedule";

// The bar above the Timeline: the project's span and the chart's legend, then the zoom, the switch to
// the table, and (for editors) Auto-schedule with its capacity option.

const ZOOMS: Zoom[] = ["day", "week", "month"];

interface Props {
  schedule: Schedule;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  showTable: boolean;
  onToggleTable: () => void;
  editable: boolean;
  autoSchedule: AutoSchedule;
}

export function TimelineToolbar({ schedule, zoom, onZoom, showTable, onToggleTable, editable, autoSchedule }: Props) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <ScheduleLegend schedule={schedule} />
      <div className="flex flex-wrap items-center gap-2">
        <ZoomPicker zoom={zoom} onZoom={onZoom} />
        <Button size="sm" variant="ghost" onPress={onToggleTable}>
          {showTable ? "Show chart" : "Show as table"}
        </Button>
        {editable && <AutoScheduleControls autoSchedule={autoSchedule} />}
      </div>
    </div>
  );
}

function ScheduleLegend({ schedule }: { schedule: Schedule }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <span>
        {formatDay(schedule.projectStart)} → <strong className="text-slate-900">{formatDay(schedule.projectEnd)}</strong>
      </span>
      <span className="inline-flex items-center gap-1">
        <span aria-hidden className="inline-block h-2.5 w-4 rounded-sm bg-rose-600" /> Critical path ({schedule.criticalPath.length})
      </span>
      <span className="inline-flex items-center gap-1">
        <span aria-hidden className="inline-block h-1 w-4 rounded-sm bg-slate-300" /> Float
      </span>
    </div>
  );
}

function ZoomPicker({ zoom, onZoom }: { zoom: Zoom; onZoom: (zoom: Zoom) => void }) {
  return (
    <fieldset className="flex rounded-md border border-slate-300" aria-label="Zoom">
      {ZOOMS.map((z) => (
        <button
          key={z}
          type="button"
          aria-pressed={zoom === z}
          onClick={() => onZoom(z)}
          className={`px-3 py-1 text-sm capitalize first:rounded-l-md last:rounded-r-md focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none ${zoom === z ? "bg-indigo-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
        >
          {z}
        </button>
      ))}
    </fieldset>
  );
}

function AutoScheduleControls({ autoSchedule }: { autoSchedule: AutoSchedule }) {
  const { respectCapacity, setRespectCapacity, applying, planned } = autoSchedule;
  return (
    <>
      <label className="flex items-center gap-1 text-sm text-slate-700">
        <input type="checkbox" checked={respectCapacity} onChange={(e) => setRespectCapacity(e.target.checked)} /> Respect capacity
      </label>
      <Button size="sm" onPress={() => autoSchedule.plan(false)} isDisabled={applying || planned !== null}>
        {applying && !planned ? "Scheduling…" : "Auto-schedule"}
      </Button>
    </>
  );
}
