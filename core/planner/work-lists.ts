import { keepingPairs, splitOutside } from "./enumerations";
import { escapeRegex } from "./keywords";
import type { IdeaLanguage } from "./language";
import { ANY_DAY, findDateMentions, removeMentions } from "./parse-dates";
import { isGermanInfinitivePhrase, isRomanceInfinitive } from "./plan-signals";
import { neededThingVerb, startsWithVerb, withVerb } from "./task-names";
import { DISCOURSE_VERB, INTERJECTION, LOSS_VERB } from "./vocabulary";

// "We need to sign the lease, get the permits and hire two baristas", "Wir müssen X, Y und Z",
// "Hay que X, Y y Z", "Il faut X, Y et Z": a sentence that says what must be done lists the work
// itself. Each part keeps the author's words.

/** Words that open the list of work, per language. The list is what follows the cue. */
const CUES: Record<IdeaLanguage, RegExp> = {
  en: new RegExp(
    String.raw`\b(?:(?:app|site|website|shop|store|product|tool|platform|system|service|dashboard)\s+needs|(?:team|company|business|school|club|department|office|family)\s+(?:also\s+|still\s+)?(?:has|needs|wants)\s+to(?=\s+(?!${DISCOURSE_VERB}))|(?:we|i|you)(?:'ll|’ll|'d|’d|'ve|’ve| will| would| still| also| really)*\s+(?:need|have|has|got)\s+to|(?:we|i|you)(?: still| also| really)*\s+gotta(?=\s+(?!${DISCOURSE_VERB}))|(?:we|i|you)(?:'d|’d| would)?\s+(?:want|like|love|plan|intend)\s+to(?=\s+(?!${DISCOURSE_VERB}))|(?:we|i)(?:'ll|’ll| will| still| also)*\s+need(?=\s+(?:a|an|the|some|two|three|\d))|^(?:still\s+)?need(?=\s+(?:a|an|the|some|two|three|\d))|(?:still\s+)?need(?:s)?\s+to|i guess we'd|we'd)\s+`,
    "i",
  ),
  de: /(?<![\p{L}])(?:wir|ich|man|es)\s+(?:müssen|muss|sollten|sollen|möchten|wollen|brauchen)\s+(?:noch\s+|auch\s+)?|(?<![\p{L}])\p{L}+\s+(?:sollen|soll|sollten|müssen|muss|können)\s+|(?<![\p{L}])(?:es\s+)?(?:fehlen|fehlt)\s+(?:noch\s+)?/iu,
  es: /(?<![\p{L}])(?:hay que|tenemos que|tengo que|debemos|necesitamos|queremos|hace falta|falta)\s+/iu,
  // Italian and Portuguese are read as French: "dobbiamo …", "mi resta da …", "temos que …".
  fr: /(?<![\p{L}])(?:il (?:nous |me |te )?(?:faut|reste à)|nous devons|on doit|je dois|nous voulons|dobbiamo|devo|bisogna|(?:mi|ci) resta(?:no)? da|temos que|tenho que|precisamos|preciso)\s+(?:encore\s+|ancora\s+|ainda\s+)?/iu,
};

const AND: Record<IdeaLanguage, string> = {
  en: "and then|and|then|&",
  de: "und dann|und|sowie|dann",
  es: "y luego|y|e",
  // Italian and Portuguese are read as French (IdeaLanguage has four languages): their "e" joins too.
  fr: "et ensuite|et puis|et|puis|e depois|e poi|e|ed",
};

const ARTICLES_DE = /^(?:die|der|das|den|dem|eine|einen|einer|ein|unsere|unseren|unser)\s+/iu;

