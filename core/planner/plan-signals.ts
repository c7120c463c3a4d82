import { readEmail } from "./email";
import { normalizeText } from "./text";
import { INTERJECTION, REQUEST_OPENERS, verbBase } from "./vocabulary";

// Whether a text asks for work at all (issue 20). A plan, however short, names something to do: a
// list, an instruction, a need, or a piece of work in a title. A reply, a thank-you, a question or
// a complaint about the weather does not, and is refused instead of being dressed up as a plan.
// Weighed, not matched: one remark ("Ship it!") does not make a reply a plan, and one "thanks" in a
// real brief does not make it small talk.

/** List and checkbox lines; done "[x]" lines count too, as the structure of a plan. */
const LIST_LINE = /^\s*(?:[-*+•●◦▪‣·□☐☑✓✔✅]|\d{1,3}[.)]|[a-z][.)])\s+(?:\[[ xX]\]\s*)?(.+)$|^\s*\[[ xX]\]\s*(.+)$/u;
const HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;

/** Words that open a reply rather than a request: thanks, agreement, status, greetings, in six languages. */
const REPLY_OPENER =
  /^(?:thanks?|thank you|thx|ty|cheers|great|nice|cool|awesome|perfect|wow|lgtm|lgmt|sgtm|\+1|yes|yeah|yep|yup|no|nope|ok(?:ay)?|sure|same|agreed|fixed|closed|closing|merged|resolved|done|completed?|implemented|delivered|included|duplicate|dupe|works|worked|working|looks|sounds|seems|already|hi|hello|hey|hola|buenas|buen|gracias|muchas|genial|perfecto|listo|hecho|hallo|danke|vielen|super|prima|passt|erledigt|ja|nein|bonjour|salut|merci|parfait|fait|fermé|dupliqué|oui|non|olá|ola|oi|obrigad[oa]|valeu|feito|pronto|ciao|salve|grazie|prego|bravo|fatto|perfetto|congrat\w*|felicita\w*|enhorabuena|complimenti|ugh|meh|argh|sigh|lol|omg|sieht gut aus|gut|behoben|gefixt|gelöst|umgesetzt|geschlossen|funktioniert|corrigé|résolu|réglé|ça marche|arreglado|resuelto|solucionado|funciona|corrigido|resolvido|funcionou|risolto|sistemato|funziona)\b/iu;
