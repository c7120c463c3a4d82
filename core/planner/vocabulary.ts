// Word lists the planner reads text with. Kept apart from the logic so they can grow without
// touching the rules.

/** Verbs a task can start with. A first word found here means the text is already imperative. */
export const VERBS = new Set(
  `accept add adjust agree align allow allocate analyse analyze announce answer apply approve archive arrange ask assemble assess assign
  attach attend audit automate back bake benchmark book brainstorm brief budget build buy calculate call cancel capture celebrate
  change check choose clarify clean close code collaborate collect commission communicate compare compile complete compose
  conduct configure confirm connect declutter consolidate contact continue convert coordinate copy correct craft create curate customise
  customize cut debug decide define delete deliver demo deploy design determine develop digitise digitize discuss document do
  download draft draw drive edit email embed enable engage enhance ensure enter establish estimate evaluate examine execute
  expand experiment explore export extend extract facilitate file film finalise finalize find finish fix follow forecast format
  gather generate get give go greet hand handle hire hold host identify illustrate implement import improve include increase
  inform install integrate interview introduce invite investigate invoice iterate join keep kick label launch lead learn let list load
  localise localize lock log maintain make manage map market measure meet mentor merge migrate mock moderate monitor move negotiate
  notify obtain onboard open optimise optimize order organise organize outline outsource pack paint pay perform photograph pick pilot
  pitch place plan polish post prepare present price print prioritise prioritize produce profile program promote proofread
  prototype provide publish purchase push put query raise reach read rebuild receive record recruit redesign refactor refine register
  rehearse relaunch release remove renovate rent reorganise repair replace reply report request research reserve resolve respond restructure review revise
  rewrite roll run sample save scale schedule scope score screen script secure select sell send set ship shoot shortlist sign
  share simplify sketch source specify split sponsor start stock store streamline structure study submit summarise summarize supply
  support survey switch synthesise synthesize take talk teach test throw tidy track train transcribe transfer translate try turn update
  upgrade upload validate verify visit wire wireframe wrap write
  decorate demolish fill fit furnish hang lay plant renew count relabel redo type recount restock hire show return offer display hold
  rebrand brand harden sanitize sanitise localize reorder reword rename unblock unify upgrade patch
  mix stir chop pour knead boil peel serve weed rake sweep vacuum mop wash scrub drill knit recycle donate caulk grout plaster
  adopt cook enroll enrol lose memorize memorise quit reduce refinance relocate remodel repaint redecorate refurbish restore
  rewire sew sort insulate fundraise grow winterize replant mow prune repot reconcile
  redirect refresh rework reschedule tweak swap deprecate backfill retire disconnect reconnect supervise oversee unpack dismantle
  practice practise exercise meditate jog swim stretch walk feed iron distribute
  dig mulch sow varnish glue fry grill fertilize fertilise harvest trim fold
  restart reboot redeploy reinstall rotate clear bind laminate staple borrow lend
  quarantine escalate triage revert disable rerun ping chase nudge bump
  tear level taper cache`
    .split(/\s+/)
    .filter(Boolean),
);

/** Base form of a first word if it is a verb ("Designing" → "design"), else null. */
export function verbBase(word: string): string | null {
  const lower = word.toLowerCase();
  if (VERBS.has(lower)) return lower;
  // "Doing the taxes" is "do"; "Going well" is how things are, not something to go and do.
  if (lower.length >= 5 && lower.endsWith("ing") && lower !== "going") {
    const stem = lower.slice(0, -3);
    for (const candidate of [stem, `${stem}e`, stem.slice(0, -1)]) {
      if (VERBS.has(candidate)) return candidate;
    }
  }
  return null;
}

/** "happen before March 8", "take place on February 26": when something is, not work to do. */
export const TAKES_PLACE = /^(?:happen|occur|take place)\b/i;
/** "The move needs to take place on February 26", "Prelaunch will happen before March 8": a sentence of when. */
export const SAID_TO_TAKE_PLACE =
  /^(?:(?:the|this|that|our|my)\s+)?(?:[\p{L}-]+\s+){0,3}(?:needs? to|has to|have to|must|should|will|is going to|is to)\s+(?:happen|occur|take place)\b/iu;

