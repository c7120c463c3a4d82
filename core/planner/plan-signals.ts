import { readChat, readSpeakerLine } from "./chat";
import { REPLY_SUBJECT, readEmail } from "./email";
import { openingGreeting } from "./greeting";
import { isNews } from "./news";
import { readPhaseLines } from "./phase-lines";
import { normalizeText } from "./text";
import {
  ATTENDANCE,
  byWhenClause,
  DISCOURSE_VERB,
  INTERJECTION,
  NAMED_OWNER,
  REQUEST_OPENERS,
  SEQUENCE_WE,
  STEP_ORDER,
  VOCATIVE,
  verbBase,
  withoutDelegate,
} from "./vocabulary";
import { uw } from "./word-boundary";

// Whether a text asks for work at all (issue 20). A plan, however short, names something to do: a
// list, an instruction, a need, or a piece of work in a title. A reply, a thank-you, a question or
// a complaint about the weather does not, and is refused instead of being dressed up as a plan.
// Weighed, not matched: one remark ("Ship it!") does not make a reply a plan, and one "thanks" in a
// real brief does not make it small talk.

/** List and checkbox lines; done "[x]" lines count too, as the structure of a plan. */
// "Mon - finish the slides": a week's plan written day by day is a list too.
const LIST_LINE = uw(
  /^\s*(?:[-*+•●◦▪‣·□☐☑☒✓✔✅▢⬜◻◽]\ufe0f?|\d{1,3}[.)]|[a-z][.)]|(?:[Mm]on|[Tt]ue|[Ww]ed|[Tt]hu|[Ff]ri|[Ss]at|[Ss]un)[a-z]*\.?\s*[-–—]|\[?P[0-4]\]?[:：]?)\s+(?:\[[ xX]\]\s*)?(.+)$|^\s*\[[ xX]\]\s*(.+)$/u,
);
const HEADING = uw(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/);

/** Words that open a reply rather than a request: thanks, agreement, status, greetings, in six languages. */
const REPLY_OPENER = uw(
  /^(?:(?:maybe|perhaps|could be|might be|puede ser|quizás?|tal vez|vielleicht|kann sein|peut-être|talvez|pode ser|forse|può darsi)(?=\s*[.!…]*$)|thanks?|thank you|thx|ty|cheers|great|nice|cool|awesome|perfect|wow|lgtm|lgmt|sgtm|\+1|yes|yeah|yep|yup|no|nope|ok(?:ay)?|sure|same|agreed|fixed|closed|closing|merged|resolved|done|completed|complete(?=\s*(?:[,.!…]|$))|implemented|delivered|included|duplicate|dupe|works|worked|working|looks|sounds|seems|already|hi|hello(?!\s+world\b)|hey|hola|buenas|buen|gracias|muchas|genial|perfecto|listo|hecho|hallo|danke|vielen|super|prima|passt|erledigt|ja|nein|bonjour|salut|merci|parfait|fait|fermé|dupliqué|oui|non|olá|ola|oi|obrigad[oa]|valeu|feito|pronto|ciao|salve|grazie|prego|bravo|fatto|perfetto|congrat\w*|felicita\w*|enhorabuena|complimenti|ugh|meh|argh|sigh|lol|omg|sieht gut aus|gut|behoben|gefixt|gelöst|umgesetzt|geschlossen|funktioniert|corrigé|résolu|réglé|ça marche|arreglado|resuelto|solucionado|funciona|corrigido|resolvido|funcionou|risolto|sistemato|funziona)\b/iu,
);
/** "… settings page. Thanks in advance!": a thank-you that only closes a message, after a sentence of its own. */
const CLOSING_THANKS =
  /(?<=[.!?])\s+(?:(?:many|big)\s+)?(?:thanks|thank you|thx|ty|cheers)(?:\s+(?:a lot|so much|very much|in advance|again|all))?\s*[.!…]*\s*$/i;

/** The text without a closing thank-you, which says nothing of whether the rest asks for work. */
export function withoutClosingThanks(text: string): string {
  return text.replace(CLOSING_THANKS, "");
}

/** "Merci de prévoir…" is French for "please plan…", not a thank-you. */
const THANKS_ANYWHERE = uw(/\b(?:thanks|thank you|gracias|danke|merci(?! de \p{L}+(?:er|ir|re)\b)|obrigad[oa]|grazie|mille grazie)\b/iu);
/** "Hi team,", "Hallo zusammen,", "Salut l'équipe,": a greeting that opens a message, whatever follows it. */
const GREETING = uw(
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|hallo|guten (?:tag|abend)|buenas (?:tardes|noches)|bonsoir|boa (?:noite|tarde)|buonasera|liebe[rs]?|moin|servus|guten morgen|hola|buenas|buenos días|querid[oa]s?|salut|bonjour|coucou|cher|chère|chers|oi|olá|ola|bom dia|boa tarde|car[oa]|car[ie]|ciao|salve|buongiorno)(?:\s+(?:team|all|everyone|folks|guys|y'all|zusammen|leute|alle|an alle|equipo|a todos|todos|chicos|l'équipe|tout le monde|à tous|pessoal|galera|gente|a tutti|ragazzi|tutti|\p{Lu}\p{L}+))?\s*[,!:]+\s*/iu,
);
/**
 * The greeting that opens a message with its mark ("Hello Sam and Alex! "), or null. The gate's own GREETING
 * stays beside greeting.ts's reader: it also takes a name written small ("hey sam, can you fix …"), which
 * greeting.ts must not strip from a plan's text (tried: that request was then refused).
 */