/** The work a sentence lists after a "we need to"-cue, or null when it lists none. */
export function readWorkList(sentence: string, lang: IdeaLanguage, chat = false): string[] | null {
  // In a thread, "Priya should integrate Stripe" hands work to a person.
  const cue =
    CUES[lang].exec(sentence) ??
    // "and Lisa should design the charts": the line goes on from the one before it.
    (chat
      ? /^(?:(?:[Aa]nd|[Aa]lso|[Pp]lus|[Oo]h and)\s+)?(?:someone|somebody|\p{Lu}\p{Ll}+)\s+(?:should|must|has to)\s+/u.exec(sentence)
      : null);
  if (!cue) return null;
  // "lay a patio (need to pick pavers first), build raised beds": a need said in brackets is a note on its
  // item, not the sentence's list of work.
  const before = sentence.slice(0, cue.index ?? 0);
  if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) return null;
  const tail = sentence.slice((cue.index ?? 0) + cue[0].length).replace(/[\s.!?;:…。]+$/u, "");
  // "Nous devons migrer notre site d'ici février : exporter les articles, choisir un thème": the work is
  // the list after the colon; what comes before it is the whole it makes up.
  const parts = readColonList(tail, lang)?.parts ?? splitWork(tail, lang);
  // "A lot of things need to be organized", "some need to be settled sooner": a state things are in, with
  // no work named ("Be organized prior to the event" was a task).
  if (parts?.some((part) => /^be\s+(?:\p{L}+(?:ed|en|t)|done|made|set|put|held|run|sent|kept|built|bought|paid)\b/iu.test(part)))
    return null;
  if (!parts || lang !== "en") return parts;
  // "We need the landing page, the press kit and the demo video": each thing needed is made or booked
  // ("The press kit" was the task).
  const needs = /\bneed$/i.test(cue[0].trim());
  // "the DJ cancelled on us, so we need a new one": the one needed is what was lost.
  const lost = LOST.exec(sentence)?.[1];
  const things = needs
    ? parts
        .map((part) => (lost ? part.replace(/^((?:a\s+new|another|a\s+replacement|a\s+different)\s+)one\b/i, `$1${lost}`) : part))
        .map((part) => {
          const verb = neededThingVerb(part);
          return verb ? withVerb(verb, part) : part;
        })
    : parts;
  // "We have to fix the roof and the gutters": one job with two things, as written ("The gutters" was a task).
  const [job, second] = things;
  // Not "we need the market size slide and the financials": two things needed, each its own work.
  if (
    !needs &&
    things.length === 2 &&
    job &&
    second &&
    startsWithVerb(job) &&
    !startsWithVerb(second) &&
    !FINITE.test(second) &&
    second.split(/\s+/).length <= 6
  )
    return [`${job} and ${second}`];
  // What a "need to" asks for shares its first verb; a bare list (readBareList: "Notify clients, IT move,
  // new keycards, farewell drinks") names separate jobs. So do the things a "need" names: the verb the first
  // was given is its thing's ("We need a venue by January, sponsors by February": "Book sponsors").
  return needs && things[0] !== parts[0] ? things : withSharedVerb(things);
}

/** "the DJ cancelled on us", "our caterer fell through": who or what the plan lost. */
const LOST = new RegExp(`\\b(?:the|our|my)\\s+([\\p{L}-]+(?:\\s+[\\p{L}-]+)?)\\s+(?:has\\s+|just\\s+)?(?:${LOSS_VERB})\\b`, "iu");

/** "Wir eröffnen ein Café in Leipzig am 30. April" → "Café in Leipzig": a name in the idea's own language. */
const FOREIGN_MONTHS =
  "januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";

