import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 27: survivors of the planner's mutants in naming and date reading (fourth sample, part b). Each
// case states what the planner promises for a text a user could paste, not what the mutant did.
// Friday 27 November 2026, unless a case says the text is written on another day.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string, today = TODAY) => generateEmbeddedPlan(idea, today);
const endOf = (idea: string, today = TODAY) => plan(idea, today).timeline.endDate;

describe("the project's name", () => {
  it("leaves out the person a meeting note gives the work to, and keeps the work's verb", () => {
    // "Ana will redesign the company website": the project is the redesign, not Ana.
    expect(plan("Ana will redesign the company website by January 15").name).toBe("Company Website Redesign");
    expect(plan("Ana to plan the team offsite:\n- book the venue\n- send invites\n- order food").name).toBe("Team Offsite");
  });

  it("cuts a long Chinese opening sentence to sixty characters", () => {
    // A name is a short label: a whole sentence of Chinese is cut at 60 characters, the last one "…".
    const p = plan(
      "为我们公司的新产品发布会准备一个完整的计划，包括场地预订、嘉宾邀请、媒体宣传、现场布置、餐饮安排、摄影摄像以及会后跟进和客户回访等所有工作\n- 预订场地\n- 邀请嘉宾\n- 联系媒体",
    );
    expect(p.name).toBe(
      "为我们公司的新产品发布会准备一个完整的计划，包括场地预订、嘉宾邀请、媒体宣传、现场布置、餐饮安排、摄影摄像以及会后跟进…",
    );
    expect(p.name).toHaveLength(60);
  });
});

describe("the project's description", () => {
  it("sums up the idea in its first three sentences, not more", () => {
    // The summary is one to three sentences; the fourth and fifth stay in the source text.
    const p = plan(
      "We are opening a bakery in Leeds. It will sell bread and cakes. We have a small budget. My sister will help on weekends. We want to open by March.\n- sign the lease\n- buy the ovens\n- hire a baker",
    );
    expect(p.description).toBe(
      "We are opening a bakery in Leeds. It will sell bread and cakes. We have a small budget. Planned over 18 weeks, finishing by 2027-03-31.",
    );
  });
});

describe("a deadline in September", () => {
  it("ends the plan on that September day however the month is written in English", () => {
    // "September 15", "Sept 15" and "Sep 15" are the same day.
    const thesis = (month: string) => endOf(`Finish the thesis by ${month} 15:\n- write the methods chapter\n- run the analysis\n- submit`);
    expect(thesis("September")).toBe("2027-09-15");
    expect(thesis("Sept")).toBe("2027-09-15");
    expect(thesis("Sep")).toBe("2027-09-15");
  });

  it("ends a French or Spanish plan before the 12th of September, not of October", () => {
    // "avant le 12 septembre", "antes del 12 de septiembre" (or "setiembre", as in Peru and Uruguay):
    // the work is done by Friday 10 September 2027.
    expect(
      endOf("Organiser le mariage avant le 12 septembre 2027 :\n- réserver la salle\n- envoyer les invitations\n- choisir le traiteur"),
    ).toBe("2027-09-10");
    const wedding = (month: string) =>
      endOf(`Organizar la boda antes del 12 de ${month}:\n- reservar el salón\n- enviar las invitaciones\n- elegir el catering`);
    expect(wedding("septiembre")).toBe("2027-09-10");
    expect(wedding("setiembre")).toBe("2027-09-10");
  });
});

describe("a length written out in words", () => {
  it("gives 'in eleven weeks' eleven weeks", () => {
    // Eleven weeks from Friday 27 November 2026 is Friday 12 February 2027.
    expect(endOf("Launch the new website in eleven weeks:\n- write copy\n- design pages\n- build the site")).toBe("2027-02-12");
  });

  it("reads Portuguese 'duas semanas' as two weeks and 'dois meses' as two months", () => {
    const site = (length: string) => endOf(`Lançar o site em ${length}:\n- escrever os textos\n- criar as páginas\n- publicar o site`);
    expect(site("duas semanas")).toBe("2026-12-11");
    expect(site("dois meses")).toBe("2027-01-27");
  });
});

describe("a weekday counted within a month", () => {
  it("puts 'the first Tuesday of January' on 5 January, however 'first' is written", () => {
    // January 2027 starts on a Friday: its first Tuesday is the 5th, its last the 26th.
    const club = (ordinal: string) =>
      endOf(`Book club launch on the ${ordinal} Tuesday of January:\n- pick the first book\n- book a room\n- invite members`);
    expect(club("first")).toBe("2027-01-05");
    expect(club("1st")).toBe("2027-01-05");
    expect(club("last")).toBe("2027-01-26");
  });
});

describe("a date counted from the one before it", () => {
  it("counts a month and a half as 45 days", () => {
    // Ordered by Friday 4 December, the cabinets go in 45 days later, on Monday 18 January 2027.
    const p = plan("Kitchen remodel:\n- order the cabinets by December 4\n- install the cabinets 1.5 months after that\n- paint the walls");
    expect(p.tasks.slice(0, 3).map((t) => t.dueDate)).toEqual(["2026-12-04", "2027-01-18", "2027-01-20"]);
  });
});

describe("a season named as the next one", () => {
  it("reads 'before next winter', written in January, as before the winter after the one under way", () => {
    // Written on 15 January 2027, in the middle of a winter: next winter starts on 1 December 2027, so the
    // work ends the day before. (Written in November, before winter begins, the two readings agree.)
    const p = plan(
      "Insulate the cabin before next winter:\n- get quotes\n- buy insulation\n- insulate the attic",
      new Date("2027-01-15T00:00:00Z"),
    );
    expect(p.timeline).toEqual({ startDate: "2027-01-15", endDate: "2027-11-30" });
  });
});
