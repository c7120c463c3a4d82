// Which of the planner's languages an idea is written in, from its most common short words.
// Items keep the author's words whatever the language; the planner only adds standard steps in English.

export type IdeaLanguage = "en" | "de" | "es" | "fr";

// biome-ignore format: word lists
const MARKERS: Record<IdeaLanguage, Set<string>> = {
  en: new Set("the and to of a we our for with need needs will should is are in on by this that have has be it".split(" ")),
  de: new Set("der die das und wir unser unsere für mit ein eine einen müssen soll sollen ist sind im bis zum zur den dem nicht auch von auf neue neuen neues neuer zwei drei vier fünf sechs wochen woche monate monaten".split(" ")),
  es: new Set("el la los las y de del que para con un una hay nuestro nuestra necesitamos queremos es son en por al se antes lista".split(" ")),
  fr: new Set("le la les et de des du que pour avec un une nous notre il faut est sont en au aux sur par dans ce cette".split(" ")),
};

export function detectLanguage(text: string): IdeaLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const score: Record<IdeaLanguage, number> = { en: 0, de: 0, es: 0, fr: 0 };
  for (const word of words.slice(0, 400)) {
    for (const lang of Object.keys(MARKERS) as IdeaLanguage[]) if (MARKERS[lang].has(word)) score[lang]++;
  }
  // Italian and Portuguese are read as French, as the names' modals are (phaseLocale tells them apart):
  // "Dobbiamo rifare il sito entro fine marzo" had one marker each for English, Spanish and French, and was
  // read as English, with English steps.
  for (const word of words.slice(0, 400)) if (ITALIAN_OR_PORTUGUESE.has(word)) score.fr++;
  // German's own endings ("Renovierung", "Möglichkeit", "gründlich", "organisieren") where no article is used.
  score.de += words.slice(0, 400).filter((word) => word.length >= 6 && /(?:ung|ungen|ieren|keit|heit|schaft|lich)$/.test(word)).length;
  // Letters only one language uses settle close calls ("ß", "ñ", "ç").
  if (/[äöüß]/i.test(text)) score.de += 2;
  if (/[ñ¿¡]/i.test(text)) score.es += 2;
  if (/[çœèêàù]/i.test(text)) score.fr += 2;
  // Portuguese's own letters, counted with French as its words are ("Faltam duas semanas para a inauguração
  // da loja" was English: its two "a" outweighed one "ç").
  if (/[ãõ]/i.test(text)) score.fr += 2;
  const best = (Object.keys(score) as IdeaLanguage[]).reduce((a, b) => (score[b] > score[a] ? b : a), "en");
  // English wins ties: most ideas are English and a few foreign names must not flip it.
  return score[best] > score.en * 1.2 ? best : "en";
}

// Words only Italian or Portuguese use: not "os" (an operating system), "serve", or German's "das" and "alle";
// Portuguese "em", "ao" and "aos" ("Preparar o casamento em setembro" was read as English; "o" and "dos" are
// Spanish too).
// biome-ignore format: word lists
const ITALIAN_OR_PORTUGUESE = new Set(
  "gli della dello delle degli nel nella sono entro dobbiamo bisogna servono vogliamo anche questo questa nostro nostra dei alla não são até precisamos temos queremos também nosso nossa uma pelo pela em ao aos".split(" "),
);

/** The language the planner's own words are written in: Italian and Portuguese are read as French or Spanish. */
export type PhaseLocale = Exclude<IdeaLanguage, "en"> | "it" | "pt";

// biome-ignore format: word lists
const ROMANCE_MARKERS: Record<"it" | "pt", Set<string>> = {
  it: new Set("i prima il lo gli della dello delle degli nel nella per che non di è sono entro dobbiamo bisogna ci serve vogliamo sito una uno anche".split(" ")),
  pt: new Set("o os as da do dos das na no para com não é são até precisamos temos queremos uma um também nosso nossa".split(" ")),
};

/** Which language to name phases in: the idea's, with Italian and Portuguese told apart from French and Spanish. */
export function phaseLocale(text: string, lang: Exclude<IdeaLanguage, "en">): PhaseLocale {
  if (lang !== "fr" && lang !== "es") return lang;
  const words =
    text
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.slice(0, 400) ?? [];
  const count = (markers: Set<string>) => words.filter((word) => markers.has(word)).length;
  const own = count(MARKERS[lang]);
  // Italian infinitives in -are ("organizzare", "prenotare"): French and Spanish have few such words.
  const infinitives = words.filter((word) => word.length >= 6 && /[^p]are$/.test(word) && !word.endsWith("clare")).length;
  const italian = count(ROMANCE_MARKERS.it) + infinitives + (/[àèìòù]\b/i.test(text) && !/[ç]/i.test(text) ? 1 : 0);
  const portuguese = count(ROMANCE_MARKERS.pt) + (/[ãõ]|ção\b/i.test(text) ? 2 : 0);
  if (portuguese > own && portuguese >= italian) return "pt";
  if (italian > own) return "it";
  return lang;
}

/** Plain words for the few things the planner says in the idea's language. */
export const PHASE_NAMES: Record<PhaseLocale, [string, string]> = {
  de: ["Vorbereitung", "Umsetzung"],
  es: ["Preparación", "Ejecución"],
  fr: ["Préparation", "Réalisation"],
  it: ["Preparazione", "Realizzazione"],
  pt: ["Preparação", "Execução"],
};