const MOVING: Record<Exclude<IdeaLanguage, "en">, RegExp> = {
  de: /^(?:wir|ich)\s+zieh(?:en|e)\s+(?:(?!(?:nach|ins|in\s+die|in\s+den)\s)\S+\s+)*((?:nach|in die|in den|ins)\s+[^.!,;]+?)?\s*\bum\s*[.!]?$/iu,
  es: /^(?:nos\s+mudamos|me\s+mudo)\s*((?:a|al)\s+[^.!,;]+?)?\s*(?:\s(?:el|en)\s+.*)?[.!]?$/iu,
  fr: /^(?:nous\s+déménageons|je\s+déménage|on\s+déménage)\s*((?:à|au|en)\s+[^.!,;]+?)?\s*(?:\s(?:le|en|d['’]ici)\s+.*)?[.!]?$/iu,
};
const MOVE_NOUN: Record<Exclude<IdeaLanguage, "en">, string> = { de: "Umzug", es: "Mudanza", fr: "Déménagement" };

export function foreignName(source: string, lang: Exclude<IdeaLanguage, "en">): string {
  const openers: Record<typeof lang, RegExp> = {
    de: /^(?:wir|ich)\s+(?:\p{L}+\s+){0,2}?(?:eröffnen|organisieren|planen|bauen|starten|machen|entwickeln|veranstalten|gründen|brauchen|möchten|wollen)\s+/iu,
    es: /^(?:(?:queremos|vamos a|necesitamos|quiero|voy a)\s+)?(?:organizamos|abrimos|lanzamos|creamos|planeamos|abrir|organizar|lanzar|crear|hacer|organizzare|preparare)\s+/iu,
    // Italian and Portuguese are read as French: "Organizzare la festa di fine anno", "Preparar o casamento".
    fr: /^(?:(?:nous|je|on)\s+(?:(?:voulons|allons|souhaitons|va)\s+)?(?:organisons|ouvrons|lançons|créons|préparons|organiser|ouvrir|lancer|créer|préparer)|organiser|organizzare|preparare|aprire|lanciare|creare|organizar|preparar|planejar|lançar|criar|abrir)\s+/iu,
  };
  // "Nous devons migrer notre site…": the modal goes, the verb stays ("Migrer notre site…").
  const modals: Record<typeof lang, RegExp> = {
    de: /^(?:wir|ich)\s+(?:müssen|muss|wollen|will|möchten|möchte|sollen|werden)\s+/iu,
    es: /^(?:tenemos que|tengo que|hay que|debemos|queremos|quiero|necesitamos|vamos a)\s+(?=\p{L}+(?:ar|er|ir)\b)/iu,
    // Italian and Portuguese, read as French: "Dobbiamo rifare il sito", "Precisamos lançar o app".
    fr: /^(?:(?:nous|je|on)\s+(?:devons|dois|doit|voulons|veux|allons|vais|va|souhaitons|aimerions|aimerais)|dobbiamo|devo|vogliamo|voglio|bisogna|precisamos|preciso|queremos|quero|temos que|tenho que|vamos)\s+(?=\p{L}+(?:er|ir|re|ar)\b)/iu,
  };
  // "Wir ziehen am 15. Januar um", "Nous déménageons à Lyon", "Nos mudamos a Madrid": a move is named as
  // one ("Wir ziehen am um" was the name, the date taken out of the middle of the verb).
  const move = MOVING[lang].exec(source.replace(/^#+\s*/, "").trim());
  if (move) return `${MOVE_NOUN[lang]}${(move[1] ?? "").trim() ? ` ${(move[1] ?? "").trim()}` : ""}`;
  // "Olá equipe, precisamos lançar …": the greeting names nothing.
  let text = source
    .replace(/^#+\s*/, "")
    .replace(INTERJECTION, "")
    .replace(openers[lang], "")
    .replace(modals[lang], "");
  // Where the name ends: punctuation, or the date the idea gives ("… im Juli 2027", "… d'ici fin février").
  const cut = text.search(
    new RegExp(
      `[,.;:!?(–—]|\\s(?:am|bis|el|le|en|dans|in|im|por|pour|antes(?:\\s+del?)?|avant|para|hasta|vor)\\s+(?:\\d|(?:${FOREIGN_MONTHS})(?!\\p{L}))|\\s(?:fin|ende|finales)\\s+(?:de\\s+|d['’]\\s*)?(?:\\d|${FOREIGN_MONTHS})|\\sd['’]ici(?!\\p{L})|\\s(?:entro|até|prima di)\\s`,
      "iu",
    ),
  );
  if (cut > 0) text = text.slice(0, cut);
  // "pour le lancement du 15 janvier il faut …": what the work is for names it; the date went with nameSource.
  const need = text.search(
    /\s(?:il (?:nous |me )?faut|il (?:nous |me )?reste à|nous devons|on doit|hay que|tenemos que|necesitamos|wir müssen|müssen wir|brauchen wir)(?!\p{L})/iu,
  );
  if (need > 0) text = text.slice(0, need);
  text = text
    .replace(/^(?:pour|para|für)\s+(?:(?:le|la|les|el|los|las|den|die|das)\s+|l['’]\s*)?/iu, "")
    .replace(/\s+(?:du|de|des|del|vom|am|im)$/iu, "");
  // Portuguese and Italian articles and possessives too: "a festa de fim de ano", "la nostra festa"; German's
  // "die neue Website live haben" is named by its thing, without the verb at the end.
  text = text
    .replace(/^(?:wollen|müssen|möchten|werden|sollen)\s+wir\s+/iu, "")
    .replace(
      /\s+(?:(?:live|online|fertig|bereit|neu)\s+)?(?:haben|sein|bringen|stellen|gestalten|launchen|starten|erstellen|bauen|aufbauen|einrichten|umsetzen|planen|organisieren|eröffnen|veröffentlichen|fertigstellen|in betrieb nehmen|entwickeln|vorbereiten|durchführen)$/iu,
      "",
    )
    .replace(
      /^(?:ein|eine|einen|un|una|une|el|la|le|les|los|las|nuestra|nuestro|notre|unser|unsere|o|a|os|as|il|lo|gli|nossa|nosso|nostra|nostro)\s+/iu,
      "",
    )
    .replace(/^(?:nossa|nosso|nostra|nostro)\s+/iu, "")
    // A German article goes where the adjective after it reads the same without it ("die neue Website" →
    // "Neue Website"), not before "das neue Lager" ("Neue Lager" is wrong) or "die neuen Räume". No i flag:
    // under it \p{Lu} matches any letter.
    .replace(/^(?:[Dd]ie(?!\s+\p{Ll}+en\s)|(?:[Dd]er|[Dd]as|[Dd]en|[Dd]em)(?=\s+\p{Lu}))\s+/u, "")
    .trim();
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    if ([...words, word].join(" ").length > 60) break;
    words.push(word);
  }
  const name = words.join(" ").replace(/\s+\p{P}$/u, "");
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/** "A habit tracker app with streaks and reminders": a short opening names the features it comes with. */
/** "my brother", "our neighbours", "the kids", "a friend": people someone works with. */
const WITH_PEOPLE =
  /^(?:(?:my|our|his|her|their|the|a|some)\s+)(?:(?:little|big|older|younger|best|two|three)\s+)?(?:brothers?|sisters?|siblings?|parents?|mum|mom|dad|father|mother|wife|husband|partner|boyfriend|girlfriend|kids?|children|son|daughter|family|friends?|neighbou?rs?|roommates?|flatmates?|colleagues?|cousins?|uncle|aunt|grandparents?|grandma|grandpa)\b(?!['’]s)/i;

export function readWithList(sentence: string, lang: IdeaLanguage): string[] | null {
  if (lang !== "en" || sentence.split(/\s+/).length > 14) return null;
  const m = /^(?:an?\s+|the\s+|our\s+|my\s+)?[\p{L}\s-]{3,60}?\s+(?:with|featuring|that has|including)\s+(.+)$/iu.exec(
    // "…, live in six weeks": when it is due, no feature of it.
    sentence
      .replace(/[\s.!?]+$/u, "")
      .replace(/,\s*(?:live|ready|done|finished|online|launched|shipped|out)\s+(?:in|by|before|within|until)\s.*$/i, ""),
  );
  // "Family dinner with the Smiths on Dec 19: buy wine, cook lasagna": the list after the colon is the work.
  // "Clean out the garage with my brother": who helps, not what to build.
  // "Follow up with the caterer", "Check in with the photographer about the balance": whom the talk is with
  // (the task was "The caterer").
  if (TALK_WITH.test(sentence)) return null;
  return m?.[1] && !/[:：]\s/u.test(m[1]) && !WITH_PEOPLE.test(m[1]) ? splitWork(m[1], lang) : null;
}

const TALK_WITH =
  /^(?:please\s+)?(?:follow\s+up|check\s+in|catch\s+up|touch\s+base|meet|talk|speak|sync|chat|consult|coordinate|connect|liaise|partner|collaborate|work|negotiate|agree|settle\s+up|register|sign\s+up)\s+with\b/i;

const SUBJECT_START = /^(?:i|we|you|they|he|she|it|this|that|there|our|my|the team|everyone)\b/i;

/** A list's entry that describes the thing: where, for how many, in what style. */
const DESCRIBES =
  /^(?:(?:at|in|on|near|from|with)\s|(?:about|around|roughly|approx\.?|~|up to|max\.?)?\s*\d+\s*(?:guests|people|attendees|kids|children|adults|participants|pax|persons)\b|[\p{L}-]+\s+(?:theme|style|vibe|dress code)$)/iu;

/** How many words a bare list's entry has at most; up to LONG_ENTRY when the entries are steps or dated. */
const SHORT_ENTRY = 6;
const LONG_ENTRY = 12;
/** "by Dec 12", "in January", "this month", "by end of March": an entry that says when. */
const WHEN_IN_ENTRY =
  /\b(?:by|before|until|in|on|from|due|after)\s+(?:the\s+)?(?:(?:end|middle|start|beginning)\s+of\s+|mid-?|early\s+|late\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d|next\b|q[1-4]\b)|\b(?:this|next)\s+(?:week|month|year|weekend|quarter)\b|\b(?:today|tomorrow|tonight)\b/i;

/** "Menu page, checkout, delivery zones, and a blog.": a sentence that is only a list of things names the work. */
export function readBareList(sentence: string, lang: IdeaLanguage): string[] | null {
  if (SUBJECT_START.test(sentence.trim())) return null;
  const parts = splitWork(sentence.replace(/[\s.!?;…。]+$/u, ""), lang);
  // "…, and a surfing lesson if the weather is good": an entry is measured without its condition or time.
  const cores = parts?.map((part) => part.replace(WHEN_CLAUSE, ""));
  if (!parts || !cores || parts.length < 3 || parts.some((part) => part.split(/\s+/).length > LONG_ENTRY)) return null;
  // "Get pre-approved for a mortgage this month, look at houses in January, make an offer by February",
  // "Pitch deck v2 by Dec 12, data room ready (cap table, …) by Dec 19, warm intros in January": longer
  // entries are a list when they are steps, or each says when (the whole sentence was one task).
  // Clauses between semicolons are read one by one (withClauseVerbs), each taking the verb before it
  // ("…; send save-the-dates in January; invitations by June": "Send invitations").
  if (sentence.includes(";") && parts.some((part) => startsWithVerb(part)) && !parts.every((part) => startsWithVerb(part))) return null;
  if (cores.some((part) => part.split(/\s+/).length > SHORT_ENTRY)) {
    const steps = parts.filter((part) => startsWithVerb(part.replace(/^then\s+/i, ""))).length;
    const dated = parts.filter((part) => WHEN_IN_ENTRY.test(part)).length;
    // "Product photos (done), descriptions (half done), payment setup, shipping zones, and a launch email to
    // the 500 people on our list": short things, and one said at length, are a list too.
    const long = cores.filter((part) => part.split(/\s+/).length > SHORT_ENTRY).length;
    // Not "Photography does most of the work, so layouts need generous space for images and short, confident
    // copy": clauses with their own verbs.
    const clauses = cores.some((part) => FINITE.test(part) || /\b(?:does|do|did|makes?|means?|gets?)\b/i.test(part));
    if (steps * 2 < parts.length && dated < parts.length && (long > 1 || parts.length < 4 || clauses)) return null;
  }
  // "About 20 guests, brunch theme, at my apartment": what the thing is like, not work to do.
  if (parts.filter((part) => DESCRIBES.test(part.trim())).length >= 2) return null;
  // "Prelaunch will happen before March 8, letting people know … and what we are doing": a clause with its
  // own subject and verb is a sentence that says something, not an entry of a list.
  if (cores.some((part) => /\s(?:will|would|is|are|was|were)\s/i.test(` ${part} `))) return null;
  return parts;
}

/** "and" in each language, to join a thing listed after an infinitive back onto it. */
const AND_WORD: Record<IdeaLanguage, string> = { en: "and", de: "und", es: "y", fr: "et" };

const COMPRISES = /^(?:umfasst|beinhaltet|enthält|incluye|comprende|comprend|inclut|inclui|include)\s+(?=\S+\s)/iu;

/** An entry whose verb is an infinitive: last in German ("Helferplan erstellen"), first in the others. */
function isInfinitiveEntry(part: string, lang: IdeaLanguage): boolean {
  // The phrase alone ("veröffentlichen") ends on its infinitive as a longer one does.
  if (lang === "de") return isGermanInfinitivePhrase(` ${part}`);
  return isRomanceInfinitive(/^\p{L}+/u.exec(part)?.[0] ?? "");
}

/**
 * "Helferplan erstellen, Aufgabenbereiche anpassen, veröffentlichen", "Listar as atividades e suas datas e
 * adicionar ao plano de trabalho": infinitives listed in one breath outside English, each a task (issue 20:
 * both were one task). A thing after an infinitive's entry is that entry's second object.
 */
export function readInfinitiveList(sentence: string, lang: IdeaLanguage): string[] | null {
  // "Sommerfest am 12. Juli: Zelt mieten, …": a label's list is readColonList's, its head kept apart.
  if (lang === "en" || /[:：]\s/u.test(sentence)) return null;
  // "Umfasst Stand buchen, Flyer drucken …": what the work comprises, listed.
  const listed = sentence.replace(COMPRISES, "");
  const parts = splitWork(listed.replace(/[\s.!?;…。]+$/u, ""), lang);
  if (!parts || parts.some((part) => part.split(/\s+/).length > 8) || !isInfinitiveEntry(parts[0] ?? "", lang)) return null;
  const entries: string[] = [];
  for (const part of parts) {
    const last = entries.at(-1);
    if (last === undefined || isInfinitiveEntry(part, lang)) {
      entries.push(part);
      continue;
    }
    // As written ("as atividades e suas datas"), where both read as they were written.
    const from = listed.indexOf(last);
    const to = from < 0 ? -1 : listed.indexOf(part, from + last.length);
    entries[entries.length - 1] = to < 0 ? `${last} ${AND_WORD[lang]} ${part}` : listed.slice(from, to + part.length);
  }
  return entries.length >= 2 ? entries : null;
}

/** "count the inventory, migrate products, relabel the shelves" after a colon. */
export function readColonList(sentence: string, lang: IdeaLanguage): { head: string; parts: string[] } | null {
  const colon = sentence.search(/[:：]\s/u);
  if (colon < 0) return null;
  const parts = splitWork(sentence.slice(colon + 1).replace(/[\s.!?;…。]+$/u, ""), lang);
  return parts && parts.length >= 2 ? { head: sentence.slice(0, colon).trim(), parts } : null;
}

function splitWork(tail: string, lang: IdeaLanguage): string[] | null {
  const joiner = new RegExp(`,(?!\\d{3}\\b)\\s*(?:(?:${AND[lang]})\\s+)?|;\\s*|\\s+(?:${AND[lang]})\\s+`, "iu");
  const parts = keepingPairs(tail, (text) => splitOutside(text, joiner))
    .map((part) => tidy(part, lang))
    // "1099s", "W2s": a form named by its number is a thing too.
    .filter((part) => /\p{L}{2}|\p{N}{2,}\p{L}/u.test(part));
  // A long run-on part is a clause, not an item of a list.
  if (parts.length === 0 || parts.some((part) => part.split(/\s+/).length > 14)) return null;
  if (continuesPhrase(parts)) return [tidy(tail, lang)];
  const joined = withTheirMonths(
    lang === "de" ? withGermanVerbs(parts) : lang === "en" ? withItsOwnKind(parts, tail) : withRomanceObjects(parts, tail, lang),
  );
  return lang === "en" ? withSharedObjects(joined, tail) : joined;
}

/**
 * "dar de baja la luz y el gas": after an infinitive's entry, a thing joined by "y", "e" or "et" is its second
 * object ("El gas" was a task).
 */
function withRomanceObjects(parts: string[], tail: string, lang: IdeaLanguage): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    const joined =
      last !== undefined &&
      isInfinitiveEntry(last, lang) &&
      !isInfinitiveEntry(part, lang) &&
      new RegExp(`${escapeRegex(last)}\\s+(?:y|e|et)\\s+${escapeRegex(part)}`, "iu").exec(tail);
    // As written: "e" in Portuguese and Italian, read as French.
    if (joined) out[out.length - 1] = joined[0];
    else out.push(part);
  }
  return out;
}

/**
 * "budget and budget justification": a thing and a thing of its own, one job ("Budget" was lost beside
 * "Budget justification" as its twin).
 */
function withItsOwnKind(parts: string[], tail: string): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    if (previous && part.toLowerCase().startsWith(`${previous.toLowerCase()} `) && joinedByAnd(tail, previous, part))
      out[out.length - 1] = `${previous} and ${part}`;
    else out.push(part);
  }
  return out;
}

/**
 * "Strom und Internet ummelden": in German the verb comes last, so a short entry with none shares the next
 * one's ("Strom" was a task of its own).
 */
function withGermanVerbs(parts: string[]): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  for (const part of parts) {
    const words = part.split(/\s+/);
    if (words.length <= 2 && !/(?:en|ern|eln)$/iu.test(words.at(-1) ?? "")) {
      pending.push(part);
      continue;
    }
    out.push([...pending, part].join(" und "));
    pending = [];
  }
  return [...out, ...pending];
}

/**
 * "(need to) book flights, JR pass, hotels, and a tea ceremony": the first entry's verb goes with each
 * thing after it ("Book JR pass" was "JR pass"). Only when none of the others has a verb of its own.
 * Returns `parts` itself when nothing is shared.
 */
const FINITE = /\b(?:must|should|will|can|is|are|was|were|has|have|had|starts?|begins?|needs?)\b/i;

/** Verbs whose object is someone: notify, tell, e-mail, invite… */
const PEOPLE_VERB =
  /^(?:notify|tell|inform|email|e-mail|call|phone|text|message|contact|invite|thank|remind|ask|brief|update|warn|introduce|interview|meet|visit|pay)$/i;
/** Someone to tell: "clients", "the landlord", "IT", "the board", "Sam". */
const PEOPLE =
  /^(?:(?:the|our|all|my|your|every|each|both)\s+)?(?:(?:new|old|key|current|existing|remaining|other|local)\s+)?(?:clients?|customers?|staff|team|teams|employees?|colleagues?|suppliers?|vendors?|guests?|partners?|investors?|landlords?|tenants?|neighbou?rs?|parents?|students?|members?|users?|subscribers?|everyone|board|hr|it|accounting|finance|legal|sales|support|family|friends|relatives|speakers|sponsors|press|bank|insurer|accountant|lawyer|doctor|school|council|\p{Lu}\p{Ll}+)$/u;

/** "Notify clients, IT move, new keycards": one tells people, and an IT move is no one to tell. */
function takes(verb: string, things: string[]): boolean {
  return !PEOPLE_VERB.test(verb) || things.every((part) => PEOPLE.test(part.trim()));
}

const THING_WITH_ARTICLE = /^(?:the|a|an|my|our|your|their|his|her|its|these|those|both|all the|some)\s+\p{L}/iu;

/**
 * "Thesis: write the outline, the first chapter and the bibliography": after a label, things named with
 * their article share the first entry's verb ("The first chapter" was a task), two of them as well. Not
 * "start with the 5 most used ones, then the rest", whose verb takes its thing through a preposition, nor
 * "taper the last 3 weeks", a step whose verb is not known as one.
 */
export function withLabelledVerb(parts: string[]): string[] {
  const first = parts[0] ?? "";
  const verb = /^(\p{L}+)\s/u.exec(first)?.[1];
  const things = parts.slice(1);
  if (!verb || things.length === 0 || !startsWithVerb(first)) return parts;
  // "move off Bluehost and onto GH, off WP and make it static": a part that opens on the first verb's
  // particle goes on moving ("Off WP" was a task).
  const particle = (part: string) => /^(?:off|onto|into|out of|away from|back to)\s+\S/i.test(part);
  if (things.some(particle)) return [first, ...things.map((part) => (particle(part) ? `${verb.toLowerCase()} ${part}` : part))];
  if (/^\p{L}+\s+(?:with|on|in|at|for|to|from|about|up|off|out|by|of)\b/iu.test(first)) return parts;
  const thing = (part: string) =>
    THING_WITH_ARTICLE.test(part) && !startsWithVerb(part) && part.split(/\s+/).length <= 8 && !FINITE.test(part);
  if (!things.every(thing) || !takes(verb, things)) return parts;
  return [first, ...things.map((part) => `${verb.toLowerCase()} ${part}`)];
}

export function withSharedVerb(parts: string[]): string[] {
  const verb = /^(\p{L}+)\s/u.exec(parts[0] ?? "")?.[1];
  const things = parts.slice(1);
  if (!verb || parts.length < 3 || !startsWithVerb(parts[0] ?? "")) return parts;
  // "Budget 8k, contractor starts Jan 10, must be done by Feb 28" are facts: a number after the "verb", a
  // clause with a verb of its own.
  if (/^\p{L}+\s+[\d$€£]/u.test(parts[0] ?? "")) return parts;
  const thing = (part: string) => !startsWithVerb(part) && part.split(/\s+/).length <= 8 && !FINITE.test(part);
  if (!things.every(thing)) return parts;
  if (!takes(verb, things)) return parts;
  // "Plan the team offsite in Lisbon, March 4-6, for 12 people": when and for whom, not more things to plan.
  if (things.some(saysWhenOrForWhom)) return parts;
  return [parts[0] ?? "", ...things.map((part) => `${verb.toLowerCase()} ${part}`)];
}

/** "March 4-6", "for 12 people", "in Lisbon": a part that dates or places the work, or says for whom. */
function saysWhenOrForWhom(part: string): boolean {
  if (/^(?:for|with|in|at|on|by|from|near)\s/i.test(part)) return true;
  const dates = findDateMentions(part, ANY_DAY);
  return dates.length > 0 && !/\p{L}{3}/u.test(removeMentions(part, dates));
}

/**
 * "Test the new links on mobile, tablet and desktop", "Get the copy approved by Sam, Jo and Priya": short
 * names after a phrase's preposition continue that phrase; they are no jobs of their own ("Test tablet").
 */
export function continuesPhrase(parts: string[]): boolean {
  const [first, ...rest] = parts;
  if (!first || rest.length === 0 || !startsWithVerb(first)) return false;
  // "Add the notes to the wiki mentioning attendees, action and discussion items": the things after a
  // participle are what it mentions ("Add action" was a task).
  if (
    /\s(?:mentioning|including|covering|listing|featuring|containing|showing|such as)\s+(?:[\p{L}\p{N}'’-]+\s+){0,2}[\p{L}\p{N}'’-]+$/iu.test(
      first,
    ) &&
    rest.every((part) => part.replace(/\s+(?:by|before|until|till|due)\b.*$/i, "").split(/\s+/).length <= 3 && !startsWithVerb(part))
  )
    return true;
  if (!/\s(?:on|in|at|by|for|with|from|to|across|via|between|into)\s+(?:[\p{L}\p{N}'’-]+\s+)?[\p{L}\p{N}'’-]+$/iu.test(first)) return false;
  // "… and LinkedIn by Friday", "…, booking (3 weeks)": the list's date or length is not a word of its last name.
  const words = (part: string) =>
    part
      .replace(/\s*\([^)]*\)/g, "")
      .replace(/\s+(?:by|before|until|till|due)\b.*$/i, "")
      .split(/\s+/).length;
  return rest.every((part) => words(part) <= 2 && !startsWithVerb(part));
}

/** "experiments in February and March": a month alone is the second month of the part before it, not an item. */
const MONTH_ONLY = new RegExp(
  `^(?:(?:early|mid|late|end of|mid-)\\s*)?(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|${FOREIGN_MONTHS})(?:\\s+\\d{4})?$`,
  "iu",
);

const EN_MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** "Japan, Dec 19": a day alone dates the part before it; it is no task ("Dec 19" was one). */
const DAY_ONLY = new RegExp(
  `^(?:(?:on|by)\\s+)?(?:(?:${EN_MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${EN_MONTHS})\\.?)(?:,?\\s+\\d{4})?$|^\\d{4}-\\d{2}-\\d{2}$`,
  "iu",
);

function withTheirMonths(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.length - 1;
    if (previous >= 0 && DAY_ONLY.test(part.trim())) {
      out[previous] = `${out[previous]} ${/^(?:on|by)\s/i.test(part.trim()) ? "" : "on "}${part.trim()}`;
      continue;
    }
    // "… in February and in March": the month keeps a preposition, so it is read as a date of the part.
    const month = MONTH_ONLY.test(part.trim()) ? part.trim() : null;
    if (previous >= 0 && month) out[previous] = `${out[previous]} and ${/^(?:early|mid|late|end)/i.test(month) ? "" : "in "}${month}`;
    else out.push(part);
  }
  return out;
}

/** Whether `part` follows `previous` after an "and" in the text (not after a comma: "…, new vanity, paint"). */
function joinedByAnd(tail: string, previous: string, part: string): boolean {
  const last = /\S+$/.exec(previous)?.[0] ?? "";
  return tail.toLowerCase().includes(`${last} and ${part}`.toLowerCase()) || tail.toLowerCase().includes(`${last} & ${part}`.toLowerCase());
}

/**
 * "record 3 episodes, design cover art, submit to Spotify and Apple": among actions, a short thing
 * after one that ends on a preposition's object is that preposition's second object, not an item.
 */
function withSharedObjects(parts: string[], tail: string): string[] {
  const actions = parts.filter((part) => startsWithVerb(part)).length;
  // "Should include projects, tasks and comments": one action, and the other things it is done to.
  const [first = "", ...things] = parts;
  const lead = first.replace(MODAL, "");
  if (
    actions <= 1 &&
    startsWithVerb(lead) &&
    // "vacuum, laundry, dishes": a verb alone is a chore of its own, not the action of the things after it.
    /\s/.test(lead.trim()) &&
    things.length >= 2 &&
    things.every((part) => !startsWithVerb(part) && part.split(/\s+/).length <= 3) &&
    takes(verbOf(lead), things)
  )
    return [first, ...things.map((part) => `${verbOf(lead)} ${part}`)];
  // "hire 2 backend engineers and 1 designer": one action and the second thing it is done to.
  if (actions < 2 && !(parts.length === 2 && startsWithVerb(parts[0] ?? ""))) return parts;
  // "post on LinkedIn and Welcome to the Jungle": a Title Case name among lowercase actions is a thing
  // (a job board), however it begins, not the verb of a task.
  const lowercase = parts.slice(1).some((part) => /^\p{Ll}/u.test(part));
  const named = (part: string) => lowercase && /^\p{Lu}\S*(?:\s+\S+){1,4}$/u.test(part) && /\s\p{Lu}/u.test(part);
  const out: string[] = [];
  for (const part of withVerbsOfTheirRun(parts, tail, named)) {
    const previous = out.at(-1);
    // "get travel insurance and an international driving permit": a thing named with its article is one too.
    const articled =
      !startsWithVerb(part) &&
      /^(?:an?|the|some)\s/i.test(part) &&
      part.split(/\s+/).length <= 5 &&
      !FINITE.test(part) &&
      !WHEN_CLAUSE.test(part) &&
      !/\s(?:by|before|until|in|on)\s/i.test(part);
    const thing = (!startsWithVerb(part) && part.split(/\s+/).length <= 3) || named(part) || articled;
    // "plant tomatoes and herbs once it's warm enough": a bare thing named before its clause of when.
    const core = part.replace(WHEN_CLAUSE, "");
    const bare = !startsWithVerb(part) && core.split(/\s+/).length <= 2 && !/^(?:an?|the|some|two|three|four|five|\d+)\s/i.test(core);
    if (previous && !thing && bare && startsWithVerb(previous) && joinedByAnd(tail, previous, part))
      out[out.length - 1] = `${previous} and ${part}`;
    else if (!previous || !thing || !startsWithVerb(previous)) out.push(part);
    // Not "schedule the email for 6am Friday, banner on homepage": a time is no object to share.
    else if (/\s(?:to|for|with|on|in|at|from|into|via)\s+\S+(?:\s+\S+)?$/i.test(previous) && !ENDS_ON_A_TIME.test(previous))
      out[out.length - 1] = `${previous} and ${part}`;
    // "hire two engineers and a designer": the thing shares the action before it.
    else if (/^(?:an?|the|some|two|three|four|five|\d+)\s/i.test(part)) out.push(`${verbOf(previous)} ${part}`);
    // "buy a desk and chair": a bare noun after "and" is the same action's second object.
    // "update CV and LinkedIn this week": its time is no part of the thing's name.
    else if (core.split(/\s+/).length <= 2 && !named(part) && joinedByAnd(tail, previous, part))
      out[out.length - 1] = `${previous} and ${part}`;
    else out.push(part);
  }
  return out;
}

/**
 * "gather W-2s, 1099s and receipts, sort deductions, …": the things listed after an action up to the "and"
 * that ends their run are its objects ("1099s" and "Receipts" were tasks with no verb). Not "fix the login
 * bug, dark mode, export to CSV", whose thing ends no run.
 */
function withVerbsOfTheirRun(parts: string[], tail: string, named: (part: string) => boolean): string[] {
  const out = [...parts];
  const isThing = (part: string) =>
    !startsWithVerb(part) && part.replace(WHEN_CLAUSE, "").split(/\s+/).length <= 3 && !named(part) && !FINITE.test(part);
  for (let i = 0; i < out.length; i++) {
    const action = out[i] ?? "";
    // "make an offer by February, inspection and appraisal": an action that says when is done with its things.
    if (!startsWithVerb(action) || WHEN_IN_ENTRY.test(action)) continue;
    let end = i + 1;
    while (end < out.length && isThing(out[end] ?? "")) end++;
    const run = out.slice(i + 1, end);
    const [beforeLast, last] = run.slice(-2);
    if (
      run.length >= 2 &&
      beforeLast &&
      last &&
      tail.toLowerCase().includes(`${beforeLast} and ${last}`.toLowerCase()) &&
      takes(verbOf(action), run)
    )
      for (let k = i + 1; k < end; k++) out[k] = `${verbOf(action)} ${out[k]}`;
    i = end - 1;
  }
  return out;
}

const ENDS_ON_A_TIME =
  /\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|today|noon|midnight|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?(?:\s+\d{1,2})?)\s*$/iu;

/** "… once it's warm enough (mid-May)", "… this week": when a thing is done, after the thing's name. */
const WHEN_CLAUSE =
  /\s+(?:once|when|as soon as|after|before|until|unless|if)\s.*$|\s*\(.*$|\s+(?:this|next)\s+(?:week|month|weekend|year)$|\s+(?:today|tomorrow|tonight|asap)$/i;

const MODAL = /^(?:should|must|shall|will|would|needs? to|has to|have to|ought to)\s+(?:also\s+)?/i;

/** "set up the docs" → "set up"; "hire two engineers" → "hire". */
function verbOf(action: string): string {
  return /^\p{L}+(?:\s+(?:up|out|off|down|over|together))?/iu.exec(action)?.[0] ?? "";
}

function tidy(part: string, lang: IdeaLanguage): string {
  let text = part.trim().replace(/^["'“‘]+|["'”’]+$/gu, "");
  // A bracket is kept when it closes an aside inside the part: "ad creatives (3 variants)".
  if (text.endsWith(")") && !text.includes("(")) text = text.slice(0, -1).trim();
  if (lang === "de" && /\p{L}+en$/u.test(text)) text = text.replace(ARTICLES_DE, "");
  return lang === "en" ? withoutWe(text) : text;
}

/** "…, then we build the site": the step is the instruction after "we" ("Design we build the site" was a task). */
export function withoutWe(part: string): string {
  const rest = part.replace(/^(?:we|i)\s+(?:will\s+|'ll\s+|’ll\s+|can\s+|then\s+)?/iu, "");
  if (rest !== part && startsWithVerb(rest)) return rest;
  // "…, also get travel insurance": the step is the verb after "also" ("Renew also get travel insurance").
  const also = part.replace(/^(?:also|plus|then)\s+/i, "");
  return also !== part && startsWithVerb(also) ? also : part;
}