/** "Present today: Ana, Ben", "Attendees: …", "Present today" over a list: who came, naming no one to do anything. */
export const ATTENDANCE =
  /^(?:present(?:\s+today)?|attendees|attending|participants|absent|apologies|in attendance|here today)\s*(?:[:：]|$)/i;

/** Openers that turn a request or commitment into an imperative: "can you", "I'll", "we need to". */
/** Words that give a step its place in a sequence: "First ship the fix", "finally clean the flat". */
export const STEP_ORDER = "first(?:ly)?|second(?:ly)?|next|lastly|finally";

/**
 * "First, we add a feature flag …", "Finally we remove the old editor": a proposal's steps, when a verb
 * follows ("Finally we found the bug" tells what happened: its verb is no base form).
 */
export const SEQUENCE_WE =
  /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|finally|lastly|after that)\s*,?\s+(?:we|i)\s+(?:will\s+|'ll\s+|’ll\s+|should\s+|must\s+|need to\s+|have to\s+|can\s+)?(?=(\p{L}+))/iu;

/**
 * "Our new designer needs a laptop, an email account and a desk": the things someone or something needs,
 * listed. (One thing, "The landlord needs a signed agreement", is prepared for them: task-names.)
 */
export const SUBJECT_NEEDS = /^(?:the|our|my)\s+(?:new\s+)?[\p{L}-]+(?:,\s+who\s+[^,]{3,40},)?\s+needs\s+(?=[^.;]*,)/iu;

export const REQUEST_OPENERS: RegExp[] = [
  /^(?:can|could|would|will)\s+(?:you|u|someone|somebody|anyone|we|y'all|you all|you guys)\s+(?:please\s+|pls\s+)?(?:also\s+)?/i,
  /^(?:please|pls|plz|kindly)\s+/i,
  // "We'll be recording the goals in #597": the work is recording them ("Define be recording goals").
  /^(?:i|we)(?:'ll|’ll| will)\s+be\s+(?=\p{L}+ing\b)/iu,
  /^(?:i|we)(?:'ll|’ll| will| can| could| shall)\s+(?:also\s+|then\s+|go ahead and\s+|try to\s+|need to\s+|have to\s+)?/i,
  /^(?:i|we)(?:'m|’m| am|'re|’re| are)\s+(?:going|gonna|planning|hoping|about)\s+(?:to\s+)?/i,
  /^(?:i|we|you|someone|somebody|they)\s+(?:also\s+|still\s+|really\s+)?(?:need|needs)\s+(?:to\s+)?(?:also\s+)?/i,
  /^(?:i|we|you|someone|somebody|they)\s+(?:also\s+|still\s+|really\s+)?(?:have|has|ought|want|got)\s+to\s+(?:also\s+)?/i,
  /^(?:i|we|you|someone|somebody|they)\s+(?:also\s+|still\s+|really\s+)?(?:should|must)\s+(?:also\s+)?/i,
  /^(?:i'd|we'd|i would|we would)\s+(?:like|love)\s+to\s+/i,
  // "I'd like a website for my bakery": the thing wished for.
  /^(?:i'd|we'd|i’d|we’d|i would|we would)\s+(?:really\s+)?(?:like|love)\s+(?=(?:an?|our|my|some|new)\s)/i,
  /^(?:let's|let’s|lets|let us|let me)\s+(?:also\s+)?/i,
  // Not "Going to the bank for euros": a place, not an intention.
  /^(?:need|needs|have|has|got|gotta|going|gonna|want|plan|planning)\s+to\s+(?!(?:the|a|an|my|our|your|his|her|their)\s)/i,
  /^(?:still\s+)?(?:need|needs)\s+/i,
  SUBJECT_NEEDS,
  /^(?:must|should|shall|gotta)\s+(?!(?:we|i|you|they|it|this|there)\b)/i,
  /^(?:todo|to-do|to do|action|action item|ai|next step|next steps|task)\s*[:\-–]\s*/i,
  /^(?:step (?:one|two|three|four|five|\d+)|(?:the )?(?:first|second|third|next|last|final) (?:step|thing))\s+(?:is|will be)\s+(?:to\s+)?/i,
  /^(?:don't|do not|dont)\s+forget\s+(?:to\s+)?/i,
  /^remember\s+to\s+/i,
  /^make sure\s+(?:to|you|we)\s+/i,
  /^it\s+(?:would|'d)\s+be\s+(?:nice|great|good|cool)\s+to\s+/i,
];

/**
 * What follows "I'd like to", "I've got to" or "our team has to" in a reply, not in a plan: "I'd like to
 * thank…", "I've got to say…", "I want to know…", "I'd love to help…". A regex source, for a lookahead.
 */
export const DISCOURSE_VERB =
  "(?:(?:run|go)\\b(?!\\s+(?:a|an|the|our|my|two|three)\\b)|(?:the|a|an|this|that|these|those|our|my|their|his|her|its|where|use|stick with|stay on|keep using|put up with|cope with|work around|say|thank|know|add\\s+(?:that|to (?:that|this|what))|hear|help|ask|mention|point out|leave|admit|agree|disagree|share|note|apologi[sz]e|clarify|confirm|understand|wonder|remind|echo|chime in|reiterate|follow up|highlight|suggest|propose|report|deal with|live with|wait|be|see|check if|check whether|find out)\\b)";

/**
 * "Sam owns the landing page", "Priya is in charge of the pricing page", "Jo handles the newsletter": a thing
 * handed to someone by name, with no verb of its own to do. Group 1 is the name; the thing follows the match.
 * Not "takes" or "is on" ("Sam takes the bus", "Jo is on the phone"), nor a thing with "a" ("owns a dog").
 */
export const NAMED_OWNER =
  /^((?:\p{Lu}\.\s*)?\p{Lu}[\p{L}'’-]+)\s+(?:owns|handles|leads|takes care of|(?:is|'s|’s)\s+(?:in charge of|responsible for|on point for))\s+(?=(?:the|our)\s+\p{L})/u;

/** "Deliverable: ", "The output: ": the label of the one thing a plan delivers (a regex source). */
/**
 * A stage of the work, not the whole of it: "demolition starts January 11" is that stage's day (parse-idea
 * makes it a step, and build-plan does not start the whole plan then).
 */
export const WORK_STAGE =
  "demolition|installation|excavation|painting|tiling|framing|plumbing|wiring|roofing|landscaping|fit-?out|filming|shooting|recording|rehearsals|fieldwork|field work|data collection|beta testing|user testing";

/** "Train for the Berlin marathon", "Prepare for my job interview": getting ready for a day (a race, an exam, an interview). */
export const GETTING_READY_FOR =
  "(?:train(?:ing)?|prepar(?:e|ing)|study(?:ing)?|revis(?:e|ing)|practi[cs](?:e|ing)|get(?:ting)? ready|prep)(?:\\s+(?:plan|schedule))?\\s+for\\b";

export const DELIVERABLE_HEAD = "(?:[Tt]he\\s+)?(?:[Dd]eliverable|[Oo]utput)\\s*[:：]\\s*";

/** Whom a greeting or an opening addresses: "Hi team", "Hallo zusammen", "Ciao a tutti". */
export const ADDRESSEES =
  "team|all|everyone|everybody|folks|guys|there|y'all|equipe|equipo|[ée]quipe|l'équipe|a tutti|tutti|a todos|todos|todas|chicos|à tous|tout le monde|zusammen|leute|an alle|alle|ragazzi|pessoal|galera|gente";

/** Leading words that carry no task content ("Also,", "OK so", "I think"). */
export const INTERJECTION = new RegExp(
  `^(?:(?:ok(?:ay)?|so|also|and|plus|then|btw|oh|um+|uh+|erm|hmm+|hey|hi|hello(?!\\s+world\\b)|yo|sure|yes|yeah|yep|thanks|thank you|cool|great|right|alright|well|anyway|maybe|perhaps|probably|i think|i guess|i feel like|i suppose|imo|fyi|one more thing|quick one|quick question|(?:good )?morning(?=\\s*[,:!.\\-–—]|\\s+(?:${ADDRESSEES})\\b)|good afternoon|ol[áa]|hola|salut|bonjour|hallo|ciao|buongiorno|bom dia|buenos d[íi]as|guten morgen|moin)(?:\\s+(?:${ADDRESSEES}))?\\s*[,:!.\\-–—]*\\s+|(?:finally|first(?:ly)?|second(?:ly)?|next|lastly)\\s*[,:!.\\-–—]+\\s+)+`,
  "i",
);

/** Chat filler that never becomes a task, after punctuation and emoji are stripped. */
const CHIT_PHRASE =
  "ok(?:ay)?|k|kk|cool|nice|great|awesome|perfect|sure|yes|yep|yeah|yup|no|nope|thanks?|thank you|thx|ty|cheers|lol|lmao|rofl|ha(?:ha)+|he(?:he)+|hi|hello|hey|yo|morning|good morning|gm|bye|cya|np|no problem|no worries|sounds good|sounds great|sgtm|lgtm|agreed|agree|i agree|same|me too|\\+1|will do|on it|done|got it|makes sense|love it|love this|great idea|good idea|nice one|wow|omg|brb|ttyl|ack|noted|right|true|exactly|indeed|of course|for sure|fair enough|works for me|good call|yes please|all good|good stuff|haha nice";

/** Chat filler that never becomes a task, after punctuation and emoji are stripped. */
export const CHIT_CHAT = new RegExp(
  `^(?:(?:${CHIT_PHRASE})(?:\\s+(?:all|everyone|team|guys|folks|so much|a lot|again|then|man|mate|to me))*\\s*)+$`,
  "i",
);

/** Words that make an item urgent or blocking. */
export const HIGH_PRIORITY =
  /\b(?:must(?:-have)?|critical|crucial|blocker|blocking|asap|urgent(?:ly)?|immediately|top priority|high priority|p0|p1|important|essential|required|mandatory|non-negotiable|crash(?:es|ing)?|broken|data loss|security hole|dringend|wichtig|unbedingt|obligatoire|prioritaire|urgente|importante|imprescindible|obligatorio|obrigatório|obrigatorio|urgentissimo|obbligatorio|fondamentale)\b|必須|至急|緊急|重要|!!/i;

/** What a person does on the team, as a roster writes it in parentheses: "design", "QA", "backend lead". */
export const ROLE =
  /\b(?:design\w*|dev|devs|developer|development|engineer\w*|eng|qa|tester|testing|pm|product|project|manager|lead|owner|marketing|sales|ops|operations|devops|sre|backend|back-end|frontend|front-end|full-?stack|ux|ui|data|research\w*|writer|copy\w*|content|support|finance|legal|hr|ceo|cto|cfo|coo|founder|intern|consultant|client|photograph\w*|video\w*|admin|security|analyst|architect|scrum master|coordinator|organi[sz]er|host|chair|treasurer|secretary|volunteer|editor|illustrator|animator|programmer|tech|seo|social|community|customer success)\b/i;

/**
 * "Before my parents visit this weekend, vacuum the flat, …", "By Friday, …": a sentence that opens with by
 * when; the length of that clause, or -1. Not a guide's "Before you open a PR, run the linter", said to
 * any reader.
 */
export function byWhenClause(sentence: string): number {
  const clause = /^(?:before|by|ahead of|in time for)\s+[^,;:]{3,80},\s+/i.exec(sentence)?.[0];
  return clause && !/\byou\b/i.test(clause) ? clause.length : -1;
}

/** A room or a part of a home or site: "Bathroom - paint the ceiling" is where the work is, not who does it. */
export const PLACE =
  /^(?:(?:bath|bed|living|dining|laundry|utility|guest|boiler|spare|family|play|box|store|mud|server|meeting)\s*room|bathroom|bedroom|kitchen|hall|hallway|entrance|garage|garden|yard|backyard|attic|loft|basement|cellar|office|balcony|porch|patio|roof|shed|driveway|stairs|staircase|landing|nursery|lounge|pantry|closet|wardrobe|toilet|conservatory|terrace|lawn|fence|exterior|interior|upstairs|downstairs|outside|inside)$/i;

/** Words that mark an item as optional or deferrable. */
export const LOW_PRIORITY =
  /\b(?:optional|nice[- ]to[- ]have|later|maybe|stretch(?: goal)?|if (?:there's |there is |we have )?time|time permits|eventually|someday|some day|bonus|v2(?![.\d])|low priority|p3|wish ?list|would be (?:nice|cool|great)|could be nice|in the future|future (?:version|phase|release)|not urgent|not essential|if possible|perhaps|might|facultatif|optionnel|später|vielleicht|optional|wäre schön|opcional|si hay tiempo|más adelante|si possible|plus tard|se der tempo|depois|facoltativo|se c'è tempo|più avanti)\b|任意|将来|できれば|余裕があれば/i;

/** Early, blocking work: requirements, discovery, setup and design foundations. */
export const FOUNDATIONAL =
  /\b(?:requirements?|discovery|kick-?off|set ?up (?:the )?(?:repo\w*|project|environments?|hosting|domains?|accounts?|ci|infrastructure|database|dev(?:elopment)? environment|workspace)|scope|scoping|define|architecture|foundations?|design system|style ?guide|brand guidelines|(?:set|define|agree|approve|plan)\w* (?:on )?(?:the |a |our )?budget|contracts?|sign-?off|approvals?|repo(?:sitory)?|environments?|infrastructure|data model|book(?:ing)? (?:the |a )?venue|venue booking|user stories|research questions?|hypothes[ie]s|positioning|(?:define|set|agree(?: on)?|clarify|write down) (?:the |our )?(?:\w+ ){0,2}(?:goals?|kpis?|objectives?))\b|要件|要件定義|準備/i;

/** Words that carry no meaning when comparing task names. */
export const STOPWORDS = new Set(
  "a an the and or of to for in on at by with from our my your their its this that these those all any some be is are it new".split(" "),
);

/**
 * "ok Jo please start the regression pass": the person asked (group 1), then the ask, which names its
 * object; "Ben please review when you can" is a reply's. Shared by the gate and the task names.
 */
export const VOCATIVE =
  /^(\p{Lu}[\p{L}'’-]+),?\s+(?=(?:please|pls|can you|could you)\s+\p{L}+\s+(?:(?:up|out|off|down|back|over)\s+)?(?:the|a|an|our|my|your|this|that|these|those|both|all|it|them|everything|\p{N}|(?:\p{L}+\s+)?\p{L}+s\b))/u;

/** "Tell the agency to …", "Ask Sam to …", "Have Sam …": an order passed on to someone (the verb after it is the work). */
const DELEGATE = /^(?:(?:tell|ask|get)\s+((?:(?:the|our|my)\s+)?[\p{L}'’-]+)\s+to|have\s+((?:(?:the|our|my)\s+)?[\p{L}'’-]+))\s+/iu;

/** An order passed on: who it is passed to, and the order ("Ask the team to redesign X" → "the team", "redesign X"). */
export function passedOn(text: string): { who: string; order: string } | null {
  const m = DELEGATE.exec(text);
  const order = m ? text.slice(m[0].length) : "";
  return m && verbBase(/^\p{L}+/u.exec(order)?.[0] ?? "") !== null ? { who: m[1] ?? m[2] ?? "", order } : null;
}

/** The order a text passes on to someone, without who it is passed to, or the text as it is. */
export function withoutDelegate(text: string): string {
  return passedOn(text)?.order ?? text;
}

/** "the DJ cancelled on us", "our caterer fell through": someone or something the plan has lost. */
export const LOSS_VERB = "cancell?ed|fell\\s+through|quit|backed\\s+out|dropped\\s+out|pulled\\s+out|bailed";