const THANKS_ANYWHERE = /\b(?:thanks|thank you|gracias|danke|merci|obrigad[oa]|grazie|mille grazie)\b/iu;
/** "I think", "imo": an opinion about someone else's work. */
const OPINION =
  /\b(?:i (?:don't|do not) think|i think|i guess|i feel|imo|in my opinion|i'm not sure|i am not sure|i believe|i suppose|je pense|creo que|ich denke|ich glaube|penso che|acho que)\b/i;
/** "I've", "we did", "it's been raining": telling what happened, not asking for work. */
const NARRATIVE =
  /^(?:i|we|it|he|she|they|my|our)(?:'ve|’ve| have| had| was| were|'m|’m| am| did|'s been|’s been| got| just| already| started| tried| found| reviewed| added| moved| checked| created| uploaded)\b/i;
/** Words that open a report of work already done ("Created issues for past work", "Uploaded abstract"). */
const PAST_REPORT = /^(?:\p{L}+(?:ed|ado|ada|ido|ida|é|ée|és|ées|ato|ata|iti|uto|uta))$/iu;
const PAST_NOT_VERB =
  /^(?:need|speed|seed|feed|bed|red|shed|bleed|breed|embed|proceed|exceed|succeed|set|get|let|budget|target|market|ticket|test|list|post|host|draft|start|sort|report|export|import|request|adjust|assist|insist|visit|edit|submit|commit|admit|permit|limit|credit|audit|exit)$/i;

/** Infinitives that open Spanish, French, Portuguese and Italian task lines: "Crear", "Définir", "Integrar", "Creare". */
const ROMANCE_INFINITIVE = /^\p{L}{3,}(?:ar|er|ir|are|ere|ire)$/iu;
/** French "-re" verbs are told from nouns ("première", "lettre") by a list. */
const FRENCH_RE_VERB =
  /^(?:faire|refaire|prendre|reprendre|mettre|remettre|écrire|réécrire|décrire|inscrire|lire|relire|construire|reconstruire|traduire|produire|réduire|introduire|rendre|attendre|vendre|répondre|permettre|soumettre|transmettre|inclure|conclure|exclure|résoudre|peindre|joindre|suivre|poursuivre|dire|élire|combattre|battre|descendre|étendre|défendre|apprendre|comprendre|entreprendre)$/iu;
const ROMANCE_NOT_VERB =
  /^(?:super|after|never|other|over|under|user|number|order|their|there|where|here|more|before|were|your|sure|care|share|letter|paper|power|tower|answer|cover|winner|banner|header|footer|corner|center|water|later|ever|either|neither|rather|whether|together|member|manager|server|player|layer|filter|folder|helper|trigger|marker|timer|poster|sticker|flyer|mejor|mayor|menor|primer|tercer|lugar|hogar|mujer|ayer|favor|valor|color|error|sector|amor|tutte|entre|chaque|pour|sur|cher|hier|mer|fer|air|noir|soir|espoir|par|mar|por|bar|car|star|altar|solar|polar|similar|popular|regular|dollar|pillar|cellar|calendar|grammar|sugar|dear|clear|near|year|hear|wear|bear|fear|gear|tear|four|your|hour|our|for|fair|hair|pair|chair|stair|affair|repair|heir|ir|ar|er)$/iu;
/** Action nouns that head a work item in a title: "Création de la page", "Umsetzung", "Implementation". */
const ACTION_NOUN = /^\p{L}{4,}(?:tion|sion|ción|sión|ção|são|zione|sione|ung|ment|mento|miento|age)s?$/iu;
/** A German task line puts its infinitive last: "Getränke bestellen", "Meilensteinplan erstellen". */
const GERMAN_INFINITIVE_LAST = /\s(?!\p{L}{0,5}ge\p{L}+en\b)\p{Ll}{3,}(?:en|ern|eln)\s*[.!]?$/u;
/** A German sentence with a finite auxiliary reports what was done ("wurden erstellt", "habe … vorgenommen"). */
const GERMAN_FINITE = /\b(?:habe|hat|haben|hatte|ist|sind|war|waren|wurde|wurden|wird)\b/i;
/** Needs and plans in six languages: "we need to", "hay que", "il faut", "wir müssen", "precisamos", "dobbiamo". */
const NEED =
  /\b(?:we|you|u|i)\s+(?:also\s+|still\s+|really\s+)?(?:need|have|must|should|want|got|plan|intend|would like|'d like|'d have|would have)\s+to\b|\b(?:we|you|i)\s+(?:also\s+|really\s+|probably\s+)?(?:should|must)\s+(?!be\b|have\b|not\b)\p{L}{3,}|\b(?:needs|wants|would like|braucht|benötigt|necesita|quiere|a besoin d|veut|precisa|quer|ha bisogno di|vuole)\s+(?:a|an|the|to|our|new|some|\w+ing|eine?n?|una?|des|um|uma|della|di|de)?\s*\p{L}|\b(?:users?|customers?|members?|admins?|visitors?|people|patients?|guests?|managers?|clients?|students?|teachers?|employees?|benutzer|nutzer|patienten|kunden|usuarios|clientes|utilisateurs|clients|usuários|utenti)\s+(?:can(?!\s+now)|should|must|will be able to|should be able to|need to|sollen|können|müssen|pueden|deben|peuvent|doivent|podem|devem|possono|devono)\b|\b(?:soll|sollen|sollte|sollten)\b|\b(?:needs?|has|have)\s+to\s+be\s+\w+ed\b|\b(?:must|should|needs? to)\s+be\s+(?:done|added|created|implemented|built|fixed|written|updated|set up|moved|removed|made|finished|completed|tested|deployed|documented|published|sent|reviewed)\b|\b(?:hay que|tenemos que|necesitamos|hace falta|debemos|quiero|queremos|il faut|nous devons|on doit|je veux|nous voulons|il faudrait|wir müssen|wir brauchen|wir wollen|brauchen wir|müssen wir|wollen wir|möchten wir|benötigen wir|wir benötigen|ich brauche|brauche ich|ich muss|wir wollen|ich möchte|es muss|muss noch|müssen noch|precisamos|temos que|preciso|quero|gostaria de|queremos|devemos|é preciso|dobbiamo|bisogna|occorre|vogliamo|devo|serve)\b/iu;
/** A deadline or date said as the plan's: "by March 1st", "bis Ende Februar", "antes del 1 de abril". */
const DEADLINE =
  /\b(?:by|before|until|due|deadline|bis|vor|antes|hasta|para el|avant|d'ici|jusqu'au|até|entro)\b[^.!?\n]{0,25}(?:\d|jan|feb|f[ée]v|mar|m[äa]r|apr|avr|abr|may|mai|mag|jun|jui|giu|lug|jul|aug|ago|ao[ûu]|sep|set|oct|okt|ott|out|nov|d[ée][cz]|dic)/iu;
/** Things people plan: what a title names when it is a piece of work. */
const WORK_NOUN =
  /\b(?:app|apps|website|site|page|pages|screen|screens|feature|features|dashboard|system|api|apis|endpoint|database|login|signup|sign-up|profile|onboarding|checklist|roadmap|release|launch|migration|integration|setup|set-up|audit|guide|docs|documentation|tutorial|campaign|newsletter|event|meetup|conference|workshop|hackathon|wedding|party|trip|course|curriculum|book|chapter|thesis|paper|podcast|episode|video|project|plan|milestone|sprint|epic|roadmap|redesign|refactor|deployment|pipeline|tests?|testing|prototype|mvp|beta|store|shop|menu|form|forms|search|tool|tools|garden|cookbook|renovation|move|office|kitchen|study|survey|hochzeit|feier|fest|umzug|studie|boda|fiesta|mudanza|estudio|mariage|fête|déménagement|étude|casamento|festa|mudança|estudo|matrimonio|trasloco|studio|filters?|export|import|report|presentation|deliverables?|entregables?|proyecto|entrega|página|pantalla|tarea|tareas|projet|tâches?|livrable|soutenance|mémoire|projekt|seite|webseite|aufgaben?|meilenstein\w*|projeto|tela|tarefas?|entrega|progetto|pagina|attività|consegna)\b/iu;

/** About the issue or pull request itself: "Please close if this solves it", "I'll review this PR", "Je ferme l'issue". */
const META =
  /\b(?:close|closing|closed|merge|merging|merged|reopen|review|rebase|assign|ferme|cierro|fecho|chiudo|schließe)\s+(?:this|it|the (?:issue|pr|ticket)|l'issue|el issue|la issue|o issue)\b|\bclose\s+if\b|\byour (?:issue|pr|problem)\b|\bthis (?:issue|pr|pull request|ticket)\b|\bin (?:the )?(?:next|a future) release\b/i;
/** Complaints: "does not work", "still not fixed", "error". */
const COMPLAINT =
  /\b(?:does(?:n't| not) work|doesn't do|not working|stopped working|no longer work\w*|broken|still not fixed|won't work|keeps? crashing|crash(?:es|ed)?|fails?|failed|failing|error(?!\s*-?\s*(?:prone|handling|messages?|states?|pages?|codes?|boundar\w*))|frustrat\w*|annoying|hassle|funktioniert nicht|ne marche pas|no funciona|não funciona|non funziona)\b/i;
/** "I'll get a draft of this", "we can provide": a reply's promise, weaker than a request. */
const COMMITMENT = /^(?:i|we)(?:'ll|’ll| will| can| could| shall|'d|’d| would)\b|\b(?:i guess|maybe) we(?:'d|’d| would| could)\b/i;
/** "As a curator, I want…", "En tant que visiteur, je veux…": a user story asks for work. */
const USER_STORY =
  /\b(?:as an?|en tant que?|como|als|come)\s+[^,.;\s][^,.;]{1,59}?,?\s+(?:i|je|eu|yo|ich|io)\s+(?:want|would like|can|need|should be able|veux|voudrais|souhaite|peux|quero|quiero|posso|puedo|möchte|will|kann|voglio|posso)\b/i;
/** Headings that organise work: "Tasks", "Acceptance criteria", "Aufgaben", "Tareas", "Critères d'acceptation". */
const WORK_HEADING =
  /^(?:tasks?|to-?dos?|todo list|action items?|next steps|acceptance criteria|acceptance|requirements|scope|deliverables?|definition of done|done when|checklist|subtasks?|sub-tasks?|steps|plan|roadmap|milestones?|user stories|tareas|pendientes|criterios de aceptaci[oó]n|entregables|aufgaben|to-?do|akzeptanzkriterien|anforderungen|t[âa]ches|crit[èe]res d'acceptation|livrables|[ée]tapes|tarefas|crit[ée]rios de aceita[çc][ãa]o|crit[ée]rios de aceite|entregas|attivit[àa]|compiti|criteri di accettazione|requisiti)\b/i;
/** Review remarks on someone's code: "Nit:", "suggestion", "typo". */
const REVIEW_REMARK = /\b(?:nit|nitpick|typo|suggestion|lgtm|looks good to me|rebase)\b/i;
/** Praise and encouragement: "Keep it up!", "Good luck", "I really appreciated your hard work". */
const PRAISE =
  /\b(?:keep (?:it|them|up)\b|good (?:job|work|luck)|great (?:job|work)|well done|hard work|awesome (?:job|work|project|mod)|amazing|superb|love (?:it|this)|appreciat\w*|kind words|you(?:'re| are) (?:doing|absolutely|right)|made my (?:work|day|life)|stay tuned|for updates|buena suerte|bon courage|viel erfolg|buona fortuna|boa sorte|bravo)\b/i;
/** "I need to work on it", "Please do this": work whose only object is the thread's own subject. */
const VAGUE_OBJECT = /^(?:\S+\s+){0,5}(?:on\s+)?(?:it|this|that|them)\s*[.!]*$/i;
/** Claiming the thread's issue: "I would like to work on this", "assign me", "I'll take it". */
const CLAIM =
  /\b(?:work(?:ing)? on|take|pick up|handle|grab|look(?:ing)? (?:at|into))\s+(?:this|it)\b|\bassign(?:ed)?\s+(?:me|it to me|this to me)\b/i;
/** "This should be fixed now": a status claim, not an ask. */
const STATUS_CLAIM = /^(?:this|it|that|everything|all)\s+(?:should|must|will|is|are)\s+(?:be\s+)?\p{L}+(?:ed|en)\s+now\b/iu;
/** "Do you have a schedule…?", "How to create…?": a question, even when it opens with a verb. */
const QUESTION_OPENER =
  /^(?:do|does|did|can|could|will|would|should|shall|is|are|was|were|have|has|had|how|what|why|when|where|who|which|any|anyone|anybody|is there|are there)\b/i;
/** "Der Verein ist eingetragen, …": a sentence with a finite "to be" states, it does not list. */
const COPULA = /\b(?:is|are|was|were|ist|sind|war|est|sont|était|es|son|era|é|são|era|è|sono|era)\b/i;

function plain(line: string): string {
  return line
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f/gu, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[*_`~>]+/g, "")
    .replace(/^\s*(?:\[[^\]]*\]\s*)+/, "")
    .replace(/^\s*[\p{L}\p{N}.#-]{1,30}(?:\s[\p{L}\p{N}.#-]{1,30}){0,2}[:：]\s+(?=\p{L})/u, (label) =>
      REPLY_OPENER.test(label) ? label : "",
    )
    .replace(/\s+/g, " ")
    .trim();
}

function words(text: string): string[] {
  return text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
}

/** "Create forms page", "Diseñar la base de datos", "Getränke bestellen", "Création de la page 3". */
function isAsk(sentence: string, title: boolean): boolean {
  const bare = sentence
    .replace(INTERJECTION, "")
    .replace(/^(?:also|and|then|please|pls|bitte|por favor|s'il vous plaît|per favore)\s+/i, "");
  const list = words(bare);
  const first = list[0] ?? "";
  if (list.length < (title ? 1 : 3)) return false;
  if (REPLY_OPENER.test(bare) || NARRATIVE.test(bare) || META.test(bare)) return false;
  if (/^(?:let'?s|let’s)\b/i.test(bare)) return false;
  if (COMMITMENT.test(bare) || PRAISE.test(bare) || VAGUE_OBJECT.test(bare) || CLAIM.test(bare) || STATUS_CLAIM.test(bare)) return false;
  if (/[?？]\s*$/u.test(bare) && QUESTION_OPENER.test(bare)) return false;
  if (REQUEST_OPENERS.some((opener) => opener.test(bare)) && !/^(?:todo|task|action)/i.test(bare)) return true;
  if (verbBase(first) !== null) return list.length >= 2 || title;
  if (title || list.length <= 14) {
    if ((ROMANCE_INFINITIVE.test(first) && !ROMANCE_NOT_VERB.test(first)) || FRENCH_RE_VERB.test(first)) return true;
  }
  if (ACTION_NOUN.test(first) && (title || /^\S+\s+(?:de|del|des|du|da|do|della|dello|der|des|of)\b/iu.test(bare))) return true;
  // "Hochzeit von Jürgen & Zoë planen – Feier für 80 Gäste": the infinitive ends its own segment.
  return bare
    .split(/\s[–—-]\s|[:：]\s/u)
    .some((part) => words(part).length <= 8 && GERMAN_INFINITIVE_LAST.test(part) && !GERMAN_FINITE.test(part));
}

/** "a nose cone, fins and ebays", "Input sanitization, XSS prevention, CSRF": short things listed in one breath. */
function isEnumeration(sentence: string): boolean {
  const parts = sentence
    .replace(/[.!]$/, "")
    .split(/\s*,\s*|\s+(?:and|und|et|y|e)\s+/)
    .filter(Boolean);
  return !COPULA.test(sentence) && parts.length >= 3 && parts.every((part) => words(part).length >= 1 && words(part).length <= 5);
}

function isReport(sentence: string): boolean {
  const first = words(sentence)[0] ?? "";
  return (
    (PAST_REPORT.test(first) && !PAST_NOT_VERB.test(first) && verbBase(first) === null) ||
    NARRATIVE.test(sentence) ||
    /^(?:ich habe|wir haben|ich hab|he |hemos|j'ai|nous avons|eu (?:fiz|criei|adicionei)|ho |abbiamo)/i.test(sentence)
  );
}

export interface PlanSignals {
  ask: number;
  chat: number;
}

/** How strongly a text asks for work, against how much it reads as a reply or a remark. */
export function planSignals(text: string): PlanSignals {
  let ask = 0;
  let chat = 0;
  let listed = 0;
  let sentences = 0;
  let questions = 0;
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  lines.forEach((raw, index) => {
    const list = LIST_LINE.exec(raw);
    if (list) {
      const content = plain(list[1] ?? list[2] ?? "");
      if (words(content).length >= 2 || /\[[ xX]\]/.test(raw)) listed++;
      return;
    }
    const heading = HEADING.exec(raw);
    const title = heading !== null || (index === 0 && lines.length > 1 && raw.trim().length <= 80 && !/[.!?]$/.test(raw.trim()));
    const line = plain(heading?.[1] ?? raw);
    if (title && WORK_HEADING.test(line)) {
      ask += 2;
      return;
    }
    if (title) {
      const titleWords = words(line);
      // "Podcast Onboarding & Publishing", "Security hardening": a title naming work by its gerund or action noun.
      const namesWork =
        titleWords.some((word) => /ing$/i.test(word) && verbBase(word) !== null) || titleWords.some((w) => ACTION_NOUN.test(w));
      if (isAsk(line, true) || (namesWork && titleWords.length <= 10)) ask += 2;
      else if (WORK_NOUN.test(line) && titleWords.length <= 10) ask += lines.length === 1 ? 2 : 1;
      return;
    }
    // A one-line idea naming a piece of work: "Website for the sports club", "Wedding in June".
    // "Rebrand", "Renovate the kitchen": a one-line idea that opens with a verb.
    if (
      lines.length === 1 &&
      verbBase(words(line)[0] ?? "") !== null &&
      !/[?？]/u.test(line) &&
      !CLAIM.test(line) &&
      !VAGUE_OBJECT.test(line)
    )
      ask += 2;
    // "A bakery website with online orders and a weekly newsletter, live in six weeks": an idea told as
    // the thing to make, however many words describe it.
    else if (
      lines.length === 1 &&
      words(line).length <= 30 &&
      WORK_NOUN.test(words(line).slice(0, 6).join(" ")) &&
      !/[?？]/u.test(line) &&
      !QUESTION_OPENER.test(line) &&
      ![REPLY_OPENER, NARRATIVE, COMPLAINT, OPINION, META, PRAISE, COMMITMENT].some((chatty) => chatty.test(line))
    )
      ask += 2;
    for (const sentence of line.split(/(?<=[.!?。！？])\s+/u)) {
      const s = sentence.trim();
      if (words(s).length === 0) continue;
      sentences++;
      // "how do I change the port" asks a question even without its question mark.
      const unmarkedQuestion =
        /^(?:how (?:do|can|should|would) (?:i|we|you)|is there (?:a|any) way|does anyone|anyone know|any (?:news|update|idea)s?|what is|what's|why (?:does|is|do))\b/i.test(
          s,
        );
      if ((/[?？]$/u.test(s) || unmarkedQuestion) && !isAsk(s, false)) {
        questions++;
        continue;
      }
      if (index === 0 && REPLY_OPENER.test(s)) chat += 3;
      if (OPINION.test(s)) chat += 2;
      if (META.test(s)) chat += 2;
      if (PRAISE.test(s)) chat += 2;
      if (CLAIM.test(s) || STATUS_CLAIM.test(s)) chat += 3;
      if (COMPLAINT.test(s) && !isAsk(s, false)) chat += 3;
      // "Login system has been implemented": a report of what was done.
      if (!isReport(s) && /\b(?:has|have|had) been \p{L}+ed\b|\b(?:was|were) \p{L}+ed\b|\bcan now\b/iu.test(s)) chat += 1;
      if (COMMITMENT.test(s)) ask += 1;
      // "Anniversary campaign for the store: print banners and send a press release": the work follows the colon.
      const afterColon = REPLY_OPENER.test(s) ? "" : (/[:：]\s+(.+)$/u.exec(s)?.[1] ?? "");
      if (isReport(s)) chat += 1;
      else if (isAsk(s, false) || isEnumeration(s) || (afterColon !== "" && (isAsk(afterColon, false) || isEnumeration(afterColon))))
        ask += 2;
      else if (sentences === 1 && index === 0 && WORK_NOUN.test(s) && words(s).length <= 14 && !REPLY_OPENER.test(s)) ask += 1;
      // "the files don't need to be updated": a need denied is no ask.
      const denied = /\b(?:don't|do not|doesn't|does not|no need|not needed|n't need)\b/i.test(s);
      if ((NEED.test(s) && !denied && !VAGUE_OBJECT.test(s)) || USER_STORY.test(s)) ask += 2;
      if (REVIEW_REMARK.test(s)) chat += 2;
    }
  });
  if (listed >= 2) ask += 2 * listed;
  else if (listed === 1) ask += 2;
  if (DEADLINE.test(text)) ask += 1;
  if (THANKS_ANYWHERE.test(text) && listed === 0 && words(text).length < 40) chat += 3;
  if (/^\s*@\w/.test(text)) chat += 2;
  // "/assign", "/claim": a bot command in a thread.
  if (/^\s*\/[a-z-]+\b/i.test(text)) chat += 3;
  if (sentences > 0 && questions === sentences && listed === 0) chat += 3;
  return { ask, chat };
}

/** True when the text asks for some work: the planner refuses everything else. */
export function readsAsPlan(raw: string): boolean {
  // Japanese and Chinese are read by characters, not by these word lists: left to the planner.
  if ((raw.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length >= 4) return true;
  const normalized = normalizeText(raw);
  const { ask, chat } = planSignals(readEmail(normalized) ?? normalized);
  return ask >= 2 && ask > chat;
}