function greetingAt(line: string): string | null {
  const named = openingGreeting(line);
  const mark = named === null ? null : /^\s*[,!:]+\s*/.exec(line.slice(named.length));
  return named !== null && mark ? named + mark[0] : (GREETING.exec(line)?.[0] ?? null);
}
/** "App crashes on start", "Question about pricing": a title that reports trouble or asks, in six languages. */
const TROUBLE_TITLE = uw(
  /\b(?:bug|bugs|errors?(?!\s*-?\s*(?:handling|messages?|states?|pages?|codes?|boundar\w*|reporting|tracking|logging))|crash\w*|broken|fails?|failing|question|help(?!\s*(?:page|center|centre|section|text|desk|docs))|issue with|problem|problems|fehler|frage|hilfe|problema|problemas|pregunta|ayuda|erreur|aide|probl[èe]me|erro|pergunta|ajuda|errore|domanda|aiuto|not working)\b/iu,
);
/** "I think", "imo": an opinion about someone else's work. */
const OPINION = uw(
  /\b(?:i (?:don't|do not) think|i think|i guess|i feel|imo|in my opinion|i'm not sure|i am not sure|i believe|i suppose|je pense|creo que|ich denke|ich glaube|penso che|acho que|i agree|i disagree|my two cents|fwiw|for what it'?s worth|personally|imho|i'?d rather|i would rather|i'?d prefer|i prefer|meiner meinung nach|ich würde lieber|en mi opinión|prefiero|à mon avis|je préfère|na minha opinião|prefiro|secondo me|preferisco|einverstanden|stimme (?:dir |euch |ihm |ihr )?zu|estoy de acuerdo|je suis d'accord|concordo|sono d'accordo)\b/i,
);
/** "I've", "we did", "it's been raining": telling what happened, not asking for work. */
const NARRATIVE = uw(
  /^(?:i|we|it|he|she|they|my|our)(?:(?:'ve|’ve)(?! got to\s+(?!(?:the|a|an|this|that|my|our|where)\b))| have(?! (?:got )?to\s+(?!(?:say|admit|agree|disagree|confess|wonder|thank|apologi[sz]e)\b))| had| was| were|(?:'m|’m| am)(?! (?:planning|organi[sz]ing|hosting|throwing|launching|preparing|renovating)\s+(?:a|an|the|my|our|two|three|\d)\b)| did|'s been|’s been| got| just| already| started| tried| found| reviewed| added| moved| checked| created| uploaded)\b/i,
);
/** Words that open a report of work already done ("Wrote the release notes", "Uploaded the slides"). */
const PAST_REPORT = uw(/^(?:\p{L}+(?:ed|ado|ada|ido|ida|é|ée|és|ées|ato|ata|iti|uto|uta))$/iu);
const PAST_NOT_VERB = uw(
  /^(?:need|speed|seed|feed|bed|red|shed|bleed|breed|embed|proceed|exceed|succeed|set|get|let|budget|target|market|ticket|test|list|post|host|draft|start|sort|report|export|import|request|adjust|assist|insist|visit|edit|submit|commit|admit|permit|limit|credit|audit|exit)$/i,
);

/** Infinitives that open Spanish, French, Portuguese and Italian task lines: "Crear", "Définir", "Integrar", "Creare". */
const ROMANCE_INFINITIVE = uw(/^\p{L}{3,}(?:ar|er|ir|are|ere|ire)$/iu);
/** The word after an infinitive that opens a task: an article, a preposition or "all". */
const INFINITIVE_OBJECT = uw(
  /^\S+\s+(?:el|la|los|las|un|una|unos|unas|le|les|une|des|du|o|a|os|as|um|uma|il|lo|gli|i|de|del|da|do|di|della|en|em|in|con|com|avec|al|au|ao|todo|todos|toda|todas|tout|tous|toutes|tutti|tutte|nuevo|nueva|nouvelle|nouveau|novo|nova|nuovo|nuova)\b/iu,
);
/** French "-re" verbs are told from nouns ("première", "lettre") by a list. */
const FRENCH_RE_VERB = uw(
  /^(?:faire|refaire|prendre|reprendre|mettre|remettre|écrire|réécrire|décrire|inscrire|lire|relire|construire|reconstruire|traduire|produire|réduire|introduire|rendre|attendre|vendre|répondre|permettre|soumettre|transmettre|inclure|conclure|exclure|résoudre|peindre|joindre|suivre|poursuivre|dire|élire|combattre|battre|descendre|étendre|défendre|apprendre|comprendre|entreprendre)$/iu,
);
/** "dar de baja la luz", "ver el local", "fare la spesa": infinitives too short for the ending's rule. */
const SHORT_INFINITIVE = /^(?:dar|ver|ir|fare|dare|dire|ter|ler|voir|lire)$/i;
const ROMANCE_NOT_VERB = uw(
  /^(?:super|after|never|other|over|under|user|number|order|their|there|where|here|more|before|were|your|sure|care|share|letter|paper|power|tower|answer|cover|winner|banner|header|footer|corner|center|water|later|ever|either|neither|rather|whether|together|member|manager|server|player|layer|filter|folder|helper|trigger|marker|timer|poster|sticker|flyer|mejor|mayor|menor|primer|tercer|lugar|hogar|mujer|ayer|favor|valor|color|error|sector|amor|tutte|entre|chaque|pour|sur|cher|hier|mer|fer|air|noir|soir|espoir|par|mar|por|bar|car|star|altar|solar|polar|similar|popular|regular|dollar|pillar|cellar|calendar|grammar|sugar|dear|clear|near|year|hear|wear|bear|fear|gear|tear|four|your|hour|our|for|fair|hair|pair|chair|stair|affair|repair|heir|ir|ar|er)$/iu,
);
/** Action nouns that head a work item in a title: "Création de la page", "Umsetzung", "Implementation". */
const ACTION_NOUN = uw(/^\p{L}{4,}(?:tion|sion|ción|sión|ção|são|zione|sione|ung|ment|mento|miento|age)s?$/iu);
/** A German task line puts its infinitive last: "Getränke bestellen", "Einladungen verschicken". */
const GERMAN_INFINITIVE_LAST = uw(/\s(?!\p{L}{0,5}ge\p{L}+en\b)\p{Ll}{3,}(?:en|ern|eln)\s*[.!]?$/u);
/** A German sentence with a finite auxiliary reports what was done ("wurden erstellt", "habe … vorgenommen"). */
const GERMAN_FINITE = uw(/\b(?:habe|hat|haben|hatte|ist|sind|war|waren|wurde|wurden|wird)\b/i);
/**
 * "I've got to move house", "I'd like to learn Spanish", "Our team has to migrate the database", "We're
 * planning a retreat": an obligation, a wish or a plan, unless what follows is a reply's verb ("I'd like
 * to thank…", "I've got to run").
 */
const WISH = uw(
  new RegExp(
    `\\b(?:(?:we|you|u|i)(?:'ve|’ve|'d|’d)\\s+(?:got|like|love|have)|(?:team|company|business|school|club|department|office|family|household)\\s+(?:also\\s+|still\\s+)?(?:has|needs|wants))\\s+to\\s+(?!${DISCOURSE_VERB})\\p{L}{3,}|\\b(?:we|you|u|i)\\s+(?:also\\s+|still\\s+|really\\s+)?(?:gotta|wanna)\\s+(?!${DISCOURSE_VERB})\\p{L}{3,}|\\b(?:i'm|i’m|i am|we're|we’re|we are)\\s+planning\\s+(?:a|an|the|my|our|two|three|\\d)\\b`,
    "iu",
  ),
);

/** Needs and plans in six languages: "we need to", "hay que", "il faut", "wir müssen", "precisamos", "dobbiamo". */
const NEED = uw(
  /\b(?:we|you|u|i)\s+(?:also\s+|still\s+|really\s+)?(?:need|have|must|should|want|got|plan|intend|would like|'d like|'d have|would have)\s+to\b|\b(?:we|you|i)\s+(?:also\s+|really\s+)?(?:should|must)\s+(?!be\b|have\b|not\b|wait\b|probably\b|maybe\b|just\b|close\b|merge\b|keep\b|leave\b)\p{L}{3,}|\b(?:needs|wants|would like|braucht|benötigt|necesita|quiere|a besoin d|veut|precisa|quer|ha bisogno di|vuole)\s+(?:a|an|the|to|our|new|some|\w+ing|eine?n?|una?|des|um|uma|della|di|de)?\s*\p{L}|\b(?:users?|customers?|members?|admins?|visitors?|people|patients?|guests?|managers?|clients?|students?|teachers?|employees?|benutzer|nutzer|patienten|kunden|usuarios|clientes|utilisateurs|clients|usuários|utenti)\s+(?:can(?!\s+now)|should|must|will be able to|should be able to|need to|sollen|können|müssen|pueden|deben|peuvent|doivent|podem|devem|possono|devono)\b|\b(?:soll|sollen|sollte|sollten)\b|\b(?:needs?|has|have)\s+to\s+be\s+\w+ed\b|\b(?:must|should|needs? to)\s+be\s+(?:done|added|created|implemented|built|fixed|written|updated|set up|moved|removed|made|finished|completed|tested|deployed|documented|published|sent|reviewed)\b|\b(?:hay que|tenemos que|necesitamos|hace falta|debemos|quiero|queremos|il faut|nous devons|on doit|je veux|nous voulons|il faudrait|wir müssen|wir brauchen|wir wollen|brauchen wir|müssen wir|wollen wir|möchten wir|benötigen wir|wir benötigen|ich brauche|brauche ich|ich muss|wir wollen|ich möchte|es muss|muss noch|müssen noch|precisamos|temos que|preciso|quero|gostaria de|queremos|devemos|é preciso|dobbiamo|bisogna|occorre|vogliamo|devo|serve)\b|\b(?:we|i)\s+(?:also\s+|still\s+)?need\b(?!\s+(?:to\s+)?(?:wait|know|more info))|\b(?:falta|faltan|faltam|il reste à|reste à|il manque|il nous manque|manca|mancano|ci manca|es fehlt|es fehlen|fehlt noch|fehlen noch|still missing|is missing|are missing|still to do|left to do|tiene que|tienen que|tem que|têm que|doit être|doivent être|deve essere|devono essere|debe estar|deben estar|precisa ser|precisam ser|va(?:nno)? \p{L}+(?:at|it|ut|tt|st)[oaie])\b|\b(?:muss|müssen)\b[^.!?]{0,60}\b(?!besprochen|diskutiert|geklärt|abgestimmt)\p{L}+\s+werden\b/iu,
);
/** A deadline or date said as the plan's: "by March 1st", "bis Ende Februar", "antes del 1 de abril". */
const DEADLINE = uw(
  /\b(?:by|before|until|due|deadline|bis|vor|antes|hasta|para el|avant|d'ici|jusqu'au|até|entro)\b[^.!?\n]{0,25}(?:\d(?![\d.,]*\s*%)|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|tomorrow|end of (?:the )?(?:day|week|month)|eod\b|eow\b|jan|feb|f[ée]v|mar|m[äa]r|apr|avr|abr|may|mai|mag|jun|jui|giu|lug|jul|aug|ago|ao[ûu]|sep|set|oct|okt|ott|out|nov|d[ée][cz]|dic)/iu,
);
/** Things people plan: what a title names when it is a piece of work. */
const WORK_NOUN = uw(
  /\b(?:app|apps|website|site|page|pages|screen|screens|feature|features|dashboard|system|api|apis|endpoint|database|login|signup|sign-up|profile|onboarding|checklist|roadmap|release|launch|migration|integration|setup|set-up|audit|guide|docs|documentation|tutorial|campaign|newsletter|event|meetup|conference|workshop|hackathon|wedding|party|trip|course|curriculum|book|chapter|thesis|paper|podcast|episode|video|project|plan|milestone|sprint|epic|roadmap|redesign|refactor|deployment|pipeline|tests?|testing|prototype|mvp|beta|store|shop|menu|form|forms|search|tool|tools|garden|cookbook|renovation|move|office|kitchen|study|survey|hochzeit|feier|fest|umzug|studie|boda|fiesta|mudanza|estudio|mariage|fête|déménagement|étude|casamento|festa|mudança|estudo|matrimonio|trasloco|studio|filters?|export|import|report|presentation|deliverables?|reviews|appraisals?|job postings?|job ads?|entregables?|proyecto|entrega|página|pantalla|tarea|tareas|projet|tâches?|livrable|soutenance|mémoire|projekt|seite|webseite|aufgaben?|meilenstein\w*|projeto|tela|tarefas?|entrega|progetto|pagina|attività|consegna|tienda|web|aplicación|aplicaciones|sitio|plataforma|herramienta|curso|libro|viaje|evento|taller|tesis|campaña|sistema|juego|boutique|application|plateforme|outil|cours|livre|voyage|événement|atelier|thèse|campagne|système|jeu|laden|anwendung|plattform|werkzeug|kurs|buch|reise|veranstaltung|abschlussarbeit|bachelorarbeit|masterarbeit|kampagne|spiel|loja|aplicativo|plataforma|ferramenta|livro|viagem|oficina|tese|campanha|jogo|negozio|sito|applicazione|piattaforma|strumento|corso|viaggio|tesi|campagna|gioco|blog|portal|portale|festival|gala|fundraiser|offsite|off-site|retreat|reunion|expo|exhibition|tournament|concert|open day|open house|picnic|barbecue|bbq|ceremony|honeymoon|relocation|makeover|remodel|renovierung|reforma|rénovation|ristrutturazione)\b/iu,
);

/** About the issue or pull request itself: "Closing as answered", "I'll review this PR tonight", "On peut fermer l'issue". */
const META = uw(
  /\b(?:close|closing|closed|merge|merging|merged|reopen|rebase|assign|ferme|cierro|fecho|chiudo|schließe)\s+(?:this|it|the (?:issue|pr|ticket)|l'issue|el issue|la issue|o issue)\b|\bclose\s+if\b|\byour (?:issue|pr|problem)\b|\bthis (?:issue|pr|pull request|ticket)\b|\bin (?:the )?(?:next|a future) release\b|\b(?:this|the) (?:thread|discussion|conversation)\b|\b(?:on|off)[- ]topic\b/i,
);
/** Complaints: "does not work", "still not fixed", "error". */
const COMPLAINT = uw(
  /\b(?:does(?:n't| not) work|doesn't do|not working|stopped working|no longer work\w*|broken|still not fixed|won't work|keeps? crashing|crash(?:es|ed)?|fails?|failed|failing|error(?!\s*-?\s*(?:prone|handling|messages?|states?|pages?|codes?|boundar\w*))|frustrat\w*|annoying|hassle|funktioniert nicht|fehlgeschlagen|gescheitert|ha fallado|falló|a échoué|falhou|è fallit[oa]|ne marche pas|no funciona|não funciona|non funziona|stürzt\w* ab|abgestürzt|hängt sich auf|se cuelga|se bloquea|se cierra|plante|bloqué|trava|travando|fecha sozinho|si blocca|bloccarsi|si chiude|si pianta|che rabbia|quelle galère|qué desastre|que desastre|horr[ií]vel|schrecklich|nervig|mistwetter|fastidios[oa]|chiant)\b/iu,
);
/** "I'll put a draft together tonight", "we could translate it": a reply's promise, weaker than a request. */
const COMMITMENT = uw(
  /^(?:i|we)(?:'ll|’ll| will| can| could| shall|'d|’d| would)\b|\b(?:i guess|maybe) we(?:'d|’d| would| could)\b|\b(?:rebase|squash|merge|close|reopen)(?:\s+(?:when|as|if|after|once)\b|\s*[.!]*$)|\bneeds? (?:a )?rebase\b|\bwhen (?:green|ci passes|the tests pass|checks pass)\b|\bchangelog (?:entry|note|eintrag)\b|\bentrada (?:al|no) changelog\b|\bentrée dans le changelog\b|\bvoce al changelog\b|\bbump the version\b|\badd me\b|\bprioriti[sz]e this\b/i,
);
/** "As a curator, I want…", "En tant que bibliothécaire, je veux…": a user story asks for work. */
const USER_STORY = uw(
  /\b(?:as an?|en tant que?|como|als|come)\s+[^,.;\s][^,.;]{1,59}?,?\s+(?:i|je|eu|yo|ich|io)\s+(?:want|would like|can|need|should be able|veux|voudrais|souhaite|peux|quero|quiero|posso|puedo|möchte|will|kann|voglio|posso)\b/i,
);
/** Headings that organise work: "Tasks", "Acceptance criteria", "Aufgaben", "Tareas", "Critères d'acceptation". */
const WORK_HEADING = uw(
  /^(?:tasks?|to-?dos?|todo list|action items?|next steps|acceptance criteria|acceptance|requirements|scope|deliverables?|definition of done|done when|checklist|subtasks?|sub-tasks?|steps|plan|roadmap|milestones?|user stories|tareas|pendientes|criterios de aceptaci[oó]n|entregables|aufgaben|to-?do|akzeptanzkriterien|anforderungen|t[âa]ches|crit[èe]res d'acceptation|livrables|[ée]tapes|tarefas|crit[ée]rios de aceita[çc][ãa]o|crit[ée]rios de aceite|entregas|attivit[àa]|compiti|criteri di accettazione|requisiti)\b/i,
);
/** Review remarks on someone's code: "Nit:", "suggestion", "typo". */
const REVIEW_REMARK = uw(
  /\b(?:nit|nitpick|typo|suggestions?|lgtm|looks good(?: to me| overall)?|all good|otherwise (?:all )?good|works (?:fine|great|well)|tudo certo|todo bien|todo correcto|tout est bon|tout va bien|alles gut|alles klar|passt alles|tutto ok|va tutto bene|rebase|(?:one|a|small|minor|few|couple of|some) (?:comments?|remarks?|nits?))\b/i,
);
/** "The problem is in the parser", "das Problem liegt…", "el problema es…": a reply explaining a bug, in six languages. */
const DIAGNOSIS = uw(
  /\b(?:the (?:problem|issue|bug|cause|root cause|culprit) (?:is|was|seems|lies)|(?:das|der) (?:problem|fehler|bug) (?:ist|liegt|war)|el (?:problema|error|fallo) (?:es|está|era)|le (?:problème|bug|souci) (?:est|vient|était)|o (?:problema|erro|bug) (?:é|está|era)|il (?:problema|bug|difetto) (?:è|sta|era))\b/iu,
);
/** Weather talk in six languages: "raining nonstop", "Mistwetter", "hace un frío terrible", "il pleut", "está chovendo", "piove". */
// "5 grad schools" is no temperature ("5 Grad" is German for 5 degrees).
const WEATHER = uw(
  /\b(?:weather|sunny|rain(?:ing|y|ed)?|snow(?:ing|y|ed)?|cloudy|foggy|windy|stormy|thunderstorm|heatwave|degrees|freezing|umbrella|wetter|regen|regnet|sonnig|schnee|schneit|gewitter|\d+\s*grad(?!\s+(?:schools?|students?|programs?|programmes?|applications?))|hitze|lluvia|llueve|lloviendo|nieve|nieva|nublado|grados|hace (?:un )?(?:fr[ií]o|calor|sol)|pleut|pluie|soleil|neige|nuageux|orage|degrés|météo|canicule|chuva|chove|chovendo|nublado|graus|que calor|que frio|pioggia|piove|nevica|nuvoloso|temporale|gradi|che caldo|che freddo|bella giornata|ombrello|paraguas|parapluie|guarda-chuva|regenschirm)\b/iu,
);
/** "Query time went from 4s to 30ms": the first word is the subject of a finite verb, not an imperative. */
const SUBJECT_FIRST = uw(
  /^\S+\s+(?:\S+\s+)?(?:went|was|were|is|are|has|had|got|took|came|ran|broke|passed|failed|worked|looks|seems|dropped|increased|decreased|improved|does|doesn't|did|didn't|won't|can't|cannot|keeps|stopped|shows|throws|returns|crashes|hangs|freezes)\b/i,
);
/**
 * "Adding another option makes onboarding harder": a gerund that is the subject of a verb, not an
 * instruction. "Doing great, thanks for asking": how someone is ("Doing the taxes" is work).
 */
const GERUND_SUBJECT = uw(
  /^doing\s+(?:(?:really|very|pretty|so|quite)\s+)?(?:great|well|fine|good|ok(?:ay)?|alright|all right|better|worse|badly|amazing|awesome|grand|brilliant)\b|^\p{L}+ing\s+(?:\S+\s+){0,5}(?:makes|is|was|were|would|will|could|might|seems|sounds|looks|feels|works|hurts|costs|leads|causes|breaks|adds|requires|means|needs|takes|took|gives|gave|helps|won't|doesn't|isn't|wasn't)\b/iu,
);
/**
 * "Reduce motion setting is ignored on iOS", "Restore from backup doesn't work", "Cook mode would be nice":
 * a verb-like first word that names a thing, with the sentence's own verb after it. An instruction's verb
 * takes its object first ("Fix the bug that is blocking checkout", "Make sure the site is fast").
 */
const NAMED_THING_STATEMENT = uw(
  /^\p{L}+\s+(?!(?:the|a|an|our|my|your|their|his|her|its|this|that|these|those|it|them|all|some|sure|up|out|every|each|any|no)\b)(?:\S+\s+){0,3}?(?:is|are|was|were|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|would(?:n't)? be|took|takes|works|worked|seems|looks|broke|fails|failed)\b/iu,
);
/** "Maybe rename it", "vielleicht …": a hedged suggestion in a reply. */
const HEDGE = uw(
  /^(?:maybe|perhaps|possibly|sort of|kind of|vielleicht|eventuell|quizás|quizá|tal vez|a lo mejor|peut-être|talvez|quem sabe|forse)\b/iu,
);
/** Praise and encouragement: "Keep it up!", "Good luck", "Really appreciate the effort you put in". */
const PRAISE = uw(
  /\b(?:keep (?:it|them|up)\b|good (?:job|work|luck)|great (?:job|work)|well done|hard work|awesome (?:job|work|project|mod)|amazing|superb|love (?:it|this)|appreciat\w*|kind words|you(?:'re| are) (?:doing|absolutely|right)|made my (?:work|day|life)|get well(?: soon)?|stay tuned|for updates|buena suerte|bon courage|viel erfolg|buona fortuna|boa sorte|bravo)\b/i,
);
/** "Someone should handle that", "Please do this": work whose only object is the thread's own subject. */
// "…, we need to get that sorted out this week": what "that" is was said before the text began.
const VAGUE_OBJECT = uw(
  /^(?:\S+\s+){0,5}(?:on\s+)?(?:it|this|that|them)\s*[.!]*$|^(?:\S+\s+){0,12}(?:get|have)\s+(?:it|this|that|them)\s+(?:sorted(?:\s+out)?|done|fixed|handled|finished|dealt\s+with|taken\s+care\s+of)\b/i,
);
/** Claiming the thread's issue: "Happy to pick this up", "please assign it to me", "I'll take it". */
const CLAIM = uw(
  /\b(?:work(?:ing)? on|take|pick up|handle|grab|look(?:ing)? (?:at|into))\s+(?:this|it)\b|\bassign(?:ed)?\s+(?:me|it to me|this to me)\b/i,
);
/**
 * Troubleshooting advice to the person asking: "Try clearing the cache", "Check your firewall", "See the
 * docs", "Prueba con la última versión, a mí me funciona", "Bitte nochmal testen".
 */
const ADVICE = uw(
  /^(?:try|see|read|have a look|take a look|look at|refer to|check out|double-check|make sure (?:you|that you)|versuch\w*|probier\w*|schau dir|prueba|pruebe|intenta|mira|essaie[sz]?|essayez|regarde[sz]?|tenta|tente|experimenta|veja|prova|provate|guarda)\b|\b(?:your|you'?re|dein\w*|tus?|tu[oa]|tuoi|tue|ton|ta|tes|votre|vos|teu|tua)\b|\b(?:try again|and try|then try|works for me|worked for me|usually fixes|fixed it for me|me funciona|me funcionó|comigo funcionou|funcionou pra mim|bei mir funktioniert|chez moi ça marche|a me funziona|nochmal (?:testen|versuchen|probieren)|noch einmal (?:testen|versuchen))\b/iu,
);
/** "It should pass now", "that should work": the state a reply expects, not an ask. */
const EXPECTATION = uw(
  /\b(?:it|this|that|everything|all)\s+should\s+(?:\p{L}+\s+)?(?:work|pass|be fine|be ok|be good|be fixed|be resolved)\b/iu,
);
/** "It is patched now", "that should be sorted now": a status claim, not an ask. */
const STATUS_CLAIM = uw(/^(?:this|it|that|everything|all)\s+(?:should|must|will|is|are)\s+(?:be\s+)?\p{L}+(?:ed|en)\s+now\b/iu);
/** "This was fixed in 1.4", "wurde behoben", "ya está resuelto": the state of work already done, in six languages. */
const STATUS_REPORT = uw(
  // "Deploy Preview for cool-site ready!", "Quality Gate passed!": a bot's status line.
  /\b(?:is|was|were|are|has been|have been|had been|got|been|now)\s+(?:already\s+|now\s+|finally\s+)?(?:fixed|resolved|solved|merged|closed|released|shipped|deployed|implemented|addressed|done|completed|finished|added|published|live)\b|\b(?:ist|sind|wurde|wurden|war)\s+(?:jetzt\s+|schon\s+|bereits\s+|nun\s+)?(?:\p{L}+\s+)?(?:behoben|gefixt|gelöst|erledigt|umgesetzt|gemergt|geschlossen|veröffentlicht|fertig)\b|\b(?:ya\s+)?(?:est[áa]|fue|ha sido|han sido|quedó)\s+(?:ya\s+)?(?:resuelto|arreglado|solucionado|corregido|cerrado|publicado|hecho|implementado|listo)\b|\b(?:est|a été|ont été|était|sont)\s+(?:déjà\s+|maintenant\s+)?(?:corrigé|résolu|réglé|fermé|publié|fait|implémenté|livré|fusionné)e?s?\b|\b(?:já\s+)?(?:est[áa]|foi|foram)\s+(?:já\s+)?(?:corrigido|resolvido|fechado|publicado|feito|implementado|pronto)s?\b|\b(?:è|sono)\s+(?:già\s+)?(?:stat[oaie]\s+)?(?:risolt[oaie]|corrett[oaie]|sistemat[oaie]|chius[oaie]|pubblicat[oaie]|fatt[oaie]|implementat[oaie])\b|\b(?:ready|passed|succeeded|failed|is live|went live)\s*!\s*$/iu,
);
/** "The release went out yesterday and everything looks fine": news of how things went, which asks for nothing. */
const HOW_IT_WENT = uw(
  /\b(?:went (?:out|live|well|smoothly|fine|ok|okay)|(?:looks|looked|seems|seemed) (?:fine|good|great|ok|okay|stable)|(?:is|are|was|were) (?:all )?(?:fine|on track|stable|going well)|no (?:issues|problems|blockers|incidents) so far)\b/i,
);
const CONTRAST = uw(/\b(?:but|however|yet|aber|doch|pero|sin embargo|mais|cependant|mas|porém|ma|però)\b/iu);
/** "Let me know if…", "Feel free to…", "Fammi sapere": a courtesy that closes a reply, in six languages. */
const COURTESY = uw(
  /\b(?:(?:please\s+)?(?:find|see)\s+(?:attached|enclosed|below)|let me know|lmk|feel free|don'?t hesitate|do not hesitate|hit me up|ping me|happy to help|hope (?:this|that|it) helps|sag(?:t)? bescheid|gebt bescheid|melde dich|meldet euch|avísame|av[ií]senme|no dudes|cualquier cosa|n'h[ée]site[sz]? pas|tiens-moi au courant|tenez-moi au courant|dis-moi|me avis[ae]|qualquer coisa|fique à vontade|não hesite|fammi sapere|fatemi sapere|non esitare)\b/iu,
);
/** "Do you plan a release soon…?", "How to export…?": a question, even when it opens with a verb. */
const QUESTION_OPENER = uw(
  /^(?:do|does|did|can|could|will|would|should|shall|is|are|was|were|have|has|had|how|what|why|when|where|who|which|any|anyone|anybody|is there|are there)\b/i,
);
/** "Das Formular ist fertig, …": a sentence with a finite "to be" states, it does not list. */
const COPULA = uw(/\b(?:is|are|was|were|ist|sind|war|est|sont|était|es|son|era|é|são|era|è|sono|era)\b/i);

function ordersBeforeColon(label: string): boolean {
  const words = label.trim().split(/\s+/);
  return words.length >= 2 && verbBase(words[0] ?? "") !== null && /^(?:the|a|an|our|my|your|this|these)$/i.test(words[1] ?? "");
}

function plain(line: string): string {
  return (
    line
      .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f/gu, " ")
      .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/[*_`~>]+/g, "")
      // "@alex yes, that's the plan": the reply is read without the name it answers.
      .replace(/^\s*(?:@[\w.-]+[,:]?\s+)+/, "")
      .replace(/^\s*(?:\[[^\]]*\]\s*)+/, "")
      // "Renovate the bathroom: new tiles, …": an order before the colon is the ask, no label to drop.
      .replace(/^\s*[\p{L}\p{N}.#-]{1,30}(?:\s[\p{L}\p{N}.#-]{1,30}){0,2}[:：]\s+(?=\p{L})/u, (label) =>
        REPLY_OPENER.test(label) || ordersBeforeColon(label) ? label : "",
      )
      .replace(/\s+/g, " ")
      .trim()
  );
}

function words(text: string): string[] {
  return text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
}

/**
 * Whether a sentence asks for work: "Create the pricing page", "Diseñar el logotipo", "Getränke bestellen",
 * "Création de la page d'accueil". A sentence is weighed by several rules; its reading is worked out once.
 */
const askCache = new Map<string, boolean>();
function isAsk(sentence: string, title: boolean): boolean {
  const key = `${title ? "t" : "s"}${sentence}`;
  const known = askCache.get(key);
  if (known !== undefined) return known;
  const answer = readsAsAsk(sentence, title);
  if (askCache.size > 500) askCache.clear();
  askCache.set(key, answer);
  return answer;
}

/**
 * "We are hosting a hackathon in March", "I'm organising a charity run": a project under way, said by its
 * author. Not "we're launching the fix" or "I'm building this": a fix or a thing already named is a reply's.
 */
const PROJECT_UNDER_WAY =
  /^(?:we|i)(?:'re|’re|'m|’m| are| am)\s+(?:also\s+|now\s+|finally\s+)?(?:organi[sz]ing|hosting|opening(?!\s+up\b)|holding(?!\s+(?:off|on|back|out|up)\b)|launching|building|planning|throwing|making|creating|developing|writing|designing|redesigning|rebuilding|renovating|preparing|setting up|putting together)\s+(?!(?:this|it|that|these|those|them|the fix|a fix|the patch|a patch|an? (?:pr|pull request|issue|ticket|comment)\b))\S/i;

/** "Could you (please) (also) …": a request asked as a question, before its verb. */
const POLITE = String.raw`^(?:can|could|would|will)\s+(?:you|u|someone|somebody)\s+(?:please\s+|pls\s+)?(?:also\s+)?`;
/** "Could you update the pricing page": the verb after the polite opening. */
const POLITE_OPENER = new RegExp(`${POLITE}(\\p{L}+)`, "iu");
/** "…and send me the draft", "…, redirect the old URLs": a second action joined to the first. */
const SECOND_ACTION =
  /(?:,|\band\b|\bthen\b)\s*(?:then\s+|also\s+)?(\p{L}+)\s+(?:up\s+|out\s+|back\s+)?(?:me|us|the|a|an|our|my|it|them|all|every)\b/giu;

/**
 * How a maintainer or a reviewer asks in a reply: "Could you update to the latest version and share the
 * logs?", "Can you add a test for this and update the changelog?", "Can you rebase and squash?".
 */
const SUPPORT_REQUEST = new RegExp(
  String.raw`${POLITE}(?:share|try|upgrade|update to|rebase|provide|attach|post|paste|confirm|reproduce|retry|clear|restart|reinstall|pull|squash|run|let)\b|\b(?:for|to|on|in|with|about)\s+(?:this|that)\b(?!\s+\p{L}{3,})|\bthis\s+(?:pr|pull request|issue|change|branch|patch|commit)\b|\b(?:the\s+)?(?:logs?|changelog|stack ?trace|repro)\b`,
  "iu",
);

/**
 * "Could you update the pricing page and send me the draft by Friday?": a request in a question's form.
 * With a second action it is work handed over; one action alone ("Could you share your config?", "Can you
 * send the logs by Monday?") is how a reply asks for information, and stays a question.
 */
function politeWorkRequest(sentence: string): boolean {
  const opener = POLITE_OPENER.exec(sentence);
  const verb = opener?.[1] ?? "";
  if (verbBase(verb) === null || SUPPORT_REQUEST.test(sentence)) return false;
  // "Could you redesign our pricing page?": a verb that makes a thing asks for work, one action or more
  // ("Could you build it?" points back at something said before).
  if (MAKING_VERB.test(verb) && !/^\s*(?:it|this|that|them|one)\b/i.test(sentence.slice((opener?.index ?? 0) + (opener?.[0].length ?? 0))))
    return true;
  return [...sentence.matchAll(SECOND_ACTION)].some((m) => verbBase(m[1] ?? "") !== null);
}

/** "I'd like a website for my bakery": a wish for a thing to make (WORK_NOUN) asks for it. */
const THING_WISH =
  /\b(?:i|we)(?:'d|’d| would)\s+(?:really\s+)?(?:like|love)\s+(?:a|an|our|my|some|new|the)\s+(?!(?:word|chat|call|quick|minute|moment|second|refund|reply|response|update|look|hand)\b)/i;

/** Verbs that make or remake a thing: asked for politely, they hand over a project. */
const MAKING_VERB = /^(?:build|create|design|redesign|develop|organi[sz]e|plan|launch|draft|prepare|migrate|rebuild|overhaul|revamp|set)$/i;

/** In a team's chat, "can we …" asks the team: "can we get the pricing page live before the webinar?". */
const POLITE_TEAM_OPENER = new RegExp(`${POLITE.replace("someone|somebody", "someone|somebody|we")}(\\p{L}+)`, "iu");

/** What a chat line says, without its speaker, an interjection and the person asked: "great, Chloe can you …". */
function spoken(sentence: string): string {
  return (readSpeakerLine(sentence)?.text ?? sentence)
    .replace(INTERJECTION, "")
    .replace(/^\p{Lu}[\p{L}'’-]+,?\s+(?=(?:can|could|would)\s)/u, "");
}

/** "Can you also add a checkout?": a polite request for a piece of work, not for information or a reply's fix. */
function politeFollowUp(sentence: string, team = false): boolean {
  const verb = (team ? POLITE_TEAM_OPENER : POLITE_OPENER).exec(sentence)?.[1] ?? "";
  return verbBase(verb) !== null && !TALK_VERB.test(verb) && !SUPPORT_REQUEST.test(sentence);
}
/** "Can we talk tomorrow?", "Could you call me?": a request to meet, not for work. */
const TALK_VERB = /^(?:talk|meet|chat|discuss|call|catch|hop|sync|grab|go|come|see|wait|join|speak)$/i;

const ORDINAL_STEP = new RegExp(`^(?:${STEP_ORDER})\\s+(?=(\\p{L}+)\\s)`, "iu");

/** "First ship the fix": a step's order before a verb in its plain form; "Finally fixed it" reports one. */
function ordinalStep(text: string): string {
  const m = ORDINAL_STEP.exec(text);
  const verb = m?.[1]?.toLowerCase() ?? "";
  return m && verbBase(verb) === verb ? text.slice(m[0].length) : text;
}

const GIVEN_TO =
  /^((?:\p{Lu}\.\s*)?\p{Lu}[\p{L}'’-]+)\s+(?:will|is going to|is to|to|needs to|has to|should)\s+(\p{L}+)(?=\s+(?!(?:you|me|us|him|her|them|it|this|that)\b)\S)/u;
/** Who is no one named: "It will take the weekend", "They should fix it", "Things to buy: …", "Places to see". */
const NOT_A_NAME =
  /^(?:it|this|that|there|here|we|they|he|she|you|i|which|what|who|the|a|an|our|my|your|their|his|her|its|everyone|everybody|someone|somebody|nobody|all|nothing|something|everything|things|stuff|jobs|errands|chores|items|tasks|bugs|ideas|places|questions|steps|notes|goals|time|plans?|more|less)$/i;

function readsAsAsk(sentence: string, title: boolean): boolean {
  if (HEDGE.test(sentence.trim())) return false;
  // "First, we add a feature flag": read as the instruction it states ("add a feature flag").
  const step = SEQUENCE_WE.exec(sentence.trim());
  if (step) return verbBase(step[1] ?? "") !== null && readsAsAsk(sentence.trim().slice(step[0].length), title);
  const bare = ordinalStep(
    sentence
      .replace(INTERJECTION, "")
      // "ok Jo please start the regression pass": the person asked comes before the ask.
      .replace(VOCATIVE, "")
      .replace(/^(?:also|and|then|now|so|please|pls|bitte|por favor|s'il vous plaît|per favore|merci de|veuillez)\s+/i, ""),
  );
  // "Tell the agency to rebuild our shop": the order passed on is the ask.
  const passedOn = withoutDelegate(bare);
  if (passedOn !== bare) return readsAsAsk(passedOn, title);
  const list = words(bare);
  const first = list[0] ?? "";
  if (list.length < (title ? 1 : 3)) return false;
  // "Sam owns the landing page, Priya owns the pricing page": things handed out by name, one to each
  // person. One alone is as likely a remark ("Sam owns the house").
  const owner = NAMED_OWNER.exec(bare);
  if (owner && !NOT_A_NAME.test(owner[1] ?? "") && /,\s*(?:and\s+)?(?:\p{Lu}[\p{L}'’-]+|I|we)\s/u.test(bare)) return true;
  if (REPLY_OPENER.test(bare) || NARRATIVE.test(bare) || META.test(bare)) return false;
  if (/^(?:let'?s|let’s)\b/i.test(bare)) return false;
  if (!title && (TELEGRAPHIC_REPORT.test(bare) || /^\p{L}+ing\s+(?:this|it|that|them)\b/iu.test(bare))) return false;
  if (COURTESY.test(bare) || STATUS_REPORT.test(bare) || SUBJECT_FIRST.test(bare) || GERUND_SUBJECT.test(bare)) return false;
  if (!title && NAMED_THING_STATEMENT.test(bare)) return false;
  // "Priya will refresh the pricing page by Friday", "L. Ortiz to confirm the venue": work given to someone
  // by name, as a recap or minutes hand it out.
  const given = GIVEN_TO.exec(bare);
  if (given && !NOT_A_NAME.test(given[1] ?? "") && verbBase(given[2] ?? "") !== null)
    return readsAsAsk(bare.slice(given[0].length - (given[2] ?? "").length), title);
  if (COMMITMENT.test(bare) || PRAISE.test(bare) || VAGUE_OBJECT.test(bare) || CLAIM.test(bare) || STATUS_CLAIM.test(bare)) return false;
  if (/[?？]\s*$/u.test(bare) && QUESTION_OPENER.test(bare) && !politeWorkRequest(bare)) return false;
  if (REQUEST_OPENERS.some((opener) => opener.test(bare)) && !/^(?:todo|task|action)/i.test(bare)) return true;
  if (verbBase(first) !== null) return list.length >= 2 || title;
  // "Refaire la page avec …", "Desarrollar la organización de …": an infinitive and its object, however long.
  if (title || list.length <= 14 || (list.length <= 30 && INFINITIVE_OBJECT.test(bare))) {
    if (isRomanceInfinitive(first)) return true;
  }
  if (ACTION_NOUN.test(first) && (title || /^\S+\s+(?:de|del|des|du|da|do|della|dello|der|des|of)\b/iu.test(bare))) return true;
  // "Hochzeit von Jürgen & Zoë planen – Feier für 80 Gäste": the infinitive ends its own segment.
  // "Schulfest: Halle buchen bis zum 10. April": by when it is due comes after the infinitive.
  return bare
    .split(/\s[–—-]\s|[:：]\s/u)
    .map((part) =>
      part.replace(/\s+(?:bis|vor|spätestens|ab)\s+(?:zum|zur|dem|den|der|am|ende|mitte|anfang)?\s*[\p{L}\p{N}.\s]{1,30}$/iu, ""),
    )
    .some((part) => words(part).length <= 8 && isGermanInfinitivePhrase(part));
}

/** "Halle buchen", "Helferplan erstellen": a German phrase ending on its infinitive, with no subject or "nicht". */
export function isGermanInfinitivePhrase(part: string): boolean {
  return (
    GERMAN_INFINITIVE_LAST.test(part) && !GERMAN_FINITE.test(part) && !/\b(?:ich|wir|du|ihr|er|sie|es|man|nicht|kein|keine)\b/i.test(part)
  );
}

/** "Refaire", "Desarrollar", "Listar": a Romance infinitive, not a noun that looks like one. */
export function isRomanceInfinitive(word: string): boolean {
  return (ROMANCE_INFINITIVE.test(word) && !ROMANCE_NOT_VERB.test(word)) || FRENCH_RE_VERB.test(word) || SHORT_INFINITIVE.test(word);
}

/** "a banner, flyers and the stand", "Logo, menu cards, signage": short things listed in one breath. */
const SUBJECT_PRONOUN = uw(
  /^\s*(?:i|we|you|it|he|she|they|here'?s|here|there'?s|there|this|that|lo|la|le|les|li|je|j'|nous|on|ich|wir|du|er|sie|es|man|yo|nosotros|eu|nós|ele|ela|io|noi|lui|lei)\b/iu,
);
const LOCATIVE = uw(/^\s*(?:in|on|at|en|no|na|nos|nas|em|im|auf|dans|sur|nel|nella|sul|sulla)\b/iu);
/** Finite verbs a reply reports with: "works", "funciona", "está", "klappt". */
const FINITE_COMMON = uw(
  /\b(?:works|worked|está|están|estão|funciona|funcionan|funcionou|fonctionne|marche|funziona|funzionano|geht|klappt|läuft)\b/iu,
);

function isEnumeration(sentence: string): boolean {
  const parts = sentence
    .replace(/[.!]$/, "")
    .split(/\s*,\s*|\s+(?:and|und|et|y|e)\s+/)
    .filter(Boolean);
  // "Lo probé en Windows y en Mac y en los dos funciona bien": a sentence with a subject and a verb, not a list of things.
  const located = parts.filter((part) => LOCATIVE.test(part)).length;
  return (
    !COPULA.test(sentence) &&
    !FINITE_COMMON.test(sentence) &&
    !REPLY_OPENER.test(sentence) &&
    located < 2 &&
    parts.length >= 3 &&
    parts.every((part) => words(part).length >= 1 && words(part).length <= 5) &&
    !SUBJECT_PRONOUN.test(parts[0] ?? "") &&
    !parts.some((part) => PAST_REPORT.test(words(part)[0] ?? "") && !PAST_NOT_VERB.test(words(part)[0] ?? ""))
  );
}

function isReport(sentence: string): boolean {
  const first = words(sentence)[0] ?? "";
  return (
    (PAST_REPORT.test(first) && !PAST_NOT_VERB.test(first) && verbBase(first) === null) ||
    /^(?:just|already|finally|also)\s+\p{L}+ed\b/iu.test(sentence) ||
    NARRATIVE.test(sentence) ||
    /^(?:ich habe|wir haben|ich hab|he |hemos|j'ai|nous avons|eu (?:fiz|criei|adicionei)|ho |abbiamo)/i.test(sentence) ||
    /\b(?:haben|hatten|habe|hatte) (?:wir|ich)\b|\b(?:wir|ich) (?:hatten|hatte)\b/i.test(sentence)
  );
}

/** "Meeting notes uploaded to the wiki", "Budget approved by the board": a thing and what was done to it. */
const TELEGRAPHIC_REPORT = uw(
  // "Get married in June", "Get certified": an imperative "get" and its participle are a goal.
  /^(?!get\s)(?:[\p{L}\p{N}'’-]+\s+){1,3}\p{L}+ed(?:\s+(?:by|for|to|on|in|at|into|with|yesterday|today|last|this|as)\b|\s*[.!]?$)/iu,
);
/** Words that make the start of a line a clause, not the name of a thing: prepositions, pronouns, conjunctions. */
const CLAUSE_WORD = uw(
  /^(?:on|in|at|to|into|onto|from|of|by|about|after|before|for|with|für|para|pour|per|por|avec|com|con|that|this|it|he|she|they|we|i|you|de|da|do|des|du|dans|sur|à|au|aux|en|em|no|na|nos|nas|zu|zum|zur|im|am|auf|nach|von|vom|mit|für|bei|del|al|di|dal|nel|nella|sul|sulla|que|che|dass|ce|ça|cela|esto|isso|questo|er|sie|es|wir|ich|je|nous|yo|eu|io|noi)$/iu,
);

/** German joins words: "Fotobuch", "Schulwebseite", "Sommerfest" end on the thing to make. */
const GERMAN_WORK_COMPOUND =
  /^\p{Lu}\p{L}{2,}(?:buch|seite|webseite|fest|feier|reise|projekt|kurs|shop|laden|party|hochzeit|umzug|studie|arbeit|kampagne|veranstaltung|turnier|ausstellung|konzert|album|video|heft|zeitung|plan)$/u;

/** "A bakery website with…", "Eine Website für…": the line opens on the thing to make, not on a clause about it. */
function headedByWork(line: string): boolean {
  const opening = words(line).slice(0, 6);
  const at = opening.findIndex((word) => WORK_NOUN.test(word) || GERMAN_WORK_COMPOUND.test(word));
  if (at < 0) return false;
  // "the onboarding is fine": a statement about the thing, not the thing to make.
  if (
    COPULA.test(opening[at + 1] ?? "") ||
    /^(?:has|have|had|does|did|works|looks|seems|hat|funktioniert|tiene|funciona|a|fonctionne|tem|ha|funziona)$/i.test(
      opening[at + 1] ?? "",
    )
  )
    return false;
  return opening.slice(0, at).every((word) => !CLAUSE_WORD.test(word) && !/ed$/i.test(word));
}

/** "After the update the app…", "Dopo l'aggiornamento…": a line opening on a clause tells what happened, it names no work. */
const CLAUSE_OPENER = uw(
  /^(?:after|since|when|whenever|if|because|as soon as|once|dopo|da quando|quando|se|perché|nach|seit|wenn|weil|als|después|desde|cuando|si|porque|après|depuis|quand|parce|lorsque|após|depois|desde)\b/iu,
);

/** "Grow up lol": laughter is a reply's. */
const LAUGHTER = /\b(?:lol|lmao|rofl|haha(?:ha)*|hehe)\b/i;

/** A reply's tone: thanks, a report, a complaint, an opinion, talk about the thread, praise, a promise, a courtesy. */

function chatty(line: string): boolean {
  return (
    [LAUGHTER, REPLY_OPENER, NARRATIVE, COMPLAINT, OPINION, META, PRAISE, COMMITMENT, COURTESY, STATUS_REPORT, WEATHER, ADVICE].some(
      (tone) => tone.test(line),
    ) || isReport(line)
  );
}

/** A sentence that talks about the thread, praises, reports a state, complains or talks weather. */
/**
 * "Please make sure your expense reports are submitted by Dec 10": a polite order to the team is an ask,
 * whatever "your" sounds like. Not "Please try again with your config", "Please share your logs": a reply's.
 */
const POLITE_ORDER =
  /^(?:please|pls|kindly)\s+(?!(?:try|see|read|check|look|refer|share|provide|attach|post|paste|confirm|reproduce|retry|clear|restart|reinstall|update to|upgrade|run|let)\b)(\p{L}+)/iu;

function replyTone(sentence: string): boolean {
  const polite = POLITE_ORDER.exec(sentence.trim());
  if (polite && verbBase(polite[1] ?? "") !== null) return false;
  return (
    [META, PRAISE, COURTESY, STATUS_REPORT, WEATHER, CLAIM, STATUS_CLAIM, EXPECTATION, NARRATIVE, ADVICE].some((tone) =>
      tone.test(sentence),
    ) ||
    (COMPLAINT.test(sentence) && !isAsk(sentence, false))
  );
}

/**
 * The lines the author wrote: not code ("npm install …" is no ask), and not the lines they quote
 * ("> Add a dark mode toggle" is someone else's ask, answered below it), unless the text is all quote.
 */
function ownLines(text: string): { lines: string[]; quoted: boolean } {
  const prose: string[] = [];
  const quotes: string[] = [];
  let inCode = false;
  // "There are three milestones:" over "> Milestone 1: …": a quote the author announces is part of what they say.
  let announced = false;
  for (const line of text.split("\n")) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (inCode || line.trim() === "") continue;
    const quote = /^\s*>/.test(line);
    if (quote && !announced) quotes.push(line.replace(/^\s*(?:>\s?)+/, ""));
    else prose.push(quote ? line.replace(/^\s*(?:>\s?)+/, "") : line);
    if (!quote) announced = /[:：]\s*$/u.test(line);
  }
  if (prose.length === 0) return { lines: quotes.filter((line) => line.trim() !== ""), quoted: false };
  return { lines: prose, quoted: quotes.length > 0 };
}

/** "Website status / homepage done / blog in review": a report of where things stand, not work to plan. */
const STATUS_TITLE = /\b(?:status|update|recap|report|changelog|release notes|summary|standup|stand-up)\b/i;
const STATUS_WORD =
  /\b(?:done|in review|in progress|broken|fixed|shipped|merged|live|ready|wip|blocked|finished|completed?|ok|erledigt|fertig|hecho|listo|fait|terminé|feito|pronto|fatto)\b/iu;

/**
 * "Umzug im März / Kartons besorgen / Umzugswagen mieten / Nachsendeauftrag": a title naming work over
 * three or more short lines without bullets is a list (the planner reads such lines as one, too). Every
 * line must be short, unpunctuated and not chat: "Hey all / quick update / thanks Jo" is no list.
 */
function isPlainList(lines: string[]): boolean {
  const [title, ...rest] = lines;
  if (!title || rest.length < 3 || chatty(title) || /[?？]/u.test(title) || STATUS_TITLE.test(title)) return false;
  const titleWords = words(plain(title));
  if (!WORK_NOUN.test(title) && verbBase(titleWords[0] ?? "") === null) return false;
  return rest.every((line) => {
    const text = line.trim();
    return (
      !LIST_LINE.test(line) &&
      !HEADING.test(line) &&
      text.length <= 60 &&
      words(text).length <= 8 &&
      !/[.!?。！？:：]$/u.test(text) &&
      !chatty(text) &&
      !THANKS_ANYWHERE.test(text) &&
      !STATUS_WORD.test(text)
    );
  });
}

/** Where a piece of work stands, said after it: "Design is done", "Backend 80% complete", "Homepage done". */
const STATUS_ITEM = uw(
  /\b(?:is|are|was|were|has been|have been)\s+(?:now\s+|already\s+|almost\s+|nearly\s+|mostly\s+|still\s+|\d+\s*%\s+)?(?:done|complete|completed|finished|ready|live|blocked|in progress|in review|on track|on hold|behind|delayed|shipped|merged|fixed)\b|\b\d+\s*%\s+(?:done|complete|finished)\b|^(?:\S+\s+){1,4}(?:done|complete|completed|finished|shipped|merged|fixed|blocked|in progress|in review|on track|on hold|wip)\s*[.!]?$|^no\s+(?:blockers|issues|problems|risks|updates|news|changes)\b/iu,
);

/** A whole line saying where a piece of work stands: "Release shipped", "Conference completed", "Design is done". */
function standsAt(line: string): boolean {
  return STATUS_ITEM.test(line) && !isAsk(line, false);
}

function statusItem(content: string): boolean {
  return (STATUS_ITEM.test(content) || TELEGRAPHIC_REPORT.test(content)) && !isAsk(content, false);
}

export interface PlanSignals {
  ask: number;
  chat: number;
  /** The text has list lines or a heading: the structure of a brief. */
  structured: boolean;
  /** A one-line idea, or one sentence of at most twelve words. */
  short: boolean;
}

/**
 * "Here is what we will deliver: …", "two bugs from QA: …", "Trip to Spain: …": what comes before the colon
 * announces or counts work, so the things after it are the work, however many words each takes.
 */
const ANNOUNCED_WORK = uw(
  /\b(?:(?:what|everything|all)\s+(?:we|i)(?:'ll|’ll|\s+will|\s+are going to|\s+plan to|\s+need to|\s+have to|\s+must|\s+agreed to)\s+(?:deliver|do|build|make|ship|prepare|provide|send|fix|cover)|deliverables|next steps|action items|(?:still\s+)?(?:need|needed|needs|required)|(?:two|three|four|five|six|[2-6]|a couple of)\s+(?:\p{L}+\s+)?(?:bugs|fixes|tasks|changes|features|items|to-?dos|requests|deliverables)\b[^:：]{0,40}|\b(?:trip|vacation|holiday|honeymoon|getaway)\b(?!\s+(?:report|recap|notes|review|photos))[^:：]{0,40})\s*[:：]\s*\S/iu,
);

/** "Seems like the best thing to do would be to export the entire site": the work the author settles on. */
const BEST_COURSE =
  /\b(?:the\s+)?(?:best|easiest|simplest|cleanest|cheapest|safest)\s+(?:thing\s+to\s+do|way(?:\s+forward)?|option|approach|plan|solution|move)\s+(?:would\s+be|is|will\s+be|might\s+be|seems\s+to\s+be)\s+to\s+\p{L}+/iu;

/** "the flyers, the stand and the demo": how many things a sentence lists (1 when it lists none). */
function listedInSentence(sentence: string): number {
  const parts = sentence
    .replace(/[.!]$/, "")
    .split(/\s*[,;]\s*|\s+(?:and|und|et|y|e|and also|as well as|sowie)\s+/u)
    .filter((part) => words(part).length >= 1);
  return parts.length;
}

/** How strongly a text asks for work, against how much it reads as a reply or a remark. */
export function planSignals(text: string): PlanSignals {
  let ask = 0;
  let chat = 0;
  let listed = 0;
  let sentences = 0;
  let questions = 0;
  let firstSentence = "";
  let titled = false;
  // "Client: Bloom Florist" over "Website with online orders by March": the line under a short label is
  // read as a one-line idea.
  let labelled = false;
  let askedBefore = false;
  let oneWordLines = 0;
  let statusLines = 0;
  let workTitle = false;
  // A one-line idea that names the thing to make or opens on a verb: its line alone is an ask.
  let idea = false;
  const { lines, quoted } = ownLines(text);
  // Answering a quoted message is what a reply does.
  if (quoted) chat += 1;
  const plainList = isPlainList(lines);
  const phases = readPhaseLines(lines.map((line) => line.trim()));
  // "[10:02] Ana: can we get the pricing page live …?": in a team's chat, a request to each other hands work over.
  const chatLog = new Set(readChat(lines)?.map((message) => message.speaker)).size >= 2;
  lines.forEach((raw, index) => {
    // "Roll call / Present today: Ana, Ben, Chloe": an attendance list asks for nothing.
    if (ATTENDANCE.test(raw.trim().replace(/^[-*+•]\s+/, ""))) {
      chat += 2;
      return;
    }
    if (plainList && index > 0) {
      listed++;
      return;
    }
    // "Sprint 2: dashboard" among other phases' lines: a phase and its work, as a list's line is.
    if (phases[index]) {
      listed++;
      return;
    }
    const list = LIST_LINE.exec(raw);
    if (list) {
      const content = plain(list[1] ?? list[2] ?? "");
      // "- Date:", "- Notetaker:": a template's field left blank.
      if (/[:：]\s*$/u.test(content)) return;
      // "- Design is done", "- QA started on Monday", "- No blockers": a status report's lines.
      if (statusItem(content)) statusLines++;
      else if (words(content).length >= 2 || /\[[ xX]\]/.test(raw)) listed++;
      else if (words(content).length === 1 && !REPLY_OPENER.test(content) && !PAST_REPORT.test(content)) oneWordLines++;
      return;
    }
    const heading = HEADING.exec(raw);
    if (heading) titled = true;
    const title = heading !== null || (index === 0 && lines.length > 1 && raw.trim().length <= 80 && !/[.!?]$/.test(raw.trim()));
    let line = plain(heading?.[1] ?? raw);
    const greeting = index === 0 && !heading ? greetingAt(line) : null;
    if (greeting !== null) {
      chat += 1;
      line = line.slice(greeting.length);
      if (words(line).length === 0) return;
    }
    // "Re: invoice": a reply's subject repeats what it answers, and asks for nothing ("invoice" is no order).
    if (title && !heading && REPLY_SUBJECT.test(raw)) return;
    if (title && WORK_HEADING.test(line)) {
      ask += 2;
      return;
    }
    if (title) {
      const titleWords = words(line);
      if (
        index === 0 &&
        lines.length === 2 &&
        /^[\p{L} ]{2,20}[:：]\s*\S/u.test(raw.trim()) &&
        titleWords.length <= 6 &&
        !isAsk(line, true)
      )
        labelled = true;
      // "Newsletter Setup & Sending", "Performance tuning": a title naming work by its gerund or action noun.
      const namesWork =
        (titleWords.some((word) => /ing$/i.test(word) && verbBase(word) !== null) && !GERUND_SUBJECT.test(line.trim())) ||
        titleWords.some((w) => ACTION_NOUN.test(w));
      if (isAsk(line, true) || (namesWork && titleWords.length <= 10)) ask += 2;
      // "# Dark theme", "# Tela de login": a heading over a text names what it is about; one that does not
      // report trouble, ask a question or talk like a reply names the work.
      else if (
        heading !== null &&
        index === 0 &&
        titleWords.length <= 10 &&
        !/[?？]/u.test(line) &&
        !QUESTION_OPENER.test(line) &&
        !TROUBLE_TITLE.test(line) &&
        !chatty(line)
      )
        ask += 2;
      else if (WORK_NOUN.test(line) && titleWords.length <= 10) {
        ask += lines.length === 1 ? 2 : 1;
        workTitle = true;
      }
      return;
    }
    const soleLine = lines.length === 1 || (labelled && index === 1);
    // A one-line idea naming a piece of work: "Website for the sports club", "Wedding in June".
    // "Rebrand", "Renovate the kitchen": a one-line idea that opens with a verb.
    if (
      soleLine &&
      verbBase(words(line)[0] ?? "") !== null &&
      !/[?？]/u.test(line) &&
      !CLAIM.test(line) &&
      !VAGUE_OBJECT.test(line) &&
      !/^\S+\s+(?:this|it|that|them)\b/i.test(line) &&
      !TELEGRAPHIC_REPORT.test(line) &&
      // "Release shipped", "Landing page done": where a piece of work stands, not work to do.
      !standsAt(line) &&
      // "Sort order is wrong on the list page": the verb-like first word is the subject's.
      !SUBJECT_FIRST.test(line) &&
      !NAMED_THING_STATEMENT.test(line) &&
      !GERUND_SUBJECT.test(line) &&
      !HEDGE.test(line) &&
      // "Estimate: 3 points": a label and its value.
      !/^[\p{L} ]{1,20}[:：]\s*\S+(?:\s+\S+)?$/u.test(line) &&
      !chatty(line)
    )
      idea = true;
    // "A bakery website with online orders and a weekly newsletter, live in six weeks": an idea told as
    // the thing to make, however many words describe it.
    else if (
      soleLine &&
      words(line).length <= 30 &&
      headedByWork(line) &&
      !HOW_IT_WENT.test(line.split(/(?<=[.!?])\s+/u)[0] ?? line) &&
      // "Checkout redesign shipped last week", "Conference completed": the thing named is done.
      !isNews(line) &&
      !standsAt(line) &&
      !/[?？]/u.test(line) &&
      !QUESTION_OPENER.test(line) &&
      !CLAUSE_OPENER.test(line) &&
      !chatty(line)
    )
      idea = true;
    // "I'm organising a charity run in May": the author says what they are setting out to make.
    else if (soleLine && PROJECT_UNDER_WAY.test(line) && !/[?？]/u.test(line) && !chatty(line)) idea = true;
    if (idea) ask += 2;
    // "Trip to Spain: flights, hotels": plain() took the short label off the line, and with it what announces the list.
    let listUnderLabel = !ANNOUNCED_WORK.test(line) && ANNOUNCED_WORK.test(raw);
    for (const sentence of line.split(/(?<=[.!?。！？])\s+/u)) {
      const s = sentence.trim();
      const labelledList = listUnderLabel;
      listUnderLabel = false;
      if (words(s).length === 0) continue;
      sentences++;
      // "how do I change the port" asks a question even without its question mark.
      const unmarkedQuestion =
        /^(?:how (?:do|can|should|would) (?:i|we|you)|is there (?:a|any) way|does anyone|anyone know|any (?:news|update|idea)s?|what is|what's|why (?:does|is|do))\b/i.test(
          s,
        );
      if ((/[?？]$/u.test(s) || unmarkedQuestion) && !isAsk(s, false)) {
        // "Create the pricing page. Can you also add a checkout?": after an instruction, a polite
        // request hands over more of the work.
        if ((askedBefore || chatLog) && politeFollowUp(chatLog ? spoken(s) : s, chatLog)) ask += 2;
        else questions++;
        continue;
      }
      if (sentences === 1 && REPLY_OPENER.test(s)) chat += 3;
      if (sentences === 1) firstSentence = s;
      if (OPINION.test(s)) chat += 2;
      if (META.test(s)) chat += 2;
      if (PRAISE.test(s) || LAUGHTER.test(s)) chat += 2;
      if (CLAIM.test(s) || STATUS_CLAIM.test(s)) chat += 3;
      if (COURTESY.test(s) || EXPECTATION.test(s)) chat += 2;
      // Not "The last one went well, so keep the same venue": news that leads to an instruction.
      if (HOW_IT_WENT.test(s) && !/\b(?:so|but|then|therefore)\b/i.test(s)) chat += 2;
      // "The backend is already done, but the login screen is missing": the state before the ask.
      if (STATUS_REPORT.test(s) && !CONTRAST.test(s)) chat += 1;
      if (COMPLAINT.test(s) && !isAsk(s, false)) chat += 3;
      // "The export has been finished": a report of what was done.
      if (!isReport(s) && /\b(?:has|have|had) been \p{L}+ed\b|\b(?:was|were) \p{L}+ed\b|\bcan now\b/iu.test(s)) chat += 1;
      if (COMMITMENT.test(s)) ask += 1;
      // "Anniversary campaign for the store: print banners and send a press release": the work follows the colon.
      // "Before my parents visit this weekend, vacuum the flat, …": the work follows by when.
      const byWhen = byWhenClause(s);
      const afterColon = REPLY_OPENER.test(s) ? "" : byWhen > 0 ? s.slice(byWhen) : (/[:：]\s+(.+)$/u.exec(s)?.[1] ?? "");
      // A sentence said in a reply's tone ("The fix is live since Monday", "Reports page looks great, thanks")
      // asks for nothing, whatever verb it holds.
      const tone = replyTone(s);
      let asks = false;
      if (isReport(s)) chat += 1;
      else if (tone) {
        // counted as chat above
      } else if (
        isAsk(s, false) ||
        isEnumeration(s) ||
        (afterColon !== "" &&
          (isAsk(afterColon, false) || isEnumeration(afterColon) || (ANNOUNCED_WORK.test(s) && listedInSentence(afterColon) >= 2))) ||
        (labelledList && listedInSentence(s) >= 2)
      ) {
        ask += 2;
        asks = true;
      } else if (sentences === 1 && index === 0 && WORK_NOUN.test(s) && words(s).length <= 14 && !chatty(s)) ask += 1;
      // "the logo doesn't need to be redone": a need denied is no ask.
      const denied =
        /\b(?:don't|do not|doesn't|does not|no need|not needed|n't need|no quiero|no queremos|no necesit\w*|no hace falta|nicht nötig|kein bedarf|brauchen? (?:wir |ich )?(?:das )?nicht|pas besoin|ne veux pas|não quero|não precis\w*|non voglio|non serve|non c'è bisogno)\b/iu.test(
          s,
        );
      if (
        !tone &&
        (((NEED.test(s) || WISH.test(s) || (THING_WISH.test(s) && WORK_NOUN.test(s))) && !denied && !VAGUE_OBJECT.test(s)) ||
          USER_STORY.test(s) ||
          BEST_COURSE.test(s))
      ) {
        // A user story is a whole ask in one sentence, as a one-line idea is (issue 20: "As a user I want to
        // reset my password so that I can log in again" was refused).
        ask += USER_STORY.test(s) ? 3 : 2;
        asks = true;
      }
      // "brauchen wir noch Grill, Getränke und zwei Helfer": an ask that names several things counts
      // them, as a list's lines are counted.
      if (asks) ask += Math.min(4, Math.max(0, listedInSentence(afterColon || s) - 1));
      if (asks) askedBefore = true;
      if (REVIEW_REMARK.test(s) || DIAGNOSIS.test(s)) chat += 2;
      if (WEATHER.test(s) && !isAsk(s, false)) chat += 2;
    }
  });
  // "Wedding on June 6: - Venue booked - DJ booked - Flowers - Cake": under a title naming the work, lines
  // ticked off beside open ones are a checklist's progress; elsewhere ("- Design is done - No blockers") a
  // status report's lines.
  if (workTitle && listed + oneWordLines >= 2) listed += statusLines;
  else chat += statusLines;
  if (listed >= 2) ask += 2 * listed;
  else if (listed === 1) ask += 2;
  // "Japan trip / - Flights / - Hotels": one-word lines under a title naming the work are its things.
  else if (workTitle && oneWordLines >= 2) ask += 2;
  if (DEADLINE.test(text)) ask += 1;
  // "Thanks for the fix!" is a reply; "…and the roadmap for Q3. Thanks a lot!" closes a request.
  if (THANKS_ANYWHERE.test(text) && listed === 0 && (words(text).length <= 12 || THANKS_ANYWHERE.test(firstSentence))) chat += 3;
  if (/^\s*@\w/.test(text)) chat += 2;
  // "/assign", "/claim": a bot command in a thread.
  if (/^\s*\/[a-z-]+\b/i.test(text)) chat += 3;
  if (sentences > 0 && questions === sentences && listed === 0) chat += 3;
  return { ask, chat, structured: listed > 0 || titled, short: idea || (sentences <= 1 && words(lines.join(" ")).length <= 12) };
}

/** The gate's reading of a text: its signals and whether the hand-made rules take it for a plan. */
export interface GateReading {
  signals: PlanSignals;
  plan: boolean;
}

/** The hand-made rules on a text; null for Japanese, Chinese or Korean, which are left to the planner. */
export function readGate(raw: string): GateReading | null {
  // Japanese and Chinese are read by characters, not by these word lists: left to the planner.
  if ((raw.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length >= 4) return null;
  const normalized = withoutClosingThanks(normalizeText(raw));
  // "Tell the agency to rebuild our shop with …": read as the order passed on (three words more made it a
  // long line, which has to ask twice).
  const signals = planSignals(withoutDelegate(readEmail(normalized) ?? normalized));
  const { ask, chat, structured, short } = signals;
  // Prose with no list and no heading is how replies are written: beyond a one-line idea it has to ask
  // more than once ("We should wait for the release" alone is a reply; a brief names its things).
  return { signals, plan: ask >= (structured || short ? 2 : 3) && ask > chat };
}

/** True when the hand-made rules read the text as asking for some work. */
export function readsAsPlan(raw: string): boolean {
  return readGate(raw)?.plan ?? true;
}
