// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GanttChart } from "../../app/components/timeline/gantt-chart";
import { axisFor, scheduleOf } from "../../app/lib/gantt-model";
import type { Schedule } from "../../core/schedule";
import type { Dependency } from "../../core/schemas/dependency";
import { storedTask } from "../support/stored-task";

// The Gantt (spec §2.8) in a browser-like DOM: bars placed from the tasks' dates, a link drawn as an
// arrow from the predecessor's end to the successor's start, and the today line. Day zoom: 32 px a day,
// rows 36 px under a 44 px header.

const TODAY = "2026-03-04";
const TASKS = [
  storedTask("design", { name: "Design", startDate: "2026-03-02", dueDate: "2026-03-06", createdAt: "2026-01-01T00:00:01Z" }),
  storedTask("build", { name: "Build", startDate: "2026-03-09", dueDate: "2026-03-10", createdAt: "2026-01-01T00:00:02Z" }),
];
const LINK: Dependency = {
  id: "d1",
  projectId: 1,
  predecessorId: "design",
  successorId: "build",
  type: "FS",
  lagDays: 0,
  createdAt: "2026-01-01T00:00:00Z",
};

function renderChart() {
  const schedule = scheduleOf(TASKS, [LINK], TODAY) as Schedule;
  expect("error" in schedule).toBe(false);
  const axis = axisFor(schedule, TODAY, "day");
  const view = render(
    <GanttChart
      tasks={TASKS}
      schedule={schedule}
      dependencies={[LINK]}
      axis={axis}
      zoom="day"
      today={TODAY}
      editable={false}
      ghosts={new Map()}
      passed={new Map()}
      selectedId={null}
      onSelect={() => {}}
      onDrag={() => {}}
      onDrop={() => {}}
      onLink={() => {}}
    />,
  );
  return { ...view, axis };
}

const barOf = (id: string) => {
  const group = document.querySelector(`g[data-task-id="${id}"]`);
  if (!group) throw new Error(`no bar for ${id}`);
  return { group, rect: group.querySelector("rect.bar") as SVGRectElement };
};
const num = (el: Element, name: string) => Number(el.getAttribute(name));

afterEach(cleanup);

describe("GanttChart", { timeout: 30_000 }, () => {
  it("places each bar from its start to the end of its due day, one row each", () => {
    const { axis } = renderChart();
    const design = barOf("design");
    expect(design.group.getAttribute("data-start")).toBe("2026-03-02");
    expect(design.group.getAttribute("data-end")).toBe("2026-03-06");
    expect(num(design.rect, "x")).toBe(axis.x("2026-03-02"));
    // Monday to Friday: five days of 32 px.
    expect(num(design.rect, "width")).toBe(5 * 32);
    expect(num(design.rect, "y")).toBe(44 + 8);
    const build = barOf("build");
    expect(num(build.rect, "x")).toBe(axis.x("2026-03-09"));
    expect(num(build.rect, "width")).toBe(2 * 32);
    expect(num(build.rect, "y")).toBe(44 + 36 + 8);
    expect(screen.getByRole("button", { name: /^Design: Mar 2, 2026 to Mar 6, 2026, critical/ })).toBeTruthy();
  });

  it("draws the link as an arrow from the predecessor's end to the successor's start", () => {
    const { axis } = renderChart();
    const links = document.querySelectorAll("path[data-link]");
    expect(links.length).toBe(1);
    const link = links[0];
    expect(link.getAttribute("data-link")).toBe("design>build");
    const sx = axis.x("2026-03-06") + 32;
    const tx = axis.x("2026-03-09");
    const sy = 44 + 18;
    const ty = 44 + 36 + 18;
    expect(link.getAttribute("d")).toBe(`M${sx},${sy} C${sx + 24},${sy} ${tx - 24},${ty} ${tx},${ty}`);
    // Both tasks are on the critical path: the red arrowhead.
    expect(link.getAttribute("marker-end")).toBe("url(#gantt-arrow-critical)");
    expect(document.getElementById("gantt-arrow-critical")).toBeTruthy();
  });

  it("draws the today line at today's day, labelled", () => {
    const { axis } = renderChart();
    const line = document.querySelector(`line[data-today="${TODAY}"]`) as SVGLineElement;
    expect(line).toBeTruthy();
    expect(num(line, "x1")).toBe(axis.x(TODAY));
    expect(num(line, "x2")).toBe(axis.x(TODAY));
    expect(screen.getByText("Today").getAttribute("x")).toBe(String(axis.x(TODAY) + 3));
  });
});
