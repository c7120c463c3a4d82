import type { PhaseLocale } from "./language";
import { shorten } from "./text";

// The two sentences the planner writes under a plan of a list ("Covers X, Y and Z. Planned over 6 weeks,
// finishing by 2027-06-29."), in the language of the text: a German list read "Covers stand buchen …",
// English around the author's words, with their nouns lower-cased.

export type SentenceLocale = PhaseLocale | "en";

interface Words {
  covers: string;
  and: string;
  more: string;
  planned: string;
  forOne: string;
  forTeam: (n: number) => string;
  over: string;
  weeks: (n: number) => string;
  workingDays: (n: number) => string;
  /** Calendar days, for a plan held on a weekend ("this weekend", a deadline today on a Saturday). */
  days: (n: number) => string;
  finishing: (day: string) => string;
  /** German capitalises every noun: an item keeps its first letter. */
  keepsCapitals?: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const WORDS: Record<SentenceLocale, Words> = {
  en: {
    covers: "Covers",
    and: "and",
    more: ", among other things",
    planned: "Planned",
    forOne: " for one person",
    forTeam: (n) => ` for a team of ${n}`,
    over: "over",
    weeks: (n) => `${n} weeks`,
    workingDays: (n) => plural(n, "working day", "working days"),
    days: (n) => plural(n, "day", "days"),
    finishing: (day) => `, finishing by ${day}`,
  },
  de: {
    covers: "Umfasst",
    and: "und",
    more: ", unter anderem",
    planned: "Geplant",
    forOne: " für eine Person",
    forTeam: (n) => ` für ein Team von ${n}`,
    over: "über",
    weeks: (n) => `${n} Wochen`,
    workingDays: (n) => plural(n, "Arbeitstag", "Arbeitstage"),
    days: (n) => plural(n, "Tag", "Tage"),
    finishing: (day) => `, fertig bis ${day}`,
    keepsCapitals: true,
  },
  es: {
    covers: "Incluye",
    and: "y",
    more: ", entre otras cosas",
    planned: "Planificado",
    forOne: " para una persona",
    forTeam: (n) => ` para un equipo de ${n}`,
    over: "en",
    weeks: (n) => `${n} semanas`,
    workingDays: (n) => plural(n, "día laborable", "días laborables"),
    days: (n) => plural(n, "día", "días"),
    finishing: (day) => `, con fin el ${day}`,
  },
  fr: {
    covers: "Comprend",
    and: "et",
    more: ", entre autres",
    planned: "Planifié",
    forOne: " pour une personne",
    forTeam: (n) => ` pour une équipe de ${n}`,
    over: "sur",
    weeks: (n) => `${n} semaines`,
    workingDays: (n) => plural(n, "jour ouvré", "jours ouvrés"),
    days: (n) => plural(n, "jour", "jours"),
    finishing: (day) => `, terminé le ${day}`,
  },
  it: {
    covers: "Comprende",
    and: "e",
    more: ", tra le altre cose",
    planned: "Pianificato",
    forOne: " per una persona",
    forTeam: (n) => ` per un team di ${n}`,
    over: "in",
    weeks: (n) => `${n} settimane`,
    workingDays: (n) => plural(n, "giorno lavorativo", "giorni lavorativi"),
    days: (n) => plural(n, "giorno", "giorni"),
    finishing: (day) => `, con fine il ${day}`,
  },
  pt: {
    covers: "Inclui",
    and: "e",
    more: ", entre outras coisas",
    planned: "Planejado",
    forOne: " para uma pessoa",
    forTeam: (n) => ` para uma equipe de ${n}`,
    over: "em",
    weeks: (n) => `${n} semanas`,
    workingDays: (n) => plural(n, "dia útil", "dias úteis"),
    days: (n) => plural(n, "dia", "dias"),
    finishing: (day) => `, com término em ${day}`,
  },
};

/**
 * A task name inside a sentence: "Draft the brochure" → "draft the brochure". A name, an acronym or a
 * label keeps its capital: "API docs", "iOS app", "Ana: draft the wireframes", "Sam will send …".
 */
function inSentence(name: string): string {
  const first = /^(\p{Lu}[\p{Ll}-]*)(\S*)(\s+will\b)?/u.exec(name);
  if (first === null || first[2] !== "" || first[3] !== undefined) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** "Covers X, Y and Z." when the idea is only a list and has no prose to summarise. */
export function listSummary(names: string[], locale: SentenceLocale = "en"): string {
  const w = WORDS[locale];
  const shown = names.slice(0, 3).map((name) => (w.keepsCapitals ? name : inSentence(name)));
  if (shown.length === 0) return "";
  const joined = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} ${w.and} ${shown[shown.length - 1]}`;
  return shorten(`${w.covers} ${joined}${names.length > 3 ? w.more : ""}.`, 400);
}

/** "Planned for a team of 3 over 6 weeks, finishing by 2027-06-29." */
export function planningSentence(
  teamSize: number | null,
  workingDays: number,
  calendarDays: number,
  deadline: string | null,
  locale: SentenceLocale = "en",
): string {
  const w = WORDS[locale];
  const weeks = Math.round(calendarDays / 7);
  // A plan with no working day in it (this weekend, a Saturday deadline typed that Saturday) counts its days.
  const span = weeks >= 2 ? w.weeks(weeks) : workingDays > 0 ? w.workingDays(workingDays) : w.days(calendarDays);
  const who = teamSize === null ? "" : teamSize === 1 ? w.forOne : w.forTeam(teamSize);
  return `${w.planned}${who} ${w.over} ${span}${deadline ? w.finishing(deadline) : ""}.`;
}
