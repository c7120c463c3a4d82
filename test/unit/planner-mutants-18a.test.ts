import { describe, expect, it } from "vitest";
import { dayFromNumber, utcDayNumberOf } from "../../core/dates";
import { generateEmbeddedPlan } from "../../core/planner";
import { findDateMentions } from "../../core/planner/parse-dates";

// Issue 27: survivors of the eighteenth planner sample (`--every 50 --across --offset 31`, at b49acb9).
// parse-dates.ts: counting working days back over a weekend, "by the 15th" said in December, "before end
// of quarter", "a few" and Italian "otto" went unseen; estimates.ts: German "drei" as a stated effort. The
// number tables' other entries, found by mutating their whole lines (`--lines 57,96`), are read here too.

const day = (iso: string) => utcDayNumberOf(new Date(`${iso}T00:00:00Z`));
const said = (text: string, today: string, anchor?: string) =>
  findDateMentions(text, day(today), anchor === undefined ? undefined : day(anchor)).map((m) => dayFromNumber(m.day));

describe("days counted back from a date", () => {
  it("skip the weekend: 'before then' from a Monday is the Friday", () => {
    expect(said("send the reminder before then", "2026-11-23", "2026-12-07")).toEqual(["2026-12-04"]);
  });

  it("count working days only: three before a Tuesday is the Thursday before", () => {
    expect(said("freeze the code 3 working days before that", "2026-11-23", "2026-12-08")).toEqual(["2026-12-03"]);
  });
});

describe("a day of the month", () => {
  it("said in late December is next January's", () => {
    expect(said("pay the invoice by the 15th", "2026-12-20")).toEqual(["2027-01-15"]);
  });
});

describe("the end of the quarter", () => {
  it("is its last day 'by', and the day before 'before'", () => {
    expect(said("finish the audit by end of quarter", "2026-11-23")).toEqual(["2026-12-31"]);
    expect(said("finish the audit before end of quarter", "2026-11-23")).toEqual(["2026-12-30"]);
  });
});

describe("counted spans in words", () => {
  it("read 'a few weeks' as three and Italian 'otto settimane' as eight", () => {
    expect(said("launch in a few weeks", "2026-11-23")).toEqual(["2026-12-14"]);
    expect(said("lanciare il sito entro otto settimane", "2026-11-23")).toEqual(["2027-01-18"]);
  });
});

describe("every counted span in words", () => {
  // The rest of the two number tables the sample's mutants sat in, each read once.
  it.each([
    ["launch in a couple of weeks", "2026-12-07"],
    ["launch in couple of weeks", "2026-12-07"],
    ["launch in few weeks", "2026-12-14"],
    ["launch in several weeks", "2026-12-14"],
    ["launch in half a month", "2026-12-08"],
    ["finire entro uno mese", "2026-12-23"],
    ["finire entro due settimane", "2026-12-07"],
    ["finire entro tre settimane", "2026-12-14"],
    ["finire entro quattro settimane", "2026-12-21"],
    ["finire entro cinque settimane", "2026-12-28"],
    ["finire entro sei settimane", "2027-01-04"],
    ["finire entro dieci giorni", "2026-12-03"],
    ["finire entro dodici settimane", "2027-02-15"],
  ])("'%s' is %s", (text, due) => {
    expect(said(text, "2026-11-23")).toEqual([due]);
  });
});

describe("an effort stated in German words", () => {
  it("is three days for 'drei Tage'", () => {
    const p = generateEmbeddedPlan(
      "Website-Relaunch\n- Tests schreiben (drei Tage)\n- Seiten bauen (zwei Tage)",
      new Date("2026-11-23T00:00:00Z"),
    );
    expect(p.estimateUnit).toBe("hours");
    expect(p.tasks.map((t) => [t.name, t.estimate])).toEqual([
      ["Tests schreiben", 24],
      ["Seiten bauen", 16],
    ]);
  });
});
