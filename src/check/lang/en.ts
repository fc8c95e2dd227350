import { ENGLISH_BIBLE } from './enBible.js';
import { GIVEN_NAMES } from './givenNames.js';
import type { Language } from './language.js';

export type { Language } from './language.js';

/**
 * English: the words the checks look for. Every language-specific list lives
 * here, so another language is another file of the same shape (see Language).
 */

/** Irregular verbs (base, third person singular, past) and common regular ones (past by -ed). */
const IRREGULAR = `be is was|have has had|do does did|go goes went|say says said|make makes made|take takes took|come comes came|see sees saw|know knows knew|get gets got|give gives gave|find finds found|think thinks thought|tell tells told|become becomes became|leave leaves left|feel feels felt|bring brings brought|begin begins began|keep keeps kept|hold holds held|write writes wrote|stand stands stood|hear hears heard|let lets let|mean means meant|set sets set|meet meets met|run runs ran|pay pays paid|sit sits sat|speak speaks spoke|lie lies lay|lead leads led|read reads read|grow grows grew|lose loses lost|fall falls fell|send sends sent|build builds built|understand understands understood|draw draws drew|break breaks broke|spend spends spent|cut cuts cut|rise rises rose|drive drives drove|buy buys bought|wear wears wore|choose chooses chose|seek seeks sought|throw throws threw|catch catches caught|deal deals dealt|win wins won|forget forgets forgot|sell sells sold|fight fights fought|eat eats ate|drink drinks drank|sing sings sang|swim swims swam|sleep sleeps slept|wake wakes woke|shake shakes shook|hide hides hid|ride rides rode|strike strikes struck|swing swings swung|tear tears tore|bite bites bit|blow blows blew|fly flies flew|freeze freezes froze|steal steals stole|sink sinks sank|spin spins spun|stick sticks stuck|sting stings stung|creep creeps crept|weep weeps wept|kneel kneels knelt|lean leans leaned|light lights lit|slide slides slid|shut shuts shut|hang hangs hung|dig digs dug|feed feeds fed|bleed bleeds bled|flee flees fled|grind grinds ground|bend bends bent|lend lends lent|shine shines shone|shoot shoots shot|spit spits spat|split splits split|spread spreads spread|sweep sweeps swept|swear swears swore|teach teaches taught|wind winds wound|put puts put|hit hits hit|hurt hurts hurt|cost costs cost|quit quits quit|can can could|will will would|shall shall should|may may might`;

/** Past participles that end in neither -ed nor -en: the irregular past forms above, and those that differ from them. */
const PARTICIPLES = [
  ...new Set([
    ...IRREGULAR.split('|').map((forms) => forms.split(' ')[2] as string),
    ...'been done gone seen known grown drawn thrown blown flown shown worn torn sworn come become begun run drunk sung swum sunk'.split(
      ' ',
    ),
  ]),
]
  .filter((w) => !/(?:ed|en)$/.test(w) && !['was', 'did', 'had', 'could', 'would', 'should', 'might'].includes(w))
  .join('|');

const REGULAR = `talk bow marry walk look turn open close pull push want need seem start stop try call ask answer reply wait watch listen laugh smile nod shrug frown sigh stare glance move step climb jump reach touch follow return arrive enter pass carry hurry rush crawl roll lift drop pick place rest stay live die kill help work play learn love hate like hope wish plan notice realise realize remember decide agree refuse believe fear worry wonder whisper murmur shout scream cry yell mutter gasp breathe cough kiss hug grab grip clutch squeeze press knock slam lock unlock fill empty pour wash clean cook bake paint dress pack load search hunt kick punch point wave beckon gesture tremble shiver shudder stumble trip slip limp march stroll wander drift float sail row paddle jog race dance cross circle lower raise warn explain describe mention promise admit add insist repeat continue finish end change miss hand offer show stir settle check count cover count peer squint blink wipe rub scratch tap flick snap crack fold twist turn tug yank haul drag shove test`;

function verbTable(): Map<string, [string, string]> {
  const table = new Map<string, [string, string]>();
  for (const entry of IRREGULAR.split('|')) {
    const [base, third, past] = entry.trim().split(' ') as [string, string, string];
    table.set(base, [third, past]);
  }
  for (const base of REGULAR.split(/\s+/)) {
    if (table.has(base)) continue;
    const third = /(?:s|sh|ch|x|z|o)$/.test(base)
      ? `${base}es`
      : /[^aeiou]y$/.test(base)
        ? `${base.slice(0, -1)}ies`
        : `${base}s`;
    const past = base.endsWith('e')
      ? `${base}d`
      : /[^aeiou]y$/.test(base)
        ? `${base.slice(0, -1)}ied`
        : /^(?:stop|drop|step|grab|grip|slip|trip|nod|hug|tap|snap|flick|tug|yank|plan|shrug|slam|jog|knock|rub|scratch)$/.test(
              base,
            ) && !/(?:ck|ch)$/.test(base)
          ? `${base}${base.at(-1)}ed`
          : `${base}ed`;
    table.set(base, [third, past]);
  }
  return table;
}

/**
 * A thing gone for good, said of it ("the knife was gone.", "it was lost for good"): "was gone from the drawer" or
 * "was lost in thought" are no loss (a clause's end or "for good" must follow).
 */
const LOST_STATE =
  '(?:was|were|is|are|had\\s+been|has\\s+been)\\s+(?:(?:quite|clean|simply|already|just)\\s+)?(?:gone|lost)(?=\\s*(?:[.,;:!?—–]|$)|\\s+(?:for\\s+(?:good|ever)|forever|overboard)\\b)';
/** Where a thing goes that no one gets back ("overboard", "over the side", "into the river", "to the bottom of the harbour"). */
const SINK_PLACE =
  '(?:(?:straight|right|clean|away|down|off)\\s+){0,2}(?:overboard|over\\s+the\\s+side|(?:in)?to\\s+the\\s+(?:bottom\\s+of\\s+the\\s+)?(?:river|sea|water|lake|loch|harbour|harbor|bay|canal|ravine|gorge|gully|crevasse|chasm|abyss|drain|sewer|well|mud|bog|deep|waves|current|surf|fire|flames|furnace))\\b';
/** A thing gone where no one gets it back ("went overboard", "fell into the river", "was blown into the ravine"). */
const SUNK = `(?:went|goes|fell|falls|slid|slides|dropped|drops|sank|sinks|tumbled|tumbles|slipped|slips|blew|blows|(?:was|were)\\s+(?:blown|swept|washed|carried))\\s+${SINK_PLACE}`;
/** A make a thing is named by, group 1, and what may follow it: a stop, a joining word, or a model number. */
const BRAND =
  '(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)(?=\\s*[,.;:!?—–)]|\\s*$|\\s+(?:with|and|that|which|from|of|in|on|he|she|I)\\b|\\s+[\\p{Lu}\\d][\\p{L}\\d-]*\\d)';
const WEEKDAY = '(?:Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)';
/** A day of the month after its weekday: "the fourth", "the twenty-first", "the 8th", "8". */
const DAY_OF_MONTH =
  '(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?|(?:(?:twenty|thirty)[- ])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth))';

/** A count in words or figures: "a", "five", "twenty-one", "12". The tens with a unit first: "thirty-four days". */
const COUNT = `(?:(?:[Tt]wenty|[Tt]hirty|[Ff]orty|[Ff]ifty|[Ss]ixty)[- ](?:one|two|three|four|five|six|seven|eight|nine)|${'a an one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
  .split(' ')
  .map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join('|')}|[Tt]hirty|[Ff]orty|[Ff]ifty|[Ss]ixty|\\d{1,2})`;
const NAMED_WORD = "\\p{Lu}[\\p{L}-]*(?:['’]\\p{Lu}[\\p{L}-]*)?";
/**
 * A capitalised word of a name read whole, its capitals inside too: "MacLeod", "McCabe", "O’Neill", "O’Neill-Kane"
 * (a capital after a small letter, an apostrophe or a hyphen; never after another capital, so "MRS" is no name).
 */
const CAP_WORD = "\\p{Lu}[\\p{Ll}'’-]*(?:(?<=[\\p{Ll}'’-])\\p{Lu}[\\p{Ll}'’-]*)*";
/** A place's word: "Coteau", "MacLeod", "McCabe", "O’Neill-Kane" (a capital and small letters, by turns). */
const PLACE_WORD = "(?:\\p{Lu}['’])?\\p{Lu}\\p{Ll}+(?:-?(?:\\p{Lu}['’])?\\p{Lu}\\p{Ll}+)*";
/** One named: "Con", "Bento Fonseca", "Dr. Hardy", "Seán O'Brien" (not the "'s" after a name: "Ada's been gone"). */
const NAMED = `(?:(?:Mrs?|Ms|Dr|St)\\.\\s+)?${NAMED_WORD}(?:\\s+${NAMED_WORD}){0,2}`;
/** A count of days and its unit, and the days added: "three weeks", "five weeks and two days", "a fortnight". */
const SPAN = `(${COUNT}) (days?|weeks?|fortnights?)(?:,? and (${COUNT}) days?)?`;
/** Month names, for "that Monday in November". */
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** A day as a sentence dates a thing by it: "Wednesday the 16th", "Thursday, the 17th of January", "3 May 1929". */
const DATED = `(?:${WEEKDAY},?\\s+)?${DAY_OF_MONTH}(?:\\s+of)?(?:\\s+${MONTH})?(?:,?\\s+\\d{4})?|(?:${WEEKDAY},?\\s+)?${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?`;

/** The rooms one lodges in. */
const LODGING = 'room|rooms|lodgings|digs|flat|attic|garret|bedsit';
/** A house or a landlady's named: "Mrs. Dufresne's", "the Crown", "Hanley's Hotel". */
const HOUSE = "((?:(?:Mrs?|Ms|Dr|St)\\.\\s+)?\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*)*(?:['’]s)?)";

/** A street's name: "Water Street", "the Bath Road" (its words kept as written). */
const STREET =
  '(?:the\\s+)?(\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*)*\\s+(?:Street|Road|Lane|Avenue|Row|Terrace|Square|Crescent|Place|Hill|Quay|Parade))\\b';
/** What of someone's house is told where it stands ("Mrs. Crowell's door", "the Hales' boarding house"). */
const HOME_NOUN =
  'house|boarding house|boarding-house|lodging house|cottage|door|front door|gate|porch|steps|window|shop';

const COLOURS: Array<[string, string]> = [
  ['grey', 'grey'],
  ['gray', 'grey'],
  ['silver', 'grey'],
  ['slate', 'grey'],
  ['green', 'green'],
  ['emerald', 'green'],
  ['jade', 'green'],
  ['blue', 'blue'],
  ['sapphire', 'blue'],
  ['brown', 'brown'],
  ['hazel', 'hazel'],
  ['amber', 'amber'],
  ['black', 'black'],
  ['violet', 'violet'],
  ['red', 'red'],
  ['auburn', 'red'],
  ['ginger', 'red'],
  ['copper', 'red'],
  ['blond', 'blond'],
  ['blonde', 'blond'],
  ['fair', 'blond'],
  ['golden', 'blond'],
  ['flaxen', 'blond'],
  ['straw', 'blond'],
  ['platinum', 'blond'],
  ['raven', 'black'],
  ['ebony', 'black'],
  ['mousy', 'brown'],
  ['titian', 'red'],
  ['russet', 'red'],
  ['white', 'white'],
  ['chestnut', 'brown'],
  // Sandy hair is a light, yellowish brown: fair rather than dark.
  ['sandy', 'blond'],
  ['yellow', 'yellow'],
  ['purple', 'violet'],
  ['orange', 'orange'],
  ['pink', 'pink'],
];

/** A table of short forms from lines of "fullname short short …": each short form to the full names it may stand for. */
function shortForms(table: string): Map<string, readonly string[]> {
  const map = new Map<string, string[]>();
  for (const line of table.trim().split('\n')) {
    const [full, ...shorts] = line.trim().split(/\s+/);
    if (!full) continue;
    for (const s of shorts) map.set(s, [...(map.get(s) ?? []), full]);
  }
  return map;
}

/**
 * What follows a hand or finger named by its side, in the same clause and with no other side between, when the text
 * tells it maimed: fingers missing, lost or gone, a joint lost, a short finger, stumps, "the one with four fingers".
 */
const MAIMED_AFTER = String.raw`(?=\s+(?:was|is|had\s+been|has\s+been)\s+(?:missing|gone)\b|(?:(?!\b(?:left|right)\b)[^.;:!?]){0,100}?(?:\b(?:missing|lost|without)\b[^.;:!?]{0,30}?\b(?:fingers?|thumb|forefinger|joint)\b|\b(?:fingers?|thumb|forefinger)\b[^.;:!?]{0,30}?\b(?:gone|missing|lost|stopped\s+short|stumps?)\b|\b(?:short|shortened|maimed|mutilated|stumpy)\s+(?:fore|index\s+)?(?:finger|thumb)\b|\bstumps?\b|\bthe\s+one\s+with\s+(?:only\s+)?(?:four|three|two)\s+fingers\b))`;

// Kinship (kin.ts). A kin noun in lower case, with what makes it another role kept on it ("stepfather",
// "half-sister", "sister-in-law", "grandmother"); "Father Paquet", "Sister Agnes" are titles in capitals.
const KIN_PREFIXES = ['step', 'half-', 'great-', 'grand', 'god', 'foster-'];
const KIN_NOUNS =
  'wife husband widow widower brother sister son daughter father mother niece nephew uncle aunt cousin mum mam dad fiancé fiancée fiance fiancee child'.split(
    ' ',
  );
/** The kin noun pattern; `opening`: its first letter may be a capital too, as a bible's line opens ("Daughter of Matt"). */
function kinNoun(opening: boolean): string {
  const first = (w: string) => (opening ? `[${w.charAt(0)}${w.charAt(0).toUpperCase()}]${w.slice(1)}` : w);
  const prefixes = `(?:(?:${KIN_PREFIXES.map(first).join('|')})(?:${KIN_PREFIXES.join('|')})*)`;
  const nouns = KIN_NOUNS.join('|');
  return `(?:(?:${prefixes}(?:${nouns})|(?:${KIN_NOUNS.map(first).join('|')}))(?:-in-law)?)(?![\\p{L}-])`;
}
const KIN_NOUN = kinNoun(false);
// The words between a possessive and its kin noun ("only", "younger", "late", "eldest").
const KIN_QUALS =
  '(?:(?:only|younger|elder|older|eldest|youngest|oldest|little|big|baby|kid|late|dead|own|twin|first|second|third|new|former|ex-|beloved|dear|favourite|favorite)\\s+){0,3}';
// A name as the kin's: a capitalised word (two, for a surname), no title before it.
const KIN_NAME = "\\p{Lu}[\\p{Ll}\\p{M}'’-]*\\p{Ll}(?:\\s+\\p{Lu}[\\p{Ll}\\p{M}'’-]*\\p{Ll})?";
// The one whose kin it is: a name with its possessive, or a possessive pronoun.
const KIN_OWNER =
  "(?:(?:(?:Mr|Mrs|Ms|Miss|Dr|Uncle|Aunt)\\.?\\s+)?\\p{Lu}[\\p{Ll}\\p{M}-]*\\p{Ll}(?:\\s+\\p{Lu}[\\p{Ll}\\p{M}-]*\\p{Ll})?['’]s|[Mm]y|[Yy]our|[Hh]is|[Hh]er)";
const KIN_CLOSE = '(?=\\s*(?:[,.;:!?—–)]|$))';

const KIN: Language['kin'] = {
  cue: new RegExp(`(?:${KIN_NOUNS.join('|')})(?![\\p{L}])`, 'iu'),
  ownerThenName: new RegExp(
    `(?<![\\p{L}'’-])(?<owner>${KIN_OWNER})\\s+(?<quals>${KIN_QUALS})(?<kin>${KIN_NOUN})(?:,\\s*|\\s+)(?<name>${KIN_NAME})(?![\\p{L}])`,
    'gu',
  ),
  nameThenOwner: new RegExp(
    `(?<![\\p{L}'’-])(?<name>${KIN_NAME}),\\s+(?<owner>${KIN_OWNER})\\s+(?<quals>${KIN_QUALS})(?<kin>${KIN_NOUN})${KIN_CLOSE}`,
    'gu',
  ),
  kinIsName: new RegExp(
    `(?<![\\p{L}'’-])(?<owner>${KIN_OWNER})\\s+(?<quals>${KIN_QUALS})(?<kin>${KIN_NOUN})\\s+(?:was|is)\\s+(?<name>${KIN_NAME})(?![\\p{L}'’])|(?<![\\p{L}'’-])(?<name2>${KIN_NAME}),\\s+who\\s+(?:was|is)\\s+(?<owner2>${KIN_OWNER})\\s+(?<quals2>${KIN_QUALS})(?<kin2>${KIN_NOUN})(?=\\s*(?:[,.;:!?—–)]|$)|\\s+and\\b)`,
    'gu',
  ),
  throughParent: new RegExp(
    `(?<![\\p{L}'’-])(?<owner>${KIN_OWNER})\\s+(?<side>father|mother)['’]s\\s+(?<quals>${KIN_QUALS})(?<kin>brother|sister|cousin)${KIN_CLOSE}`,
    'gu',
  ),
  appositionName: new RegExp(`(?<name>${KIN_NAME})(?:,[^,;.!?]{0,60})?,\\s+$`, 'u'),
  kinAfter: new RegExp(`^\\s+${KIN_QUALS}${KIN_NOUN}`, 'u'),
  pronounIs: /^\s*(He|She)\s+(?:was|is|had\s+been)\b/u,
  entryOwnerKin: new RegExp(
    `(?<![\\p{L}'’-])(?<owner>\\p{Lu}[\\p{Ll}\\p{M}-]*\\p{Ll}(?:\\s+\\p{Lu}[\\p{Ll}\\p{M}-]*\\p{Ll})?)['’]s\\s+(?<quals>${KIN_QUALS})(?<kin>${KIN_NOUN})(?!['’]s)`,
    'gu',
  ),
  entryKinOf: new RegExp(
    `(?<![\\p{L}'’-])(?<quals>${KIN_QUALS.replace('(?:(?:', '(?:(?:[Oo]nly|')})(?<kin>${kinNoun(true)})\\s+of\\s+(?:the\\s+late\\s+)?(?<owner>(?:(?:Uncle|Aunt)\\s+)?\\p{Lu}[\\p{Ll}\\p{M}-]*\\p{Ll}(?:\\s+\\p{Lu}[\\p{Ll}\\p{M}-]*\\p{Ll})?)(?![\\p{L}'’])`,
    'gu',
  ),
  entryKinName: new RegExp(
    `(?:^|[:;,(]\\s*|\\b[Ff]amily\\s*[:=]?\\s*)(?<quals>${KIN_QUALS})(?<kin>${KIN_NOUN})\\s+(?<name>${KIN_NAME})(?![\\p{L}'’])`,
    'gu',
  ),
  clauseBreak: /[;:,.·(){}|—–]|\s-\s|^\s*[-*+•]/u,
  leadWords: new Set(
    'and also formerly now later then once only younger elder older eldest youngest oldest little big baby twin late dead first second third former'.split(
      ' ',
    ),
  ),
  nameBefore: /(?<![\p{L}'’-])\p{Lu}[\p{L}\p{M}'’-]*\s*$/u,
  nameAfter: /^[ \t]+\p{Lu}(?:\p{Ll}|\.)/u,
  edge: new RegExp(
    `(?<![\\p{L}'’-])(?<from>${KIN_NAME})\\s*(?:->|→)\\s*(?<to>${KIN_NAME})\\s*:\\s*(?<quals>${KIN_QUALS})(?<kin>${KIN_NOUN})(?!['’]s)(?:\\s+of\\b)?`,
    'gu',
  ),
  entryCalled: new RegExp(`["“'‘](?<owner>[Yy]our|[Mm]y)\\s+(?<kin>${KIN_NOUN})["”'’]`, 'gu'),
  roleOf: new Map([
    ['widow', 'wife'],
    ['widower', 'husband'],
    ['mum', 'mother'],
    ['mam', 'mother'],
    ['dad', 'father'],
    ['fiancée', 'fiancé'],
    ['fiancee', 'fiancé'],
    ['fiance', 'fiancé'],
  ]),
  single: new Set(['wife', 'husband', 'father', 'mother']),
  notNow: new Set(['late', 'dead', 'first', 'second', 'third', 'new', 'former', 'ex-']),
  only: new Set(['only']),
  possessives: new Map([
    ['my', 'I'],
    ['your', 'you'],
    ['his', 'male'],
    ['her', 'female'],
  ]),
  pronounParent: /(?<![\p{L}'’-])(?<pronoun>[Hh]er|[Hh]is)\s+(?<role>father|mother)(?![\p{L}'’-])/gu,
  childRoles: new Set(['son', 'daughter', 'child']),
  parentRole: { female: 'mother', male: 'father' },
  madeOther: /^(?:step|half-|great-|grand|god|foster-)|-in-law$/,
};

export const ENGLISH: Language = {
  code: 'en',
  name: 'English',
  readsWords: true,
  bible: ENGLISH_BIBLE,
  timeClauseBefore: /\b(?:when|before|after|since|until|till|by the time|the year|the day)\s+$/i,
  // "had been", "had never been", "had come up": an adverb may stand between, and the participle may be irregular.
  storyNow: /\bnow\b/i,
  pastPerfect: new RegExp(
    `\\bhad\\s+(?:(?:never|just|already|always|once|long|not|ever|first|only|scarcely|hardly|barely|since)\\s+)?(?:[a-z]+ed|[a-z]+en|${PARTICIPLES})\\b`,
    'i',
  ),
  tenseSubjects: /\b(?:[Ii]t|(?:[Tt]he|[Hh]is|[Hh]er|[Mm]y|[Oo]ur|[Tt]heir)\s+[a-z]+)(?=\s+[a-z])/g,
  relativeBefore: /(?:\b(?:where|which|that|who|whom|whose)|\p{L}['’]s)\s+$/iu,
  presentAside:
    /\b(?:still|now|today|these days|to this day|nowadays|ever since|sometimes|always|often|whenever|every time|as I write|I\s+(?:(?:will|shall|must|can|cannot|can['’]t|do|don['’]t|could|would)\s+)?(?:not\s+)?(?:write|set (?:it|this|them) down)|I(?:\s+am|['’]m)\s+writing\s+(?:this|these|it)|every (?:morning|evening|night|day|week|year|spring|summer|autumn|winter)|since (?:1[5-9]|20)\d\d)\b/i,
  narratorRecall:
    /\bI\s+(?:(?:do|can|could)\s*(?:not|n['’]t)\s+|cannot\s+|still\s+|only\s+)?(?:remember|recall|know|think|forget|believe|suppose|imagine)\b(?:\s+that\b)?/g,
  presentScene:
    /\bI\s+(?:can\s+|can['’]t\s+|cannot\s+)?(?:hear|see|feel|smell|taste|watch|stand|sit|walk|run|wait|look|listen|lie|reach|turn|climb|step)\b/,
  backstory:
    /\b(yesterday|last (?:night|week|month|year|summer|winter|spring|autumn)|ago|(?<!\b(?:at|never|not) )once(?!\s+(?:more|again)\b)|used to|back then|when I was|as a child|remember\w*|before (?:that|this|I came))\b/i,
  firstPersonSubject: /\bI\b/,
  secondPersonSubject: /\b[Yy]ou\b(?!['’])/g,
  firstPersonAny: /\b(?:I|me|my)\b/,
  narratorCalled:
    /\b(?:calls|called|call|calling)\s+me\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)|\b[Mm]y\s+name\s+(?:is|was)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu,
  // "you" within three words of the verb after "I", no stop between: "the way you do" later in the sentence is the
  // general "you" of narration, not someone spoken to. "I said thank you" reports a formula said aloud, its "you"
  // the one thanked in the scene, not a letter's reader: a verb of saying before "thank" speaks to no "you".
  firstPersonToYou:
    /\bI(?:['’](?:ll|d|ve|m))?(?:\s+(?!(?:said|say|says|saying)\s+thank\b)[\p{L}'’]+){1,3}?\s+(?:you|your|yours|yourself)\b/u,
  narratorHears:
    /\b(?:told|tells|tell|telling|said\s+to|says\s+to|admitted\s+to|explained\s+to|confided\s+to|described\s+to|confessed\s+to|(?:showed|read)\s+(?:it|them|this|that)\s+to)\s+me\b/i,
  beingVerbs:
    '(?:was|is|sat|sits|stood|stands|waited|waits|lay|lies|slept|sleeps|worked|works|remained|remains|stayed|stays|hid|hides)',
  beingAt: '(?:in|at|inside|on)',
  placeArticle: 'the',
  timePassing: /\b(later|hours|next day|afterwards|morning|evening|night)\b/i,
  weekdayNow: '(?:[Ii]t was|[Ii]t is|[Tt]oday (?:was|is)|[Tt]his was)\\s+(?:a\\s+|another\\s+)?',
  seasonNow: /\b[Ii]t (?:was|is)(?: now)?\s+(?:early |late |high |deep |mid-?)?(spring|summer|autumn|fall|winter)\b/,
  dayNow: '(?:[Ii]t was|[Oo]n|[Bb]y) the',
  dayWord: 'day',
  dayCounted: '[Dd]ay (\\d{1,3})',
  ordinalSuffix: '(?:st|nd|rd|th)',
  dateBefore: '(?:the\\s+)?',
  dateOf: '(?:\\s+of)?',
  ofThisMonth: '\\s+of\\s+(?:the|this)\\s+month\\b',
  yearWords: {
    before: '(?:,?\\s+(?:(?:of|in)\\s+)?the\\s+year\\s+(?:of\\s+our\\s+Lord\\s+)?|,\\s+|\\s+)',
    hundred: 'hundred',
    thousand: 'thousand',
    and: 'and',
  },
  // "He is to go on the first of March": the be-to future plans a day, as "will" does; so does a day a thing is set
  // "for" ("They fixed the wedding for Saturday the twenty-third of April").
  notNow:
    /\bfor\s+(?:the\s+)?(?:Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\b|\b(?:(?:is|are|am|was|were)\s+(?:not\s+)?to\s+(?!(?:the|a|an|his|her|their|my|our|your|its|this|that|me|him|them|us)\b)[a-z]+|had|hadn['’]t|['’]d|ago|since|until|till|(?:before|after)(?!\s+[a-z]+ing\b)|born|died|dated|dating|letter|wrote|written|diary|journal|anniversary|birthday|last|next|would|will|shall|going to|planned|expected|promised|due|(?:must|may|might|could|should)(?:\s+not|n['’]t)?\s+have)\b/i,
  notNowDeath: /\bdied\b/i,
  documentHead:
    /^\s*(?:[*_]{1,2}\s*(?:telegram|cable|wire|memo(?:randum)?|letter|postcard|receipt|notice|transcript|minutes|report|statement|deposition)\b|(?:telegram|cable|memo(?:randum)?|postcard|receipt|notice|transcript|minutes|deposition)\s*[.:])/i,
  dateOfThing: /\b(?:(?:is|was|are|were)\s+from|postmarked|stamped)\s+(?:the\s+)?$/i,
  dateReckoned:
    /\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty|thirty|forty|\d{1,3})\s+(?:more\s+)?(?:days?|weeks?|fortnights?|months?)(?:\s+(?:from|after|on from)\s+[^,.;:]{1,40}?)?\s+(?:was|were|is|are|would\s+be|would\s+make\s+it|made\s+it|made|came\s+to|comes\s+to|brought\s+(?:it|her|him|them|us|you)\s+to|took\s+(?:it|her|him|them|us|you)\s+to|meant)\s+(?:(?:about|around|roughly)\s+)?(?:the\s+)?$/i,
  nextDay: /\b(?:the )?(?:next|following) (?:morning|day|afternoon|evening)\b|\bthe day after\b/i,
  // The count read whole ("twenty-one days later" is 21, never "one days later"); the unit of a compound the count
  // does not hold ("seventy-one") is no count of its own.
  daysLater: new RegExp(
    `(?<![\\p{L}\\d][-–])\\b(${COUNT}) (days?|weeks?|fortnights?) (?:later|afterwards|after that|on(?=\\s*,))`,
    'iu',
  ),
  daysEarlier: new RegExp(
    `(?<![\\p{L}\\d][-–])\\b(${COUNT}) (days?|weeks?|fortnights?) (?:earlier|before(?=\\s*[,.;:—–]|\\s*$))`,
    'iu',
  ),
  // "On Saturday", "It was a Monday", and the weekday set beside the count itself: "The next day, Monday,", "Two days
  // later, a Friday,".
  countedWeekday:
    /\b(?:[Oo]n(?: the| a)?|[Tt]hat|[Ii]t was(?: a)?|[Ii]t is(?: a)?|[Bb]y|(?:(?:next|following) (?:day|morning|afternoon|evening)|later|afterwards),(?: a| the)?)\s+(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\b/,
  deathTold:
    /^\s+(?:dies|died|is dead|was dead|passes away|passed away|is killed|was killed|drowns|drowned(?!\s+(?:his|her|their|my|the|a|an|it|them)\b)|perishes|perished)\b/,
  ownReturn:
    /\b(?:I|we)(?:['’](?:m|ll|re)|\s+am|\s+will|\s+shall|\s+are)\s+(?:[a-z]+\s+){0,8}?back\s+(?:[a-z]+\s+){0,2}?(?:on\s+)?(?:the\s+)?(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\b/,
  fromAfarAfter: /^\s+(?:to|from|that|home|back|a\s+letter|a\s+note|an?\s+email|a\s+card)\b/,
  journeyVerb:
    /^(?:go|goes|went|leave|leaves|left|drive|drives|drove|fly|flies|flew|ride|rides|rode|sail|sails|sailed|set|sets|head|heads|headed|return|returns|returned|come|comes|came|arrive|arrives|arrived|get|gets|got|catch|catches|caught|board|boards|boarded|travel|travels|travell?ed|walk|walks|walked|climb|climbs|climbed|hurr(?:y|ies|ied)|start|starts|started)$/,
  localMotion:
    /^\s+(?:(?:was|were|is|are)\s+(?:coming|going|walking|climbing|hurrying|heading|stepping)|came|comes|went|goes|walked|walks|climbed|climbs|hurried|hurries|headed|heads|stepped|steps)\s+(?:back\s+)?(?:down|up|into|across|through|along|round|around|out of|over)\s+(?:the|his|her|their|its)\s+\p{Ll}|^\s+(?:walked|walks|climbed|climbs|rode|rides|paced|paces)\s+(?:the|his|her|their|its|every|each)\s+\p{L}/u,
  journeyOff:
    /\b(?:to|for|towards?)\s+\p{Lu}|\b(?:home|away|airport|station|harbour|harbor|ferry|plane|train|bus|coast|country)\b/u,
  ownStartDay: /(?:^|[.!?]\s+)["“]?(?:On\s+)?(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\b/,
  ownNextWeek: /\b(?:away|gone|off)\s+(?:all\s+)?next\s+week\b/,
  ownFrom: /\b(?:away|gone|leaving|off)\s+(?:from|on)\s+(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\b/,
  ownAway:
    /\b(?:I|[Ww]e)(?:['’](?:m|re|ll\s+be)|\s+am|\s+are|\s+will\s+be|\s+shall\s+be)\s+(?:away|gone|(?:going|driving|flying|off)\s+(?:down\s+|up\s+|over\s+)?to\s+\p{Lu})/u,
  clockTime:
    /\b(?:a little |just |soon |shortly |well |long )?(?:after|before|till|until|past) (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}(?:[:.]\d{2})?|noon|midday|midnight|dawn|daybreak|dark|dusk|sunrise|sunset)\b(?: o['’]clock)?/gi,
  verbParticles: new Set('in up down out back off over round home'.split(' ')),
  ownSpan: new RegExp(
    `\\b(${WEEKDAY}(?:,?\\s+${DAY_OF_MONTH})?),?\\s*(?:to|till|until|through|–|-)\\s*(${WEEKDAY}(?:,?\\s+${DAY_OF_MONTH})?)\\b`,
  ),
  documentFrom: /^[\s>]*(?:\*\*|__)?From\s*:(?:\*\*|__)?\s*(.+)$/m,
  pastPerfectOn: new RegExp(`\\bhad\\s+(?:\\p{Ll}+\\s+){1,2}on\\s+(?:${WEEKDAY},?\\s+)?(?:the\\s+)?$`, 'u'),
  willDated: new RegExp(
    `\\b(?:[Tt]he|[Hh]is|[Hh]er|(${NAMED})['’]s)\\s+(?:last\\s+)?(?:will|testament|codicil)(?:\\s+and\\s+testament)?\\s+(?:was|is|had\\s+been)\\s+(?:dated|signed|made|drawn\\s+up|witnessed)\\b`,
    'u',
  ),
  documentDate: /^[\s>]*(?:\*\*|__)?(?:Date|Sent)\s*:(?:\*\*|__)?\s*(.+)$/m,
  deathInPaper: /\b(?:died|passed away|was killed|drowned|perished)\b/,
  sinceDeath:
    /\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|\d{1,2}) (days?|weeks?|fortnights?) (?:to the day )?(?:since|after)\s+((?:\p{Lu}[\p{L}.'’-]*\s+){1,3})(?:had\s+)?(?:died|was killed|drowned|was buried)\b|\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|\d{1,2}) (days?|weeks?|fortnights?) (?:to the day )?(?:since|after)\s+((?:\p{Lu}[\p{L}.'’-]*\s+){0,2}\p{Lu}[\p{L}.-]*)['’]s\s+death\b/u,
  sinceArrival: new RegExp(
    `\\b(${COUNT}) (days?|weeks?|fortnights?)(?:,? and (${COUNT}) (days?))?(?: to the day)? since (?:(?:I|we|he|she|they|\\p{Lu}\\p{Ll}+)\\s+(?:had\\s+|first\\s+)*(came|come|arrived|drove|walked|rode|flew|sailed|landed|got)\\b(?!\\s+(?:back|home|again|round|across|to\\s+(?:see|know|be)\\b))|the (?:bus|train|tram|boat|coach|ferry|plane|cab|taxi|car|cart|carriage|wagon|lorry|truck|van)\\b[^.;!?]{0,40}?\\b(?:had\\s+)?(left|dropped|put|set)\\s+(?:me|us|him|her|them)\\b)`,
    'u',
  ),
  stayFor: new RegExp(
    `(?<![\\p{L}])(${NAMED}|he|she)\\s+(?:had|['’]d)\\s+been\\s+((?:here|there)\\s+)?(?:for\\s+)?${SPAN}(\\s+(?:(?:up\\s+)?(?:on|in|at)\\s+(?:the\\s+)?(\\p{L}[\\p{L}-]*)|here\\b|there\\b))?`,
    'u',
  ),
  comingVerbs: ['came', 'arrived', 'reached'],
  movedOut: new RegExp(
    `\\b(?:late of|moved out of|moved out from|gave up (?:my|our) (?:${LODGING}) (?:at|in))\\s+(?:the\\s+)?${HOUSE}`,
    'u',
  ),
  ownLodging: new RegExp(
    `\\b(?:my|our) (?:${LODGING}) (?:at|in|over|above) (?:the\\s+)?${HOUSE}|\\bhome to (?:the\\s+)?${HOUSE}`,
    'gu',
  ),
  homeLookBack: /\b(?:had|hadn['’]t|['’]d|used to|would)\b/i,
  movedBack: /\b(?:moved back|moving back|back to live|took (?:my|our) old (?:room|rooms|lodgings) again)\b/,
  sinceBurial: new RegExp(
    `\\b${SPAN}( to the day)? (?:since|after) (?:(?:we|they|I|he|she|you)\\s+(?:had\\s+|['’]d\\s+)?(?:buried\\s+(him|her(?!\\s+(?:father|mother|husband|wife|son|daughter|brother|sister|uncle|aunt|grandfather|grandmother)\\b)|${NAMED})|laid\\s+(him|her|${NAMED})\\s+to\\s+rest)|(${NAMED}|he|she)\\s+(?:had\\s+been|was)\\s+(?:buried|laid\\s+to\\s+rest)|(?:the|his|her|(${NAMED})['’]s)\\s+(?:funeral|burial)|(?:we|they|I|he|she|you)\\s+(?:had\\s+|['’]d\\s+)?buried\\s+(?:his|her|their|my|our)\\s+(father|mother|husband|wife|son|daughter|brother|sister|uncle|aunt|grandfather|grandmother))\\b`,
    'u',
  ),
  countFromDeath: new RegExp(
    `\\b${SPAN}( to the day)? (?:since|after) (${NAMED})\\s+(?:had\\s+)?(?:died|was killed|drowned|was drowned|went (?:into|through|under) the (?:river|sea|water|lake|ice))\\b`,
    'u',
  ),
  deathApposition: /^,(?:[^,;:!?"“”]{1,40},){1,5}(?=\s)/,
  buriedOn: new RegExp(
    `\\bburied\\s+(${NAMED})|\\blaid\\s+(${NAMED})\\s+to\\s+rest\\b|\\b(${NAMED})\\s+(?:was|is)\\s+(?:buried|laid\\s+to\\s+rest)\\b`,
    'u',
  ),
  burialHint: /buried|funeral|burial|to rest/,
  goneFor: new RegExp(
    `\\b(${NAMED})(?:\\s+had|\\s+has|['’]s|['’]d)\\s+been\\s+(?:gone|away)\\s+(?:for\\s+)?${SPAN}( to the day)?|\\b${SPAN}( to the day)? (?:since|after) (${NAMED})\\s+(?:had\\s+)?(?:left|gone away|went away|set off|set out)\\b`,
    'u',
  ),
  leftOn: new RegExp(
    `\\b(${NAMED})\\s+(?:left|set off|set out|went away|went off)(?=\\s+(?:on|for|by|at|early|that|this|before|after|with|in)\\b|\\s*[,.;]|\\s*$)`,
    'u',
  ),
  journeyOn: new RegExp(
    `\\b(${NAMED})\\s+(?:went|sailed|flew|drove|rode)\\s+(?:out\\s+|off\\s+|away\\s+|down\\s+|up\\s+)?(?:to|for)\\b`,
    'u',
  ),
  sinceGone: new RegExp(
    `\\b${SPAN}( to the day)? (?:since|after) (?:(?:he|she|they)\\s+(?:had\\s+|['’]d\\s+)?(?:left|gone|went|sailed|set\\s+off|set\\s+out)(?:\\s+away)?|(?:he|she|it|they|the\\s+\\p{L}+)\\s+(?:had\\s+|['’]d\\s+)?(?:taken|took|carried)\\s+(?:them|him|her)\\s+(?:away|off))\\b`,
    'u',
  ),
  agoInMonth: new RegExp(
    `\\b(?:that|the|a|on|one)\\s+(?:(${WEEKDAY})\\s+)?in\\s+(${MONTH}),?\\s+(?:(not|nearly|almost|under|barely|scarcely|hardly|less than|over|more than)\\s+)?${SPAN} ago\\b|\\b(?:(not|nearly|almost|under|barely|scarcely|hardly|less than|over|more than)\\s+)?${SPAN} ago,?\\s+(?:on\\s+|in\\s+)?(?:that|the|a|one)\\s+(?:(${WEEKDAY})\\s+)?in\\s+(${MONTH})\\b`,
    'u',
  ),
  spanBetweenDates: new RegExp(
    `\\bfor\\s+${SPAN},?\\s+(?:from|between)\\s+(${DAY_OF_MONTH}(?:\\s+of)?(?:\\s+${MONTH})?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)\\s+(?:until|till|to|through|and)\\s+(${DAY_OF_MONTH}(?:\\s+of)?(?:\\s+${MONTH})?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)\\b`,
    'u',
  ),
  spanBegan:
    /^[\s,]*(?:[^,.;:!?]{0,40}?\s)?(?:stopped|began|started|came\s+out|walked\s+out|went\s+out\s+on\s+strike|downed\s+tools|broke\s+out)\b/,
  spanEnded: /\b(?:(?:it|all|that)\s+was\s+over|ended|came\s+to\s+an\s+end|was\s+called\s+off)\b/,
  daysSummed: /^\s*["“](\p{L}+(?:-\p{L}+)?|\d{1,3})\s+days\s*[,.!—–]/u,
  newsBeforeDeath: new RegExp(
    `\\b(?:message|wire|telegram|cable|letter|note)\\b[^.;]{0,60}?\\b(?:sent|dated|written|posted|wired|cabled)\\b[^.;]{0,40}?\\bon\\s+(${DATED})[^.;]{0,40}?\\bthat\\b[^.;]{0,80}?\\b(?:died|had died|was killed|had been killed|drowned|was drowned|was lost|passed away)\\b[^.;]{0,60}?\\bon\\s+(${DATED})`,
    'u',
  ),
  seriesNumber: /^[\s>*_#]*(\p{Lu}\p{L}+)\s+(?:No\.|Number|#)\s*(\d{1,4})\b/u,
  onDayLead: /\bon\s+(?:the\s+(?:morning|afternoon|evening|night)\s+of\s+)?/giu,
  actAgainBefore: /(?:^\s*|[.!?;,]\s*|\band\s+)(?:[Ss]o|[Nn]or|[Nn]either)\s+(did|does|do|was|were|is|are)\s+$/u,
  nicknameOwn:
    /\b(?:[Oo]nly|[Nn]obody\s+but|[Nn]o\s+one\s+but|[Nn]one\s+but)\s+(?<caller>\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?|he|she)\s+(?:ever\s+|still\s+|always\s+)?call(?:s|ed)\s+(?:her|him)\s+["“‘]?(?<nickname>\p{Lu}[\p{L}'’-]*)|(?:\b(?<caller2>\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?|[Hh]e|[Ss]he)\s+|\band\s+)(?:always\s+|still\s+)?call(?:s|ed)\s+(?:her|him)\s+["“‘]?(?<nickname2>\p{Lu}[\p{L}'’-]*)["”’]?,?\s+(?:and|which|though|but)\s+(?:nobody|no\s+one|no-one)\s+else\s+(?:did|does|ever\s+did)\b|\bwhat\s+(?<caller3>\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?|he|she)\s+(?:always\s+)?called\s+(?:her|him),?\s+(?:and|which|though|but)\s+(?:nobody|no\s+one|no-one)\s+else\s+(?:did|does)\b/gu,
  vocativeOpening: /^\s*(\p{Lu}[\p{L}'’-]*)\s*[,!?]/u,
  dayAheadBefore:
    /\b(?:will|would|shall|['’]ll|going\s+to|hopes?|hoped|expects?|expected|plans?|planned|intends?|intended|arranged|due|meant)\b|\bto\s+(?!(?:you|him|her|them|me|us|it|the|a|an|my|his|her|their|our|your)\b)\p{L}+(?:\s+\p{L}+){0,2}\s*$/iu,
  countAfter: /\safter\s/,
  countsUnder: /^(?:not|nearly|almost|under|barely|scarcely|hardly|less than)$/,
  countsOver: /^(?:over|more than)$/,
  countNotToday:
    /\b(?:will|would|['’]ll|shall|going to|next|tomorrow|on (?:Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday))\b/i,
  countHint: /day|week|fortnight/i,
  afterDeathHint: /funeral|burial|inquest|wake|memorial|interment|obituary|committal/,
  deathHint: /\b(?:dies|died|dead|passe[sd] away|killed|drowns|drowned|perish(?:es|ed))\b/,
  deathLongAgo:
    /\b(?:ago|years?|months?|long before|as a (?:child|boy|girl)|when (?:I|he|she|we|they) (?:was|were)|in (?:1[0-9]|20)\d\d|since|if|would|might|could)\b/i,
  afterDeath:
    /\b([Tt]he|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}'’-]*['’]s)\s+(?:own\s+)?(funeral|burial|inquest|wake|memorial service|interment|obituary|committal)\b/u,
  relativeDays: new Map([
    ['today', 0],
    ['tomorrow', 1],
    ['yesterday', -1],
  ]),
  colouredFeature:
    /(?<![\p{L}'’])(the|its|his|her|their|our|my|your|with|and|a|an|The|Its|His|Her|Their|Our|My|Your|With|A|An|\p{Lu}[\p{L}-]*(?:['’]s|s['’]))\s+(white|black|red|green|blue|yellow|grey|gray|brown|pink|orange|purple)\s+(house|cottage|farmhouse|villa|inn|barn|church|chapel|door|front door|gate|shutters|roof|fence)\b/gu,
  colouredBuilding:
    /\b[Tt]he\s+(white|black|red|green|blue|yellow|grey|gray|brown|pink|orange|purple)\s+(house|cottage|farmhouse|villa|inn|barn|church|chapel|mill|shop)\b/gu,
  // "the whitewashed house", not "the other house" or "the little house": a word that tells one building from another
  // by how it is, not by its order, its size or its place among others.
  describedBuilding:
    /\b[Tt]he\s+(?!(?:other|whole|first|second|third|fourth|last|next|nearest|nearer|farther|further|same|only|little|small|large|great|bigger|larger|smaller)\s)(\p{Ll}[\p{Ll}-]{4,})\s+(house|cottage|farmhouse|villa|inn|barn|church|chapel|mill|shop|hut|cabin|homestead)\b/gu,
  distanceTold:
    /(?<!\b(?:another|more|last|first|next|other|extra|few|final|remaining)\s+)\b(\d{1,4}|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred))\s+(miles|kilometres|kilometers|leagues)\b(?!\s+(?:an|a|per)\s+hour\b|\s+(?:more|further|farther|on)\b)/giu,
  // The first name after the distance in its sentence: "north on the Coteau road", "to your father’s … on the Coteau road".
  distancePlace: new RegExp(`^[^.;!?"“”]*?\\b(${PLACE_WORD}(?:\\s+${PLACE_WORD})*)`, 'u'),
  siteAfter:
    /^\s+(?:on|next door to|next to|beside|above|below|behind|across from|opposite|at the (?:top|foot|bottom|end|head) of|down on|up on|out on|halfway up)\s+(?:the\s+(\p{Ll}+(?:\s+(?:office|house|shop|yard|mill|hall|station|store|road|street|church|school))?)|(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*))/u,
  enclosedGround: /\b(cemetery|churchyard|graveyard|kirkyard|burial ground|orchard|paddock|compound)\b/gu,
  enclosureAfter:
    /^[^.;:!?]{0,40}?\b(?:inside|within|with|behind)\s+(its|their|the|an?)\s+(?:[\p{Ll}-]+\s+){0,3}?(fence|wall|hedge|railings|palisade|paling)s?\b/u,
  enclosureBuilt:
    /\b(?:builds?|built|building|put up|puts up|putting up|pull(?:s|ed|ing)? down|tore down|torn down|tear(?:s|ing)? down|replac(?:e|es|ed|ing)|knock(?:s|ed|ing)? down|rebuild|rebuilt)\b/iu,
  crownedBuilding: /\b(?:(\p{L}[\p{L}-]+)\s+)?(church|chapel|cathedral|kirk|minster|abbey|basilica)\b(?!-)/gu,
  // The crown word whole: "steeple-jack" is no steeple.
  crownAfter:
    /^(?:['’]s|[^.;:!?]{0,40}?\b(?:with|under|beneath|below|and|topped\s+by|crowned\s+by)\s+(its|their|the|an?))\s+((?:[\p{Ll}-]+\s+){0,2}?(spire|steeple|dome|cupola)s?)\b(?!-)/u,
  crownKinds: new Map([
    ['spire', 'spire'],
    ['steeple', 'spire'],
    ['dome', 'dome'],
    ['cupola', 'dome'],
  ]),
  waterShade:
    /\b(?:(black|dark|inky|peat-dark|peaty|clear|transparent|crystal|crystal-clear|glass-clear)\s+water|water\s+(?:(?:was|is|were|are|looked|looks|lay|lies|stood|stands|seemed|seems|(?:had|has)\s+been)\s+)(?:(?:still|so|very|quite|always|as)\s+)?(black|dark|inky|peat-dark|peaty|clear|transparent|crystal|crystal-clear|glass-clear))\b(?!-)/giu,
  waterKinds: new Map([
    ['black', 'dark'],
    ['dark', 'dark'],
    ['inky', 'dark'],
    ['peat-dark', 'dark'],
    ['peaty', 'dark'],
    ['clear', 'clear'],
    ['transparent', 'clear'],
    ['crystal', 'clear'],
    ['crystal-clear', 'clear'],
    ['glass-clear', 'clear'],
  ]),
  clockAt:
    /\b(?:(\p{Ll}+)\s+)?clock(?:\s+(?:on|over|above|in|of)\s+(?:the|its|their)\s+(\p{Ll}+))?[^.;:!?]{0,30}?\b(?:said|says|saying|showed|shows|showing|read|reads|reading|stood\s+at|stands\s+at|standing\s+at|stopped\s+at|pointed\s+to|at)\s+(?:still\s+)?((?:(?:a\s+)?(?:quarter|half|(?:twenty|ten|five|twenty-five)(?:\s+minutes)?)\s+(?:past|to)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o['’]clock|\d{1,2}[:.]\d{2}))\b/giu,
  clockStill: /\bstill\b/i,
  clockTimeFiller: /^a\s+|\s+minutes\b/giu,
  clockStopped:
    /\b(?:stopped|had\s+not\s+been\s+wound|never\s+(?:been\s+)?wound|as\s+it\s+had\s+(?:said|done|stood|been)|for\s+(?:\p{L}+\s+)?years)\b/iu,
  waterOfTheHour:
    /\b(?:night|nights|midnight|moon|moonlight|moonlit|dusk|twilight|nightfall|starlight|storm|storms|flood|floods|flooded|rain|rains|rained|mud|muddy|silt)\b/i,
  houseOnStreet: new RegExp(
    `(\\p{Lu}[\\p{L}-]*)['’]s(?:\\s+(?:${HOME_NOUN}))?(?:\\s+(?:stands|stood|is|was))?\\s+(?:on|in|up|halfway up|at the (?:top|end|foot|bottom) of|off|down)\\s+${STREET}` +
      `|\\b(?:to|up|down|along|into|toward|towards)\\s+${STREET}[^.;!?]{0,90}?\\b(?:(?:Mrs?|Miss|Dr)\\.?\\s+)?(?:\\p{Lu}[\\p{L}-]*\\s+)?(\\p{Lu}[\\p{L}-]*)['’]s\\s+(?:${HOME_NOUN})\\b`,
    'gu',
  ),
  movesHouse: /\b(?:mov(?:e|es|ed|ing)\s+(?:out|in|house|away|into|to)|flitted|removed to)\b/i,
  ownedFeature: /^(?:[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Mm]y|[Yy]our|\p{Lu}[\p{L}-]*(?:['’]s|s['’]))$/u,
  knownFeature: new RegExp(
    `^(?:[Tt]he|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Mm]y|[Yy]our|${NAMED_WORD}(?:['’]s|s['’]))$`,
    'u',
  ),
  // "whitewashed" as "painted": a change when done ("had it whitewashed", "whitewashed the wall"), not as it is ("the
  // whitewashed house", "a room at the top, whitewashed").
  repainted:
    /\b(?:re-?paint(?:s|ed|ing)?|paint(?:s|ing)?|(?:has|have|had|was|were|been|being|is|are|got|gets|get)\s+(?:\p{L}+\s+)?painted|painted\s+(?:the|it|them|her|his|their|its|our|my|your)|coats? of paint|(?:white|lime)wash(?:es|ing)?|(?:has|have|had|was|were|been|being|is|are|got|gets|get)\s+(?:\p{L}+\s+)?(?:white|lime)washed|(?:white|lime)washed\s+(?:the|it|them|her|his|their|its|our|my|your))\b/iu,
  // "painted the shutters every second spring" keeps them as they are; "the shutters want painting" is not done yet.
  repaintKept:
    /\b(?:every|each)\s+(?:(?:second|other|third)\s+)?(?:year|spring|summer|autumn|fall|winter|month|week)\b|\b(?:want|wants|wanted|need|needs|needed|needing|wanting)\s+(?:a\s+(?:fresh\s+|new\s+)?coat\s+of\s+paint|(?:re-?)?painting)\b/iu,
  countOfOne: new Set(['a', 'an']),
  countedFeature:
    /\b(?:the|its|their|those|these)\s+(\d{1,4}|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred))\s+(?:(?:stone|wooden|iron|steep|narrow|worn|stout|great|tall|high|low|broad|marble|brick)\s+)?(steps|stairs|rungs|floors|storeys|stories|rooms|bedrooms|windows|panes|arches|bridges|bells|pillars|columns|chimneys|towers|turrets|gables|spires|doors|gates|locks|piers|terraces)\b/giu,
  weekUnit: /^week/i,
  fortnightUnit: /^fortnight/i,
  dateToWeekday: /^[\s,(]*(?:(?:which|that)\s+(?:was|is)\s+)?an?\s+$/i,
  monthShort: ['jan', 'feb', 'mar', 'apr', '', 'jun', 'jul', 'aug', 'sept?', 'oct', 'nov', 'dec'],
  weekdayShort: ['sun', 'mon', 'tue?s?', 'wed', 'thu(?:rs?)?', 'fri', 'sat'],
  weekdayToDate: /^[\s,]*(?:(?:morning|afternoon|evening|night)[\s,]*)?$/i,
  auxiliaryBases: new Set(['be', 'have', 'do', 'can', 'will', 'shall', 'may']),
  pastAuxiliaries: new Set(['was', 'were', 'had', 'did', 'could']),
  presentAuxiliaries: new Set(['is', 'am', 'are', 'has', 'does', 'can', 'will']),
  presentStates: new Set(['means', 'seems', 'belongs', 'resembles', 'consists', 'contains', 'depends', 'matters']),
  tellingVerbs: new Set(
    'say tell ask complain swear declare state admit confess repeat add beg insist deny answer wish hope know believe think suppose remember regret'.split(
      ' ',
    ),
  ),
  abbreviations: ['Mr', 'Mrs', 'Ms', 'Dr', 'St', 'Capt', 'Prof', 'Rev'],
  actAfterName: /^\s+(?:([a-z]+ly|still|then|just|also|slowly|suddenly)\s+)?([a-z]+)\b/,
  plainDeath: /died|dies|killed|murdered|drowned|hanged|perish|passe[sd] away|dead$/,
  mannerAdverb: '[a-z]+ly',
  holdVerbs:
    '(?:drew|draws|held|holds|gripped|grips|clutched|clutches|pulled out|pulls out|took out|takes out|raised|raises|pocketed|pockets|fingered|fingers|weighed|weighs|unsheathed|unsheathes|tucked|tucks|wore|wears|turned|turns|polished|polishes|used|uses|opened|opens|wound|winds|slipped|slips|checked|checks|lifted|lifts|brandished|brandishes|touched|touches|put on|puts on)',
  loseVerbs:
    '(?:lost|loses|dropped|drops|threw|throws|flung|flings|tossed|tosses|buried|buries|gave|gives|handed|hands|sold|sells)',
  regainVerbs:
    /\b(found|finds|recovered|recovers|retrieved|retrieves|got back|gets back|took back|takes back|returned|returns|gave back|gives back|handed back|hands back|bought back|buys back|fished out)\b/i,
  objectDeterminers: '(?:the|his|her|their|my|a)',
  pluralEnding: 's',
  holdsBase: /^(\s+)(give|turn|hold|draw|grip|raise|lift|use|open|check|wear|slip|tuck)\b/,
  losesBase: /^(\s+)(give|lose|drop|throw|sell|hand)\b/,
  thirdPersonEnding: '$1$2s',
  statements: {
    featureVerbs: '(?:were|was|are|is|had gone|looked|shone|gleamed)',
    // "Ada Lowe, forty-two, came in", "The elder is Marc Gagnon: twenty-seven, black-bearded".
    age: '[,:]\\s+(?:aged\\s+)?(\\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\\s+years\\s+old)?,',
    ageYears: '\\s+(?:was|is)\\s+(\\d{1,3}|[a-z]+(?:-[a-z]+)?)\\s+years\\s+(?:old|of\\s+age)\\b',
    role: ",\\s+(?:the|a|an)\\s+((?:[\\p{L}'’-]+\\s+){0,2}?[\\p{L}-]+)\\s*[,.;]",
    roleWas: "\\s+(?:was|is|worked as)\\s+(?:the|a|an)\\s+((?:[\\p{L}'’-]+\\s+){0,2}?[\\p{L}-]+)\\s*[,.;]",
    home: '\\s+(?:lived|lives|had lived all (?:her|his) life)\\s+in\\s+',
    homeFrom: '(?:,)?\\s+(?:was|is|came)\\s+from\\s+',
  },
  statementStart:
    /^(?:['’]s\s|['’]d\s+turned|[,:]|\s+(?:was|is|worked|lived|lives|had\s|has\s+turned|turned|came|born|died|drowned|passed))/,
  featurePossessives: { female: 'her', male: 'his', narrator: 'my' },
  featureLink: '(?:were|was|are|is|had gone|shone|gleamed)',
  hadWord: '(?:had|has|have|got)',
  openingPronouns: { female: new Set(['she', 'her']), male: new Set(['he', 'his']) },
  genderAfterName: new Set(['herself', 'himself', 'his']),
  verbAfterName: /^\s+(?:(?:[a-z]+ly|almost|nearly|just|still|never|always|also|only|even|then)\s+)?([a-z]+)\b/,
  nameClitic: /['’](?:s|d|ll|re|ve|m)$/u,
  possessiveEnding: /['’]s$/u,
  // "called her Aunt Nell"; and someone asked or called for, asked after, or talked to in a sleep, who is not in
  // the room ("bed three asking for Marthe", "talked in his sleep to someone called Marthe").
  nameSpokenAs:
    /\b(?:call(?:s|ed|ing)?|nam(?:es|ed|ing))\s+(?:her|him|me|them|you|us)\s+["“‘]?(?:\p{Lu}[\p{L}'’.-]*\s+)?$|\b(?:ask(?:s|ed|ing)?|call(?:s|ed|ing)?|cr(?:y|ies|ied|ying)|send(?:s|ing)?|sent)\s+(?:out\s+)?(?:for|after)\s+(?:(?:his|her|their|my)\s+(?:[\p{Ll}-]+\s+)?(?:wife|husband|mother|father|son|daughter|sister|brother|child)\s*,?\s+)?$|\b(?:someone|somebody|a\s+(?:woman|man|girl|boy|friend))\s+(?:called|named)\s+$/u,
  bedOccupant:
    /((?:(?:Mr|Mrs|Miss|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*,?\s+(?:in|of|from)\s+(?:bed|berth|bunk|cot)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)\b|\b(?:[Bb]ed|[Bb]erth|[Bb]unk|[Cc]ot)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s*\(\s*((?:(?:Mr|Mrs|Miss|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+)\s*\)/gu,
  bedChange:
    /\b(?:died|dies|dead|death|admitted|admission|discharged|transferred|moved\s+(?:to|into|out|up|down)|went home|sent home|new (?:man|woman|patient)|emptied|empty|stripp(?:ed|ing))\b/i,
  bedWord: /\b(?:bed|berth|bunk|cot)s?\b/i,
  possessiveObject: /^['’]s\s+((?:[a-z-]+[ \t\n]+){0,2}[a-z-]+)/u,
  familyPlural: {
    hiss: /(?:s|x|z|ch|sh)$/,
    afterHiss: 'es',
    plain: 's',
    changed: ['man', 'men'],
    possessive: /['’]s$|(?<=s)['’]$/u,
  },
  petEnding: /^(?:y|ie|ey)$/,
  onlyAsWritten: new Map([['i', 'I']]),
  adverbEnding: 'ly',
  possessivePronoun: /\b(?:her|his|my)\b/i,
  threadPlanWords: new Set(
    'chapter chapters set setup pays paid payoff off open opens opened closes closed resolved resolves revealed reveals thread threads introduced planted answered'.split(
      ' ',
    ),
  ),
  givenNames: GIVEN_NAMES,
  titles: new Map<string, 'female' | 'male' | undefined>([
    ['mr', 'male'],
    ['mrs', 'female'],
    ['miss', 'female'],
    ['ms', 'female'],
    // An older form of "Mrs", in historical fiction ("Mistress Quayle kept the inn").
    ['mistress', 'female'],
    // "Mr" spelled out, as a speaker or a narrator says it ("Mister Whitlock, to you").
    ['mister', 'male'],
    ['sir', 'male'],
    ['lady', 'female'],
    ['lord', 'male'],
    ['dr', undefined],
    ['doctor', undefined],
    ['captain', undefined],
    ['capt', undefined],
    ['colonel', undefined],
    ['major', undefined],
    ['general', undefined],
    ['professor', undefined],
    ['prof', undefined],
    ['father', 'male'],
    ['mother', 'female'],
    ['sister', 'female'],
    ['brother', 'male'],
    ['aunt', 'female'],
    ['uncle', 'male'],
    ['king', 'male'],
    ['queen', 'female'],
    ['prince', 'male'],
    ['princess', 'female'],
    // "the Guv'nor" of a farm or a yard, "Governor Bradford": the master's title, said alone or before a name.
    ['governor', undefined],
    ["guv'nor", 'male'],
    ['guvnor', 'male'],
    ['inspector', undefined],
    ['sergeant', undefined],
    ['constable', undefined],
    // Honorifics English prose keeps from the languages of its settings ("Signora Pautasso", "Herr Brandt").
    ['madame', 'female'],
    ['mademoiselle', 'female'],
    ['monsieur', 'male'],
    ['signora', 'female'],
    ['signorina', 'female'],
    ['signor', 'male'],
    ['señora', 'female'],
    ['señorita', 'female'],
    ['señor', 'male'],
    ['herr', 'male'],
    ['frau', 'female'],
    ['fräulein', 'female'],
    ['senhor', 'male'],
    ['senhora', 'female'],
    ['dona', 'female'],
    ['doña', 'female'],
    ['menina', 'female'],
    ['doutor', 'male'],
    ['doutora', 'female'],
    // Greek: "Kapetan Manolis", "Kyrie Rich", "Kyra Fotini", "Kyria Kambouri".
    ['kapetan', 'male'],
    ['kyrie', 'male'],
    ['kyrios', 'male'],
    ['kyria', 'female'],
    ['kyra', 'female'],
    ['sr', 'male'],
    ['sra', 'female'],
    ['mme', 'female'],
    ['mlle', 'female'],
    // Kin called so in the languages of a setting ("Tio Gaspar", "Zia Rosa", "Tante Lotte").
    ['tio', 'male'],
    ['tia', 'female'],
    ['tío', 'male'],
    ['tía', 'female'],
    ['zio', 'male'],
    ['zia', 'female'],
    ['onkel', 'male'],
    ['tante', 'female'],
    ['rev', undefined],
    ['reverend', undefined],
    ['elder', undefined],
    ['saint', undefined],
    ['st', undefined],
  ]),
  givenNameTitles: new Set(
    'aunt auntie aunty uncle cousin granny grandma grandpa nana tio tia tío tía zio zia onkel tante'.split(' '),
  ),
  officeTitles: new Map([
    ['dr', 'dr'],
    ['doctor', 'dr'],
    ['father', 'father'],
    ['reverend', 'reverend'],
    ['rev', 'reverend'],
    ['inspector', 'inspector'],
    ['sergeant', 'sergeant'],
    ['constable', 'constable'],
    ['captain', 'captain'],
    ['capt', 'captain'],
    ['professor', 'professor'],
    ['prof', 'professor'],
    ['colonel', 'colonel'],
    ['judge', 'judge'],
  ]),
  roleNames: {
    father: new Set('dad daddy father pa papa pop da'.split(' ')),
    mother: new Set('mum mummy mom mommy mam mother ma mama mammy'.split(' ')),
    other: new Set('gran granny grandma grandmother grandad granddad grandpa grandfather nan nana nanna'.split(' ')),
  },
  // "a widow's walk" is a rooftop platform, no one's widow.
  kinWord:
    /\b(?:wife|husband|widow(?!['’]s\s+walk)|widower|mother|father|son|daughter|brother|sister|uncle|aunt|cousin|nephew|niece|grandson|granddaughter|grandmother|grandfather|fianc[ée]e?|in-law)\b/i,
  ownKin:
    /\b(?:his\s+(?:[\p{L}-]+\s+){0,2}?(?:wife|wives)|(?:his|her)\s+(?:[\p{L}-]+\s+){0,2}?(?:mother|father|sons?|daughters?|brothers?|sisters?|uncle|aunt|cousins?|nephews?|nieces?|grandsons?|granddaughters?|grandmother|grandfather))(?:['’]s)?\b/giu,
  weddingWord: /\b(?:marr(?:y|ied|ies|iage)|wed(?:ding|ded)?|bride(?:groom)?|n[ée]e|maiden\s+name)\b/i,
  // The usual English short forms of given names (each line: the full name, then its short forms).
  nicknames: shortForms(`
    william bill billy will willie liam
    robert bob bobby rob robbie bert
    richard dick rick ricky rich
    james jim jimmy jamie
    john jack johnny
    thomas tom tommy
    edward ed eddie ted teddy ned
    theodore ted teddy theo
    walter walt wally
    augustus gus
    henry harry hank hal
    charles charlie chuck chas
    joseph joe joey
    michael mike mick mickey
    francis frank frankie
    frederick fred freddie
    albert al bert
    alfred alf alfie fred
    anthony tony
    nicholas nick nicky
    samuel sam sammy
    benjamin ben benny
    daniel dan danny
    david dave davy
    peter pete
    matthew matt
    andrew andy drew
    stephen steve
    steven steve
    lawrence larry
    leonard len lenny
    raymond ray
    ronald ron ronnie
    donald don donnie
    gerald gerry jerry
    douglas doug
    gregory greg
    patrick pat paddy
    timothy tim timmy
    kenneth ken kenny
    arthur art artie
    archibald archie
    alexander alex alec sandy
    christopher chris kit
    nathaniel nat nate
    zachary zach
    elizabeth liz lizzie lizzy beth betty bess bessie eliza libby
    margaret maggie meg peggy peg madge daisy
    katherine kate katie kathy kitty kay
    catherine kate katie cathy kitty
    mary molly polly mae
    susan sue susie
    patricia pat patty trish
    jennifer jen jenny
    rebecca becky becca
    deborah deb debbie
    dorothy dot dottie dolly
    eleanor ellie nell nellie
    helen nell nellie
    florence flo florrie
    josephine jo josie
    victoria vicky tori
    christine chris chrissie
    christina tina chris
    jessica jess jessie
    abigail abby
    alexandra alex sandra sandy
    frances fran frankie fanny
    harriet hattie
    judith judy
    theodora teddy dora
    virginia ginny
    winifred winnie
    penelope penny
    samantha sam
    caroline carrie
    amelia millie
    mildred millie
  `),
  parentNamed:
    /\b[Mm]y\s+(father|mother)(?:,\s+|\s+was\s+)(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)|(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?),\s+my\s+(father|mother)\b/u,
  // "said the foreman, Gunnar Hallgrímsson", "the postmistress, Mrs Ada Kerr,", "Ada Kerr, the postmistress, came":
  // a role beside a name, the apposition closed ("Ada Kerr, the fish is dead" is none).
  roleNamed:
    /\b[Tt]he\s+(\p{Ll}[\p{Ll}-]+),\s+((?:(?:Mrs?|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s+\p{Lu}[\p{Ll}\p{M}'’-]+)?)(?=\s*[,.;:!?—–)]|\s*$)|(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s+\p{Lu}[\p{Ll}\p{M}'’-]+)?),\s+the\s+(\p{Ll}[\p{Ll}-]+)(?=\s*[,.;:!?—–)]|\s*$)/gu,
  titleOpening: /^\s*["“]?The\s+(\p{Lu}\p{Ll}+)\s+(?:\p{Ll}+ly\s+)?(\p{Ll}+)/u,
  titleInside: /\bthe\s+(\p{Lu}\p{Ll}+)(?![\p{L}'’-])(?!\s+\p{Lu})/gu,
  // "…and the Guv'nor himself, Henry Cobham, big and red-faced": a title the book writes as a name, set beside a
  // full name; group 1 the title, group 2 "himself", group 3 "herself" when said.
  titleBeside: /\b[Tt]he\s+(\p{Lu}\p{Ll}+(?:['’]\p{Ll}+)?)(?:\s+(?:(himself)|(herself)))?,\s*$/u,
  kinOpening:
    /^\s*["“]?((?:My|Her|His)\s+(?:father|mother|grandfather|grandmother|uncle|aunt|husband|wife))\s+(?:\p{Ll}+ly\s+)?(\p{Ll}+)/u,
  recentVisit:
    /^,\s+who\s+(?:was|came|called|looked\s+in)\s+(?:(?:up|down|over|out|in|round|by|back)\s+)?(?:(?:here|there)\s+)?(?:on|last)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/iu,
  introducedAs:
    /^\s+(?:was|is|had\s+been)\s+(?:(?:then|now|already|nearly|almost|just|barely|well\s+over|over|past|about)\s+)?(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\p{Ll}+)?\b|\d{1,3}\b|an?\s+(?:\p{Ll}+[,\s]+){0,3}(?:woman|man|widow|widower|girl|boy|gentleman|lady|fellow)\b)/u,
  // A role in a speech tag, which only a person is in: "said the foreman.", "the foreman said", "asked the nurse,",
  // "the nurse, Ada Kerr, asked". Group 1 the role. "he said the fish does not wait" is what was said, not who said it.
  roleSpeaks: [
    /\b(?:said|asked|replied|answered|called|whispered|shouted|cried|says|asks|replies|answers|calls|whispers|shouts|cries)\s+the\s+(\p{Ll}[\p{Ll}-]+)(?=\s*[,.;:!?—–]|\s*$)/gu,
    /\b[Tt]he\s+(\p{Ll}[\p{Ll}-]+)(?:,\s+\p{Lu}[^,.;:!?]{0,40})?,?\s+(?:said|asked|replied|answered|whispered|shouted|says|asks|replies|answers|whispers|shouts)\b/gu,
  ],
  roleArticle: 'the',
  plainRoles: new Set(
    'man woman men women boy girl child children lady gentleman one ones other others same first second third last next only eldest oldest youngest elder younger older latter former two three both rest whole stranger person people lot'.split(
      ' ',
    ),
  ),
  pronouns: {
    female: new Set(['she', 'her', 'hers', 'herself']),
    male: new Set(['he', 'him', 'his', 'himself']),
  },
  objectPronouns:
    /\b(him|her)\b(?=\s*(?:[.,;:!?"”’]|$|(?:in|out|up|down|to|at|with|for|again|back|away|off|and|but|as|that|over)\b))/gi,
  // A parent or grandparent called by what they are ("Mum was at a table"), or someone by a title and a name the
  // cast does not know ("DS Crane came up the stair"), is a person the pronoun after may belong to.
  personNouns:
    /\b(?:[Tt]he|[Aa]n?|[Tt]his|[Tt]hat|[Aa]nother|[Hh]is|[Hh]er|[Tt]heir|[Mm]y)\s+(?:[a-z-]+\s+)?(?:woman|women|girl|lady|mother|daughter|wife|sister|aunt|widow|man|men|boy|gentleman|father|son|husband|brother|uncle|stranger|child|figure|keeper|servant|maid)\b|\b(?:Mum|Mummy|Mom|Mommy|Mam|Mother|Dad|Daddy|Father|Gran|Granny|Grandma|Grandad|Granddad|Grandpa|Nan|Nana|Nanna)\b(?![-'’]\p{L})|(?<!^\s*)\b(?:DS|DCI|PC|WPC|Sergeant|Inspector|Constable|Mr|Mrs|Ms|Dr)\.?\s+\p{Lu}\p{Ll}/u,
  // "the way a boy does his homework", "laughed like a girl", "as a child": a likeness or a time of life brings no
  // one in ("as the woman said" would: "a"/"an" only). Nor does what he is: "He was a broad man", "he looked smaller
  // and older, a bald man in a dark anorak" (the man is him; "At the gate, a man was waiting" is someone new).
  unnamedSpeaker:
    /\b(?:said|says|asked|asks|replied|replies|answered|answers|called|calls|shouted|shouts|whispered|whispers)\s+the\s+(?:[a-z]+\s+)?[a-z]+\s*(?:[,.;:!?—–]|$)|(?:^\s*|[.!?;,]\s+|\s{2,})[Tt]he\s+(?:[a-z]+\s+)?[a-z]+\s+(?:said|says|asked|asks|replied|replies|answered|answers)\s*[,.;!?]/,
  // Said by the text, not guessed from a short-form table: "Everyone calls me Biddy", "the men called him Tuck",
  // "known to all as Chabela", "nicknamed Moose". Plain "called" names someone ("a man called Tom"), so it counts only
  // with who calls and whom ("everyone called her").
  nicknameTold:
    /\b(?:(?:[Ee]very(?:one|body)|[Pp]eople|[Tt]hey|[Ww]e|[Yy]ou|[Tt]he\s+\p{Ll}+|[Aa]ll|[Nn]obody|[Nn]o\s+one)\s+(?:(?:here|else|always|still|just|now)\s+)?(?:calls?|called)\s+(me|her|him)|(?:known(?:\s+to\s+(?:every(?:one|body)|all))?\s+as|nicknamed|whom\s+(?:every(?:one|body)|people|they)\s+called))\s+["“‘]?(\p{Lu}[\p{Ll}'’-]+)(?![\p{L}'’-]*\s+\p{Lu})/u,
  // "He was fifty-four that spring, a broad man gone narrow in the legs": what he is, said after a comma, is no one new.
  personArrival:
    /(?<!\b(?:like|as|way|as if|as though|he\s+(?:was|is|seemed|looked))\s+)(?<!\bhe\s+(?:looked|seemed|looks|seems)\b[^.!?"“”,;]*,\s*)(?<!\b(?:he|she)\s+(?:was|is)\s+[^.!?"“”,;]{1,40},\s*)\b(?:a|an|another)\s+(?:[a-z-]+\s+)?(?:woman|girl|lady|widow|man|boy|gentleman|stranger|child|figure)\b/i,
  properWords: new Set(
    "god lord heaven hell christ christmas easter lent whitsun michaelmas sunday monday tuesday wednesday thursday friday saturday january february march april may june july august september october november december english french german spanish italian dutch russian american british irish scottish scotch welsh swiss austrian danish swedish norwegian polish czech hungarian greek portuguese belgian canadian australian christian catholic protestant bible amen chapter book part i oh ah yes no ok okay golly gosh gee blimey crikey jeez mr mrs miss ms dr sir madam ma'am dear dearest".split(
      ' ',
    ),
  ),
  deathAfter:
    /^(?:['’]s\s+(funeral|burial|corpse|dead body|murder|murderer|death(?!-)|grave(?=[\s,.;])|ashes|widow|widower|headstone|gravestone|coffin|casket|obituary|memorial service)\b)|^\s+((?:had\s+)?(?:(?:had|has|have)\s+been\s+dead|passed(?=\s*[.;]|\s+(?:last|this|that)\s+(?:year|spring|summer|autumn|fall|winter|month|week)\b)|died|drowned(?!\s+(?:his|her|their|my|the|a|an|it|them|out|himself|herself)\b)|perished|was killed|was lost at sea|was murdered|was drowned|was hanged|was buried|passed away|lay dead|was found dead|was dead|(?:has|had)\s+been\s+killed|has\s+died|dies(?!\s+(?:down|away|out|off|laughing)\b)|perishes|is killed|is drowned|is murdered|is found dead|lies dead|is dead|passes away))\b/u,
  // "the late Mr. Pike", "the funeral of", "Burial of" (a register's line), "the death during the night of".
  deathBefore:
    /\b(?:the\s+late|(?:his|her|my|our|their|your|the)\s+late\s+(?:husband|wife|father|mother|uncle|aunt|brother|sister|son|daughter|friend|grandfather|grandmother|grandson|granddaughter|cousin|partner|master|mistress|employer|colleague|dad|mum|mom),?|the\s+dead|the\s+murdered|poor\s+dead|the\s+body\s+of|(?:the\s+)?(?:funeral|burial)\s+of|the\s+death\s+(?:(?:on|in|at|during|last|this|yesterday)\s+[^,.;:!?]{0,30}?\s*)?of|the\s+grave\s+of)\s+$/i,
  // Before a name the cast knows: the rest of a longer name, one or two capitalised words or initials ("Evaristo ",
  // "E. ", "Mr. J. ").
  namePrefix: new RegExp(`(?:${CAP_WORD}\\.?\\s+){1,2}$`, 'u'),
  // "We bury Bill", "the fever that killed Bill" (not "that killed Bill's dog": possessiveObject is read after).
  burialBefore: new RegExp(
    `\\b(?:(?:bury|buries|buried|burying)\\s+(?:(?=\\p{Lu}[\\p{Ll}'’-])${CAP_WORD}\\s+)?|(?:that|which)\\s+(?:had\\s+)?(?:killed|claimed\\s+the\\s+life\\s+of)\\s+)$`,
    'u',
  ),
  // The dead lie, rest and sleep; and "Ada died", "Tom drowned" tell the death itself, no act of the living.
  stillVerbs: new Set(
    'lay lies lie lain lying rested rests resting slept sleeps sleeping died dies dying drowned drowns drowning perished perishes perishing'.split(
      ' ',
    ),
  ),
  // "was at the range in his white jacket, skimming the stock": at a place (not "on his mind"), doing something; a
  // "with" phrase may stand between ("was at the bench, with his sleeves rolled, sorting the type"), and the doing
  // may be a clause of its own ("was behind the bar, and he waved", "is at the gate, and she calls out").
  countedAmong:
    /^\s+(?:is|are)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+(?:the|them|those|these)\b(?!\s+(?:dead|drowned|lost|missing|buried|gone|late|departed|names)\b)/u,
  presenceAfter:
    /^\s+(?:was|were|is|are)\s+(?:there|here|with us|with them|among them|among us)\b|^\s+(?:was|is)\s+(?:on|at|by|beside|outside|behind|in|near|inside)\s+(?:his|her|the|their)\s+(?!(?:mind|minds|thoughts|heart|conscience|memory|memories|soul|lips|tongue|dreams?|prayers?)\b)[^,.;:!?"“”]{1,50},\s+(?:with\s+[^,.;:!?"“”]{1,60},\s+)?(?:(?!(?:lying|resting|sleeping|dying|smiling|being|nothing|something|everything|anything)\b)[a-z]{2,}ing\b|and\s+(?:he|she)\s+(?!(?:died|dies|was|is|had|has|lay|lies|slept|sleeps|rested|rests|seemed|seems|looked|looks)\b)[a-z]{3,}(?:ed|s)\b)|^,?\s+(?:beside|among|alongside|between|next to)\s+(?:them|us|her|him|me)\b/,
  restingPlace:
    /\b(?:buried|burial|cemetery|cemeteries|churchyard|graves?|graveyard|gravestones?|headstones?|tomb(?:stone)?s?|crypt|vault|mausoleum|urn|ashes)\b|\bunder\s+(?:a|an|the|his|her|their)\s+(?:[\p{L}-]+\s+){0,2}(?:stone|slate|slab|marble|cross|turf|grass|ground|earth|sod)\b/iu,
  companionInMind: /^\s+(?:on|in)\s+(?:my|his|her|their|our|your)\s+(?:mind|minds|thoughts|heart|hearts|memory)\b/i,
  companionBefore:
    /\b(shakes|shook|shake|shaking)\s+hands\s+with\s+(?:[^.;:!?]*?\band\s+(?:with\s+)?)?(?:\p{Lu}[\p{Ll}'’-]+\s+)?$|\b(dances|danced|walks|walked|talks|talked|argues|argued|plays|played|eats|ate|drinks|drank|rows|rowed|fishes|fished|sails|sailed|jokes|joked|laughs|laughed|sits|sat|stands|stood|comes|came|goes|went|arrives|arrived)\s+(?:[a-z]+\s+){0,3}?with\s+(?:[^.;:!?]*?\band\s+(?:with\s+)?)?(?:\p{Lu}[\p{Ll}'’-]+\s+)?$/u,
  // A sentence of a name and where they are, with no verb ("Ada, in the chair by the window, with her cane across her
  // knees."; "Tom, at the head of the table."), as a scene lists those in the room: the name opens the sentence (a
  // title or "And" before it), each phrase after it a place or a "with", to the sentence's end. A grave, the earth
  // or a picture is no place in the scene.
  presenceFragment: {
    before: /^[\s"“‘(*_]*(?:(?:And|Then|Also)\s+)?(?:\p{Lu}\p{Ll}*\.?\s+)?$/u,
    after:
      /^,?\s+(?:in|at|by|beside|behind|near|on)\s+(?:the|his|her|their|a|an)\s+(?!(?:mind|thoughts|heart|memory|memories|dreams?|prayers?|grave|graves|coffin|earth|ground|photograph|photo|picture|portrait|frame|painting)\b)[^,.;:!?"“”]{1,60}(?:,\s+(?:and\s+)?(?:with|in|on|at|by|beside|near)\s+[^,.;:!?"“”]{1,80})*[.!?]?\s*$/,
  },
  // "coming out of his house with Ada on his arm", "walked in with Ada at her side", "with old Tom in tow": one led
  // or kept beside another is in the scene with them.
  escort: {
    before: /\bwith\s+(?:\p{Ll}+\s+)?$/u,
    after:
      /^\s+(?:(?:on|upon)\s+(?:his|her|their|my|your)\s+arm|at\s+(?:his|her|their|my|your)\s+(?:side|elbow|heels)|in\s+tow|(?:beside|behind)\s+(?:him|her|them|me|us))\b/,
  },
  objectOfPreposition:
    /\b(?:about|of|for|with|without|to|from|at|by|on|upon|in|into|onto|over|under|after|like|than|towards?|beside|behind|near)\s+$/i,
  // ("My brother Moïse and I were born in it": a birth, before any death, is no act of theirs after it.)
  compoundSubject:
    /^\s+and\s+(?:I|(?:\p{Lu}[\p{Ll}'’.-]+\s+){0,2}\p{Lu}[\p{Ll}'’-]+)\s+(?:(?:[a-z]+ly|still|then|just|also|both)\s+)?([a-z]+)\b(?!\s+born\b)/u,
  // "she died", "he had died", "He had been dead six years", "she was killed in the war"; "he had probably been dead
  // an hour" (how long is the guess, not the death).
  pronounDeath:
    /\b(he|she)\s+(?:(?:had\s+)?died|had\s+(?:\p{Ll}+ly\s+|already\s+|long\s+)?been\s+dead|(?:was|had\s+been)\s+killed)\b/giu,
  unreal: /\b(?:dream\w*|nightmare|imagin\w*|pictured|fancied|fancy|wish\w*|pretend\w*|as if|as though)\b/i,
  // "She thought Ben had died" doubts it; "She thought about Ben, who had died…" only remembers him.
  deathDoubt:
    /\b(?:if|unless|whether|lest|should|would|might|could|nearly|almost|feared|thought(?!\s+(?:about|of)\b)|believed|supposed|rumou?red|said|if\s+ever|before|until|in case|as though|as if)\b[^.;:]*$/i,
  streetWords: new Set(
    'rua rue calle avenida praça praca largo calçada calcada beco travessa piazza piazzale vicolo plaza platz via boulevard'.split(
      ' ',
    ),
  ),
  placeLeads: new Set('los las el san santa santo são sao puerto porto port fort mount monte'.split(' ')),
  placeBefore: /\b(?:in|at|to|from|into|towards?|near|through|across|beyond|outside|inside|of)\s+(?:the\s+)?$/,
  placeAhead: /\b(?:to|towards?|for)\s+(?:the\s+)?$/,
  // A list may run long ("with black hair tied up in a kerchief, red hands that had been kneading bread since four,
  // and, unexpectedly, blue eyes"; "with dark hair she wears in a knot and grey eyes"), but never past a clause of
  // another subject (", and she saw their grey eyes") or a person ("his cap on, and a girl with red hair").
  withFeature:
    /\bwith\s+(?:(?:a|an|the)\s+)?(?:(?!(?:and|but|so|then)\s+(?:she|he|they|we|you|i)\b)(?!(?:(?<=,\s*)(?:she|he|they|we|you|i)|who|whom|whose|woman|women|girl|girls|lady|ladies|man|men|boy|boys|child|children|people|fellow|stranger)\b)[\p{L}-]+[ ,]+){0,24}?(?:and\s+)?((?:[\p{L}-]+\s+){0,2}?)$/iu,
  colourAfter:
    /^\s+(?:so\s+|of\s+)?(?:an?\s+)?(?:(?:pale|dark|deep|light|bright|clear|cold|faded|washed-out)\s+)?(?:an?\s+)?(\p{L}+)/iu,
  // "red-headed", "fair-headed" tell the hair as "red-haired" does ("hot-headed" names no colour, so gives none).
  features: { eyes: 'eyes', hair: 'hair', eyed: 'eyed', haired: '(?:haired|headed)', head: 'head' },
  // "He worked like Dad", "the way Dad said a boat should": the dead compared with or quoted as they were; "the
  // coffin … and the Captain goes in onto the stone shelf": the dead carried to their rest.
  remembered:
    /\b(would have|could have|might have|used to|if|as if|as though|wished|imagined|pictured|ghost|grave|coffin|casket|tomb|bier|hearse|shroud|memory|remember\w*|dream\w*|photograph|portrait|letter|diary|journal|once|years? (?:ago|before|earlier)|like|the way)\b/i,
  timePasses:
    /\b(?:later|afterwards|days|weeks|months|years|since|passed|meanwhile|that week|that month|(?:second|third|fourth|fifth|sixth|last) (?:day|morning|night|evening|week))\b/i,
  ageAfterName:
    ',\\s+who\\s+(?:was|is)\\s+(\\d{1,3}|[a-z]+(?:-[a-z]+)?)\\b(?!\\s+(?:minutes|hours|days|weeks|months|miles|feet|yards|times|of|in|at)\\b)',
  pronounAge:
    /^\s*(He|She)(?:(?:\s+(?:was|is)|['’]s)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+years\s+(?:old|of\s+age))?(?=\s*[,.;]|\s+(?:that|this)\s+(?:winter|summer|spring|autumn|year)\b|\s+now\b|\s+and\s+(?!(?:a\s+half|the\s+same|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|one|two|three|four|five|six|seven|eight|nine)\b))|(?:\s+(?:had\s+|has\s+)?|['’]d\s+)turned\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)\b(?!\s+(?:yards|feet|miles|times|degrees|pages|minutes|seconds))|\s+(?:was|is)\s+an?\s+(?:[a-z-]+\s+){0,2}(?:man|woman|fellow|girl|boy|lad|lass|widow|widower),\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?=\s*,))/,
  allYearsAge: /\ball\s+(his|her)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+years\b(?=\s*(?:[.;,!?)]|$))/i,
  pronounAgeLead:
    /^\s*(?:(?:At|Aged)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+years\s+old)?,?\s+(?=(?:he|she)\s+(?:still|now|already|yet|is|has|does)\b)|Now\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+years\s+old)?,?\s+|(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+years\s+old,\s+(?:and\s+)?)(he|she)\b(?!\s+(?:had|would|used|could|might|should|was\s+already)\b)/iu,
  objectNouns: new Set(
    'knife dagger sword blade pistol revolver gun rifle compass watch pocket-watch locket ring necklace pendant brooch bracelet amulet key keys lantern lamp map journal diary notebook logbook ledger medal badge coin pipe cane staff wand flask telescope spyglass binoculars camera phone radio satchel briefcase suitcase trunk box casket violin fiddle guitar flute harmonica accordion concertina banjo mandolin ukulele fork whistle umbrella pen'.split(
      ' ',
    ),
  ),
  objectSynonyms: new Map([
    ['glasses', 'binoculars'],
    ['timepiece', 'watch'],
  ]),
  objectOtherNames: new Map([
    ['field glasses', 'binoculars'],
    ['field-glasses', 'binoculars'],
    ['opera glasses', 'binoculars'],
    ['mouth organ', 'harmonica'],
    ['mouth-organ', 'harmonica'],
    ['squeezebox', 'accordion'],
  ]),
  // "with his hands wiped", "their leaves": a passing verb's word after a possessive is a noun, no passing.
  objectPassing:
    /(?<!\b(?:his|my|their|your|its|our)\s)\b(?:gave|give|gives|given|handed|hands|passed|passes|lent|lends|took|takes|taken|stole|steals|stolen|found|finds|lost|loses|dropped|drops|returned|returns|bought|buys|sold|sells|borrowed|borrows|inherited|inherits|left|leaves|snatched|grabbed|pocketed|traded|swapped|kept|keeps|shared|wrenched|seized|picked up|picks up|(?<!\b(?:his|her|my|their|your|its|the|a)\s)back)\b/i,
  passedThing:
    /^\s+(?:(?:off|up|out|down|away)\s+)?(?:his|her|my|their|your|our|the|a|an)\s+((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)/u,
  objectGiving: new Set(
    'gave give gives handed hand hands lent lend lends passed pass passes entrusted entrusts'.split(' '),
  ),
  objectUsing: new Set(
    [
      'turned turn turns held hold holds holding waved wave waves opened open opens wound wind winds used use uses raised raise raises lifted lift lifts checked check checks polished polish polishes fingered finger fingers gripped grip grips clutched clutch clutches drew draw draws brandished brandish brandishes consulted consult consults wore wear wears',
      // The care and handling a thing gets in its holder's hands: "dried his knife and wrapped it", "wiped the
      // blade", "unhooked the keys from her belt", "uncapped the pen", "oiled the pistol".
      'wiped wipe wipes dried dry dries cleaned clean cleans sharpened sharpen sharpens honed hone hones whetted whet whets oiled oil oils wrapped wrap wraps unwrapped unwrap unwraps folded fold folds unfolded unfold unfolds unhooked unhook unhooks unclipped unclip unclips uncapped uncap uncaps unscrewed unscrew unscrews loaded load loads cocked cock cocks sheathed sheathe sheathes unsheathed unsheathe unsheathes weighed weigh weighs',
    ]
      .join(' ')
      .split(' '),
  ),
  objectReturn: /^\s*(?:\S+\s+){0,3}?(?:back|again)\b/i,
  givenDeterminers: '(?:the|his|her|my|their)',
  objectCompoundHeads:
    '(?:chains?|fobs?|straps?|rings?|fingers?|hooks?|nails?|pegs?|stands?|racks?|shops?|offices?|makers?|rooms?|posts?|holes?|calls?|entry|entries|players?|strings?|smoke|ribbons?|lanyards?|holsters?|sheaths?|scabbards?|cords?)',
  introDeterminers: '(?:a|an)',
  verbBeforeObject:
    /(\p{L}+,?)\s+(?:(?:[a-z]+ly|then|also|still|just)\s+)?(\p{L}+)\s+(?:(?:down|out|up|off|over|away)\s+)?(?:(?:him|her|me|them|\p{Lu}\p{L}+\.?(?:\s+\p{Lu}\p{L}+){0,2})\s+)?$/u,
  subjectPronoun: { female: /^she$/i, male: /^he$/i },
  objectPronoun: { female: /^her$/i, male: /^him$/i },
  possessiveAfter: /^['’]s\b/,
  kinAfterName:
    /^['’]?,?\s+(?:(?:his|her|their|my|our|your|the)\s+(?:\w+\s+)?)(?:wife|husband|widow|mother|father|son|daughter|brother|sister|uncle|aunt|cousin|nephew|niece|grandson|granddaughter|grandmother|grandfather|child|fianc[ée]e?|ex|twin)\b/iu,
  asideAfterName: /^,\s+(?:in|with|on|under|at|from|without|still in|as always|as usual)\s+[^,;.!?"“”]{1,40},\s/,
  progressiveAfter:
    /^\s+(?:was|is|were|are)\s+(?:(?:still|already|just|now|also|busy)\s+)?(?!being\b|going\b)([a-z]+ing)\b/,
  deathRelative: /^,\s+who\s+/,
  deathAndPronoun: /^,?\s+and\s+(he|she)(?=\s)/i,
  // A full stop only after an abbreviation's capital ("St. Georges", "P.Q."), so no sentence is read through.
  deathAside:
    /^\s+(?!(?:and|but|or|who|whom|whose|which|that|when|while|as|if|because|he|she|they|I|we|you|it)\b)(?:[^,;:!?"“”.]|(?<=\b\p{Lu}\p{Ll}?)\.){1,30}$/u,
  nextClause: /;|[,—–]\s*(?:and|but|while|which|who|whom|whose|he|she|they|I|we)\s/,
  noticeDeath: /(?:^|,)\s*(died|passed\s+away|drowned|was\s+killed)\b/i,
  documentKinAside:
    /,\s*(?:the\s+)?(?:(?:beloved|dear|dearly\s+loved|late)\s+)?(?:wife|husband|widow|widower|son|daughter|mother|father|sister|brother|aunt|uncle|niece|nephew|cousin|grandson|granddaughter|grandmother|grandfather)\s+of\s+(?:[^,.;]|(?<=\b\p{Lu})\.)+,/giu,
  documentNameTail:
    /^(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{Ll}'’-]+))*(?:,?\s+(?:of|from)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*,?)?/u,
  endearments: new Set('darling dearest dear sweetheart sweetie honey love dearie pet'.split(' ')),
  givenMonths: /^(?:april|may|june|august)$/,
  monthAsDate: {
    before:
      /(?:\b(?:in|of|since|until|till|by|last|next|early|late|mid|this|that|every|through|before|after|during|from|to)|\d(?:st|nd|rd|th)?)[\s-]+$/i,
    after: /^[\s,]*(?:of\s+)?(?:\d|the\s+\d|(?:last|next|this)\b)/i,
  },
  messages: {
    header: /^\s*(?:[*_]{1,2})?(?:From|To|Sent|Date|Subject|Cc|Bcc|Reply-To)(?:[*_]{1,2})?\s*:/,
    greeting:
      /^\s*(?:(?:[Hh]i|[Hh]ey|[Hh]ello|[Dd]ear|[Dd]earest)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*[,—–!:]?|\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*,)\s*$/u,
    signOff: /^\s*(?:[-—–~]\s*)?\p{Lu}[\p{L}'’]*\.?(?:\s+\p{Lu}[\p{L}'’]*\.?){0,2}\s*$/u,
    chatLine:
      /^\s*(?:[>-]\s*)?(?:\[[^\]\n]{1,24}\]\s*)?(?:[*_]{1,2})?(?!(?:From|To|Re|Subject|Sent|Date|Cc|Bcc|In|At|On|By|For|With|Of|Then|And|But|So|Note|Yes|No|Well)\b)\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}(?:\s*\([^)\n]{1,24}\))?(?:[*_]{1,2})?\s*:\s*(?:[*_]{1,2})?\s*\S/u,
    timedLine:
      /^\s*(?:(?:\*\*|__|\[|\()[^\n]{0,60}?\b\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\b[^\n]{0,60}?:|\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s*[—–-]?\s*\p{Lu}[\p{L}]*:)/iu,
    stampLine:
      /^\s*(?:\*\*[^*\n]{0,60}?\b\d{1,2}:\d{2}\b[^*\n]{0,60}\*\*|\[[^\]\n]{0,60}?\b\d{1,2}:\d{2}\b[^\]\n]{0,60}\])\s*$/u,
  },
  maidenTitles: new Set(['miss', 'ms', 'mademoiselle', 'signorina', 'señorita', 'fräulein']),
  saintTitles: new Set(['saint', 'st', 'ste', 'san', 'santa', 'santo', 'sainte']),
  articleBefore: /(?:^|[^\p{L}'’])[Tt]he\s+$/u,
  // The kin word whole ("his wifely " is none) and the title after it capitalised ("my uncle Mr. ", not "his wife
  // and "): case is told apart only on the kin word's first letter ("Husband: ").
  kinBeforeName: new RegExp(
    `\\b(?:${'wife husband widow mother father son daughter brother sister uncle aunt cousin nephew niece grandson granddaughter grandmother grandfather child fianc[ée]e?'
      .split(' ')
      .map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`)
      .join('|')})(?![\\p{L}-])[,:]?\\s*(?:\\p{Lu}\\p{L}*\\.?\\s+)?$`,
    'u',
  ),
  deathCues: {
    any: /\balive\b|\bdead\s+(?:man|woman|boy|girl)\b/i,
    aliveAfter: /^\s+(?:had\s+been|['’]d\s+been|was|were)\s+(?:still\s+)?alive\b(?!\s+(?:to|with|and\s+well)\b)/,
    aliveBefore: /(?:\b(?:when|while|whilst)|\bthe\s+last\s+time\b[^.;:!?]*?,)\s*$/i,
    deadEpithet: /\bthe\s+dead\s+(man|woman|boy|girl)(?:['’]s)?(?!\p{L})/giu,
    female: /^(?:woman|girl)$/i,
    verbAfterName: /^,?\s+(?:(?:[a-z]+ly|still|then|just|also|never|always|once|only)\s+)?([a-z]+)\b/,
  },
  openingSubjectVerb: /^[\s"“‘(*_]*(\p{L}+)\s+(?:[a-z]+ly\s+|then\s+|still\s+)?(\p{Ll}+)\b/u,
  featureBeforeOf: /((?:[\p{L}-]+\s+){1,3})of\s+$/u,
  placePossessive: /^['’]s\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/u,
  letterOpening:
    /^\s*(?:(?:my\s+)?(?:dear|dearest|darling|beloved)\s+[^\n.!?]{0,40}[,:]|(?:sir|madam|gentlemen|to whom it may concern)[,:]|dear\s+diary\b)/i,
  letterClosing:
    /(?:^|\n)\s*(?:yours|your\s+(?:affectionate|loving|devoted|obedient|humble|faithful)|sincerely|faithfully|with (?:love|all my love)|ever yours|love,|affectionately)\b/i,
  recollection:
    /\b(?:knew|known|remembered|remembers|recalled|recalls|missed|misses|mourned|mourns|thought of|thinks of|used to|always|never|habit|whenever)\b/i,
  // Lenses change eyes as contact or coloured lenses, or in a sentence about eyes: "the round black lenses" of
  // binoculars change no one.
  // A haircut is no change of colour: "Rose cut her hair" leaves it black, so a fair head after it is still a slip
  // (the cut is read as a length, hairGrownBack).
  // Dye, henna, a wig speak of hair by themselves; "bleached", "tinted", "went grey" only in a sentence about hair,
  // eyes or a head (the sun-bleached hammer, the tinted glass are no change of anyone's hair). "Coloured" is a change
  // only as a salon's work ("had it coloured", "coloured her hair"): "she coloured" alone is a blush.
  changeCues:
    /\b(?<!-)(?:dye[ds]?|dyeing|henna(?:ed)?|wig|peroxide|(?:contact|colou?red)\s+lenses|(?:had|has|have|having|got|get|gets|getting) (?:it|(?:her|his|my|their) hair) colou?red|colou?r(?:ed|ing) (?:her|his|my|their) hair)\b|^(?=[\s\S]*\b(?:hair|eyes|head)\b)[\s\S]*?\b(?<!-)(?:bleach(?:ed|es|ing)?|tint(?:ed)?|lenses|turn(?:ed|s|ing)? (?:grey|gray|white|silver)|(?:went|go(?:es|ne|ing)?) (?:grey|gray|white|silver)|greying|graying|shaved? (?:her|his|my|their) head)\b/i,
  speechVerbs:
    /\b(said|says|asked|asks|replied|replies|whispered|whispers|shouted|shouts|called|calls|answered|answers|murmured|murmurs|cried|cries|exclaimed|exclaims)\b/i,
  unquotedSpeechBefore:
    /\b(?:say(?:s|ing)?|said|ask(?:s|ed|ing)|repl(?:y|ies|ied|ying)|whisper(?:s|ed|ing)|shout(?:s|ed|ing)|call(?:s|ed|ing)|answer(?:s|ed|ing)|murmur(?:s|ed|ing)|cr(?:y|ies|ied|ying)|exclaim(?:s|ed|ing)|yell(?:s|ed|ing)|t(?:ell(?:s|ing)?|old)(?=\s+(?:him|her|them|me|us|you)\b))(?:\s+(?:to\s+)?(?:him|her|them|me|us|you))?\s*[,:]\s+(?!(?:and|but|then|so|or|yet)\b)[^;!?—–]*$/i,
  sections: {
    // "Where" and "When" alone (a page's terse headings): the places, the timeline.
    characters: /\b(characters?|cast|people|persons?|dramatis personae)\b/i,
    places: /\b(places?|locations?|settings?|sets|geography|world)\b|^\s*where\s*$/i,
    timeline: /\b(timeline|chronology|calendar|events|dates|schedule|sequence)\b|^\s*when\s*$/i,
    objects: /\b(objects?|items?|props|artifacts?|artefacts?|things|effects)\b/i,
    style: /\b(style|voice|point of view|pov|tense|rules)\b/i,
    threads: /\b(open threads?|threads?|setups?|foreshadowing|promises|mysteries|loose ends|plot threads|payoffs?)\b/i,
  },
  firstPerson: new Set(['i', 'me', 'my', 'mine', 'myself']),
  thirdPerson: new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']),
  subjects: new Map([
    ['i', 'first-singular'],
    ['we', 'plural'],
    ['they', 'plural'],
    ['he', 'third-singular'],
    ['she', 'third-singular'],
  ]),
  verbs: verbTable(),
  modals: new Set(['could', 'would', 'should', 'might', 'must', 'can', 'will', 'shall', 'may']),
  adverbs: new Set(
    'also then still just never always suddenly slowly quickly finally only already almost quietly softly again even barely nearly simply carefully gently sometimes often rarely once now really later soon afterwards meanwhile perhaps today tonight tomorrow yesterday'.split(
      ' ',
    ),
  ),
  colours: new Map(COLOURS),
  weekdays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  months: [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ],
  seasons: new Map([
    ['spring', 'spring'],
    ['summer', 'summer'],
    ['autumn', 'autumn'],
    ['fall', 'autumn'],
    ['winter', 'winter'],
  ]),
  ordinals: new Map(
    'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'
      .split(' ')
      .map((word, i) => [word, i + 1] as [string, number])
      // "the thirtieth of June"; 21st to 29th and 31st are a tens word before one of these.
      .concat([['thirtieth', 30]]),
  ),
  numbers: new Map(
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
      .split(' ')
      .map((word, i) => [word, i + 1] as [string, number])
      .concat('thirty forty fifty sixty seventy eighty ninety'.split(' ').map((word, i) => [word, (i + 3) * 10])),
  ),
  timeBack: /\b(?:(?:years|months|weeks) (?:ago|earlier|before)|long ago)\b/i,
  // "the way you laugh when somebody remembers the right thing": a likeness, like "as if", not a memory told.
  simile: /\b(?:as if|as though|like|the way)\b[^,;:.!?—–]*/gi,
  // "There is a thing divers used to do", "the song she used to sing": a habit in a relative clause describes the
  // thing, in the story's present; no memory is told.
  habitLikeness:
    /\b[Aa]s\s+(?:he|she|I|we|they|you|\p{Lu}\p{L}+)\s+(?:had\s+)?used\s+to(?:\s+do)?(?=\s*(?:[,;:.!?—–]|$))|\b(?:[Aa]n?|[Tt]he|[Tt]his|[Tt]hat|[Oo]ne)\s+(?:thing|way|song|word|place|trick|game|name|story|custom)\s+(?:(?:that|which)\s+)?(?:\p{Ll}+|I)\s+used\s+to\b/gu,
  // Not "when": "when we used to swim there" is a time of its own, told as memory.
  habitRelative: /\b(?:where|that|which|who|whom)\s+(?:[\p{L}'’]+\s+){0,3}?(?:had\s+)?used\s+to\b/giu,
  // Whole lower-case words. "-ed" and "-ing" read as verbs unless a noun or a number ("hundred", "morning"): a word
  // misread as a verb only keeps a repeat reported.
  regularPast: /^\p{Ll}{2,}[^e\P{L}]ed$/u,
  verbForm:
    /^(?:am|is|are|was|were|be|been|being|has|have|had|having|do|does|did|will|would|shall|should|can|could|may|might|must|[\p{L}]+['’](?:d|ll|re|ve|m)|[\p{L}]+n['’]t|(?!(?:hundred|kindred|sacred|naked|wicked|beloved|morning|evening|ceiling|building|nothing|something|anything|everything|during|sibling|pudding|stocking|shilling|farthing|lightning|spring|string|thing|king|ring|wing)$)[\p{L}]{2,}(?:ed|ing))$/u,
  // "When I was nine, Dad took me…": an age opening a clause dates what follows back; "the tree Hal fell out of when
  // he was seven" inside a clause dates only the fall.
  memoryOpening:
    /^\s*["“‘(]?\s*(?:and |but |then |once )?when (?:I|we|she|he|they) (?:was|were) (?:(?:a |an )?(?:little |small |young )?(?:girl|boy|child|kid|lad|lass|baby|teenager|schoolgirl|schoolboy)|young|little|small|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|\d{1,2})(?: years old)?\b(?!\s+(?:minutes?|hours?|days?|weeks?|months?|miles?|feet|foot|yards?|steps?|pages?|o['’]clock|times)\b))/i,
  dreamTold: /\b(?:dream(?:ed|t|s|ing)?|nightmares?)\b/i,
  wakingTold: /\b(?:woke|wakes|awoke|awakes|awakened|woken|waking)\b/i,
  memoryMarkers:
    // "the first thing people remembered about her", "what everyone recalls of him": what anyone remembers of a person
    // is how they are, no past told; "nobody remembered until dinner time" is a thing forgotten, no past told either.
    // "He did not remember taking it out", "he didn't quite remember" (the n't is inside its word, no boundary before
    // it), "she remembered to lock it": no past told. "In Theresa's memory", "in
    // living memory": as far as anyone recalls, no memory told. "Since before she could remember", "for as long as
    // I can remember": always, no memory told. "Nobody now living remembered", "no one else recalled": the same, a word
    // or two of time or place between.
    /(?<!(?:\bnot|n['’]t|\bnever)\s+(?:(?:ever|even|quite|really|always|truly)\s+)?)(?<!\b(?:people|everyone|everybody|anyone|anybody|nobody|no\s+one|folk|folks)(?:\s+(?:now|still|else|alive|living|there|here|then)){0,2}\s+)(?<!\b(?:before|since|as long as|than)\s+(?:she|he|I|they|we|anyone|anybody)\s+(?:could|can)\s+)\b(remember(?:ed|s|ing)?(?!\s+to\b)|recall(?:ed|s)?|(?<!\bin\s+(?:living|[a-z]+['’]s)\s+)memor(?:y|ies)|dream(?:ed|t|s|ing)?|nightmare|flashback|years (?:ago|earlier|before)|long ago|back then|as a (?:girl|boy|child)(?!['’]s)|when (?:she|he|I|they) (?:was|were) (?:young|a (?:girl|boy|child))|used to|had once|in the old days|ghost|imagined|pictured)\b/i,
  movement:
    /\b(went|walked|ran|drove|rode|sailed|flew|came|arrived|returned|left|headed|hurried|crossed|travel(?:l)?ed|climbed|moved|followed|reached|rowed|fled|took the|boarded|set off|made (?:her|his|their) way|go|goes|walk|walks|drive|drives|ride|rides|cycle|cycles|arrive|arrives|return|returns|head|heads|hurry|hurries|cross|crosses|climb|climbs|come|comes|leave|leaves|set out|sets out|later|hours|morning|evening|night|next day|afterwards|then)\b/i,
  occupations: new Set(
    'pilot captain sailor fisherman fisherwoman doctor nurse surgeon teacher priest vicar nun monk baker butcher blacksmith smith carpenter farmer shepherd soldier sergeant lieutenant colonel general knight guard constable detective inspector sheriff lawyer judge clerk banker merchant shopkeeper innkeeper barman barmaid bartender waiter waitress cook chef maid butler gardener keeper lighthouse-keeper engineer mechanic driver mayor governor king queen prince princess duke duchess lord lady scholar professor student librarian archivist historian journalist reporter editor writer poet painter artist musician singer actor actress thief smuggler spy healer midwife apothecary chemist scientist physicist astronomer navigator cartographer miner weaver tailor seamstress cobbler potter mason architect servant courier messenger postman postmistress ferryman boatman diver hunter trapper ranger witch wizard mage sorcerer'.split(
      ' ',
    ),
  ),
  // Not "again" or "once more" alone: a sentence pasted twice often holds them ("she looked at the sea again").
  recalled: /\b(?:remember(?:ed|s)?|recalled)\b(?!\s+to\b)/i,
  // "…the way the old man had heard it that night", "just as she had seen it once before": a sentence that says
  // whose earlier hearing or seeing it repeats points back to the scene it echoes.
  callback:
    /\b(?:this time|as (?:always|before|ever|usual)|as (?:she|he|they|I|we|you) always (?:did|does|do|had)|(?:the (?:same )?way|just as|as) (?:[a-z'’]+ ){0,3}had (?:heard|seen|watched|known|listened to|felt|found|left|said|told|sung|played) (?:it|them|him|her|that|this)|as it had (?:on|in|at|that|the first|before|once))\b/i,
  fatigue: [
    "a breath (?:she|he|I|they) didn't know (?:she|he|I|they) (?:was|were) holding",
    'a testament to',
    'tapestry of',
    'palpable tension',
    'sent shivers? down (?:her|his|my|their) spine',
    'eyes sparkling with mischief',
    'the weight of (?:the|her|his|my) world',
    'in the grand scheme of things',
    'little did (?:she|he|they|I) know',
    'a dance of',
    'delve(?:d)? into',
  ],
  speech: new Set(
    'say says said ask asks asked reply replies replied answer answers answered whisper whispers whispered call calls called tell tells told'.split(
      ' ',
    ),
  ),
  stopWords: new Set(
    "a an the and or but if of in on at to for with from by as is was were be been are am it its it's he she they we i you his her their our my your him them me us that this these those there here then than so not no nor do did does had has have would could should will shall may might must can into onto out up down over under again once all any some each every which who whom whose what when where why how just very too also only own same other such more most less few both while before after about above below between through during without within along across behind beyond toward towards upon".split(
      ' ',
    ),
  ),
  reading: {
    notBeforeOfColour: /^(?:in|with|of|from|at|on|by|for|who|that|which|and|or|but)$/i,
    colourOf:
      /^\s*,?\s*(?:(?:were|was|are|is)\s+)?(?:the\s+colou?r\s+of|of)\s+(?:an?\s+|the\s+)?(?:(?:pale|dark|deep|light|bright|clear|cold|faded|washed-out|wet|new)\s+)?(\p{L}+)(?:\s+(\p{L}+)(?:\s+(\p{L}+))?)?/iu,
    theyColour:
      /^\s*They\s+(?:are|were)\s+(?:still\s+)?(?:(?:the|a|an|same|very|so|most|pale|palest|bright|washed|washed-out|dark|darkest|deep|light|clear|cold|faded|soft|startling|piercing|vivid|exact|strange|odd|old|wet)[ ,]+){0,4}(\p{L}+)\b/u,
    colourLead:
      '(?:(?:the|a|an|same|very|so|most|pale|palest|bright|washed|washed-out|dark|darkest|deep|light|clear|cold|faded|soft|startling|piercing|vivid|exact|strange|odd|old|wet|still|as ever)[ ,:]+){0,4}',
    featureAside:
      /^(?:\s*,)?\s+(?:(?:in|under|by|against|at|beneath)\s+(?:the|this|that|such|her|his|my|its|their)\s+(?!(?:[\p{L}-]+\s+){0,2}?(?:photo\w*|pictures?|portraits?|paintings?|drawings?|sketch\w*|images?|snapshots?)\b)(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+(?:\s+of\s+(?:the|a|an|her|his|my|its|their)\s+[\p{L}-]+)?|which|that|now|still|tonight|today|always|too|again)(?:\s*,)?(?=\s+(?:were|was|are|is)\s)/iu,
    notEyeColours: new Set(['red', 'pink']),
    deniedColour:
      /^\s*(?:not|never|no\s+longer)\b[^.;!?]*?(?:\bbut\s+((?:[\p{L}-]+[ ,]+){0,2}[\p{L}-]+))?(?=$|[.;!?])/iu,
    hairAlike: new Map([['orange', 'red']]),
    whose: 'whose',
    epithetBefore:
      /^\s+(?:[\p{L}-]+\s+){0,2}?(?:man|woman|boy|girl|lad|lass|child|fellow|youth|gentleman|lady|stranger|figure|doctor|pilot|keeper|sailor|widow|clerk)\s*,\s*$/u,
    bareApposition: /^\s*,\s*$/,
    datedRecord:
      /^\s*[*_]+\s*(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}(?:st|nd|rd|th)?),?\s+\d{4}\b/i,
    // A date ends at a word's end or at the "_" that closes italics ("_Tuesday, the 4th of May_"): no \b there.
    diaryEntry:
      /^\s*>?\s*[*_]+\s*(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)(?![a-z\d])|(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}(?:st|nd|rd|th)?(?![a-z\d]))[^*_\n]{0,12}[*_]+/i,
    // "Ada was a hazel-eyed girl", "She is twenty-nine years old, dark-haired and grey-eyed": the one described.
    onlyWindow:
      /\b(?:one|a\s+single|its\s+only|the\s+only)\s+(?:(?:small|little|narrow|square|low|dusty|dirty|glazed)\s+)*window\s+(?:facing|looking|that\s+faced|which\s+faced|to(?:wards)?\s+the|on\s+the)\s+(north|south|east|west)\b/i,
    windowFacing:
      /\b(?:its|the)\s+(north|south|east|west)(?:ern)?\s+window\b|\b(?:its|the)\s+window\s+(?:facing|to(?:wards)?\s+the)\s+(north|south|east|west)\b/i,
    buildingSubject:
      /^[\s"“‘(*_]*[Tt]he\s+(?:(?:\p{Lu}[\p{L}'’-]*|old|little|small|stone|new)\s+)*(hut|cottage|cabin|bothy|shed|shanty|croft|chapel|church|schoolhouse|lighthouse|barn|house|homestead|farmhouse|shack)\b/u,
    buildingPronoun: /^[\s"“‘(*_]*It\b/u,
    // No pronoun, article or possessive in the clause before the comma: "Tom kissed her, tall and" is about her.
    adjunctOfSubject:
      /^\s+(?:(?!(?:him|her|them|me|us|you|the|a|an|his|their|my|our|your|its|and|but|who|which|that)\b)\p{Ll}[\p{Ll}'’-]*\s+){0,3}(?!(?:him|her|them|me|us|you|the|a|an|his|their|my|our|your|its|and|but|who|which|that)\b)\p{Ll}[\p{Ll}'’-]*\s*,\s+(?:\p{Ll}[\p{Ll}-]*(?:\s*,\s*(?:and\s+)?|\s+and\s+)){0,3}$/u,
    describedAs:
      /^(?:\s*,\s*(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2}?|\s+(?:was|is|looked|looks|seemed|seems)\s+(?:(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2}?|(?:(?:[\p{L}-]+\s+years\s+old|[\p{L}-]+)(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)){1,4})?)$/u,
    colourOfBefore: /\bthe\s+(?:[\p{L}-]+\s+){0,2}?(\p{L}+)\s+of\s+$/iu,
    personOfAge:
      /\b(?:a|an)\s+(?:[\p{L}-]+[\s,]+){0,3}?(man|woman|boy|girl|lad|lass|child|widow|widower|fellow|youth|gentleman|lady)\s+of\s+(?:(about|around|nearly|almost|some|roughly|perhaps|maybe)\s+)?(\d{1,3}|[a-z]+(?:-[a-z]+)?)\b(?!\s+(?:or|to|and|years?\s+or|means|letters|words|parts|few|some|God|the|his|her))/u,
    apposition: /^(?:\s*,\s*|\s+(?:(?:himself|herself)\s+)?(?:was|is)\s+)$/,
    // "a tall fair young man", "a small, dark woman": fair or dark beside another word of looks (never "a fair man"
    // alone, nor "a fair and honest man": fairness of dealing).
    personOfHair:
      /(?:^|[^\p{L}])(?:a|an)\s+((?:(?!and\b|but\b|or\b)[\p{Ll}-]+[\s,]+){0,2}?(fair|dark)(?:[\s,]+(?!and\b|but\b|or\b)[\p{Ll}-]+){0,2}?)\s+(man|woman|boy|girl|lad|lass|fellow|youth|gentleman|lady)\b/u,
    approximate: new Map<string, [number, number]>([
      ['about', [-3, 3]],
      ['around', [-3, 3]],
      ['some', [-3, 3]],
      ['roughly', [-3, 3]],
      ['perhaps', [-3, 3]],
      ['maybe', [-3, 3]],
      ['nearly', [-3, -1]],
      ['almost', [-3, -1]],
    ]),
    predicate: /^\s+(?:was|is|stood|stands|sat|sits|waited|waits|came|comes)\b[^,;:"“”]*,\s*$/,
    femaleNouns: new Set(
      'woman women girl lady lass mother daughter wife sister aunt widow niece bride nun mum mummy mom mommy mam gran granny grandma nan nana nanna'.split(
        ' ',
      ),
    ),
    // The verb after "and" that shares the subject before it in the sentence ("… and pressed the button", ", and
    // turned away"); "and she turned" is another subject's.
    andVerb: /^.*?\band\s+(?:\p{Ll}+ly\s+)?(\p{Ll}+)/u,
    // "her" is an object only before a stop or a preposition ("took her by the arm"), else it may be her own ("met her
    // brother").
    otherOfTheGender: {
      male: /^\s+(?:\p{Ll}+\s+){1,2}him\b/u,
      female:
        /^\s+(?:\p{Ll}+\s+){1,2}her(?=\s*[,.;:!?]|\s+(?:at|in|on|to|from|with|by|for|into|off|up|down|out|back|away|again|and|there|here)\b)/u,
    },
    clauseJoinBefore: /(?:[,;]\s*(?:and|but|while|whereupon)?|\b(?:and|but|while))\s+$/u,
    nextClause: /[;:—–]|,\s*(?:and|but|or|so|yet|except|while|when|because|though|although|until|as|where|which|who)\b/,
    kinNounBefore:
      /\b(?:my|his|her|our|their|your)\s+(?:(?:little|big|baby|kid|younger|elder|older|late|dead|own)\s+)?(mother|daughter|wife|sister|aunt|niece|widow|father|son|husband|brother|uncle|nephew|widower)(?:\s*,|\s+(?:was|is))?\s*$/iu,
    // The kin word whole: ", my mother-in-law" is no mother.
    kinNounAfter:
      /^\s*,\s*(?:my|his|her|our|their|your)\s+(?:(?:little|big|baby|kid|younger|elder|older|late|dead|own)\s+)?(mother|daughter|wife|sister|aunt|niece|widow|father|son|husband|brother|uncle|nephew|widower)\b(?!-)/iu,
    maleNouns: new Set(
      'man men boy lad gentleman father son husband brother uncle widower nephew fellow youth dad daddy grandad granddad grandpa'.split(
        ' ',
      ),
    ),
    ageThen:
      /^\s*(?:,\s*)?(?:then|at the time|in those days|back then|when|once|that (?:summer|winter|spring|autumn|year) when)\b/i,
    decadeAge:
      /\bin\s+(his|her|my)\s+(?:(early|mid|late)[\s-]+)?(teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/giu,
    speechOpen: /(?<![\p{L}\p{P}])["“]\s*/gu,
    selfIntroStop: /^\.(?:\s|["”]|$)/u,
    personRelativeAfter: /^\s*,\s+(?:who|whom|whose)\b/u,
    ownNameBefore: /(?:^|[.;:]\s+)(?:[Mm]y name is|I am|I'm|I’m)\s+$/u,
    ownNameAfter: /^[.,](?:\s|$)/u,
    listItemAfterPossessive: /^[\p{L}-]+,?\s+and\s+/u,
    darkHair: /\bdark(?!\s+with\b|\s+from\b|\s+in\b|\s+under\b|\s+against\b)\b/i,
    darkHairColours: ['brown', 'black'],
    // Hazel may be called dark, amber pale; no colour is of both, or pale and dark eyes would agree.
    eyeShades: [
      {
        shade:
          /\bdark(?![\p{L}-])(?!\s+(?:with|from|in|under|against|and\s+(?:tired|swollen|sunken|shadowed|ringed))\b)/iu,
        colours: ['brown', 'black', 'hazel'],
      },
      {
        shade: /\bpale(?![\p{L}-])(?!\s+(?:with|from|in|under|against)\b)/iu,
        colours: ['blue', 'grey', 'green', 'amber'],
        epithet: true,
      },
    ],
    decadeLead: /(?:\b(?:is|was|am|are|were)|['’][sm]|,)\s+(?:(?:now|still|well|already|only|just|barely)\s+)?$/i,
    decadeCue: /(?:teens|ties)\b/i,
    decades: new Map([
      ['teens', 10],
      ['twenties', 20],
      ['thirties', 30],
      ['forties', 40],
      ['fifties', 50],
      ['sixties', 60],
      ['seventies', 70],
      ['eighties', 80],
      ['nineties', 90],
    ]),
    decadePart: new Map<string, [number, number]>([
      ['early', [0, 3]],
      ['mid', [3, 6]],
      ['late', [6, 9]],
    ]),
    ageGuess:
      /\b(?:looks?|looked|seem(?:s|ed)?|appear(?:s|ed)?|might|could|must|would|guess\w*|perhaps|maybe|probably|possibly|thought|think|reckon\w*|pass(?:es|ed)?\s+for|took\s+(?:him|her)\s+for|about|like|as\s+if|as\s+though)\b[^,.;:!?]*$/i,
    bornAfterName:
      ',?\\s+(?:who\\s+)?(?:was\\s+|had\\s+been\\s+)?born\\s+(?:on\\s+|in\\s+)?(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?(?:(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter)\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?(?:of\\s+)?)?(?:in\\s+)?((?:1[5-9]|20)\\d\\d)\\b',
    bornCue: /\bborn\b/i,
    // "in 1960", "the summer of 1952", a date's year ("the fourth of April, 1927", "April 4, 1927").
    yearAside: /,\s*(?:which|who|whom|whose)\b[^,;:.!?]*/giu,
    inAside: /,\s*(?:which|who|whom|whose)\b[^,;:.!?]*$/iu,
    storyYear:
      /\b(?:in|of|summer|winter|spring|autumn|year|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?)\s+((?:1[5-9]|20)\d\d)\b(?!\s*[-–—]|s\b)/gi,
    agedHair: new Set(['grey', 'white']),
    // "going to his daughter at Cravant", "written to Nevers": a capitalised word after these is a place, not someone brought in.
    placeBefore: /\b(?:at|in|near|from|to)\s*$/u,
    heightSaid: /^(?:four|five|six|seven)-(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven)$/i,
    // "Nils Anderson died in March 1941, in his chair by his own stove, at sixty-seven", "… was killed at Ortona, aged
    // twenty-five": an age at a death, the number closing its phrase ("died at six in the morning" is a time).
    ageAtDeath:
      '\\s+(?:had\\s+)?(?:died|was\\s+killed|drowned|was\\s+drowned|passed\\s+away)\\b[^.;:!?"“”]{0,120}?(?:,\\s*|\\s+)(?:at\\s+the\\s+age\\s+of|aged|at)\\s+(\\d{1,3}|[a-z]+(?:-[a-z]+)?)(?=(?:\\s+years\\s+old)?\\s*(?:[,.;:!?]|$))',
    ageAside:
      ',\\s+(?:now\\s+|(?:aged|at)\\s+(?=\\S+(?:\\s+years\\s+old)?\\s*,\\s*(?:still|now|already|yet|is|has|does)\\b))(\\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\\s+years\\s+old)?(?=\\s*,)',
    // "of the Mestre's three"; "a few women, of whom May was one": a count of a group, no age.
    genitiveBefore: /\bof\s+(?:the\s+)?$|\b(?:of|among)\s+(?:whom|which|them|these|those)\s+$/i,
    ageNow:
      "(?:\\s+(?:was|is)|['’]s)\\s+(\\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\\s+years\\s+(?:old|of\\s+age))?(?=\\s*[,.;]|\\s+(?:that|this)\\s+(?:winter|summer|spring|autumn|year)\\b|\\s+now\\b|\\s+and\\s+(?!(?:a\\s+half|the\\s+same|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|one|two|three|four|five|six|seven|eight|nine)\\b))",
    ageTurned:
      "\\s+(?:had\\s+|has\\s+|['’]d\\s+)?turned\\s+(\\d{1,3}|[a-z]+(?:-[a-z]+)?)\\b(?!\\s+(?:yards|feet|miles|times|degrees|pages|minutes|seconds))",
    ageBeforeName:
      /(?:\b(\d{1,3}|[a-z]+(?:-[a-z]+)?)-years?-old\s+(?:[\p{Ll}-]+\s+){0,2}|^[\s"“‘(*_]*[Aa]t\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?),\s+)$/u,
    ageTimeBefore:
      /\b(?:when|whenever|since|until|till|by the time|the (?:year|day|summer|winter|spring|autumn|time)(?:\s+that)?(?!\s+of\b)|before|after|if|unless|as soon as)\s+(?:[^,.;:!?—–"“”]*?\s)?$/i,
    // "I'm sixteen.", "I am seventy-eight, and…"; with "years old" the age is plain whatever follows ("I'm forty-one
    // years old and I never once…"), without it only before a stop ("I'm sixty and" may go on "a half").
    spokenAge:
      /\bI(?:['’]m|\s+am)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+years\s+old\b|(?=\s*(?:[.,;!?—–"”]|$|now\b|this\s+(?:year|spring|summer|autumn|winter)\b)))/g,
    // '"Forty-seven. It is not old."': a bare number said as a sentence of its own, then called old or young.
    spokenBareAge:
      /(?<![\p{L}\p{N},;:—–-]\s*)(\p{Lu}[a-z]+(?:-[a-z]+)?|\d{1,3})[.!]\s+(?:It|That)(?:['’]s|\s+is|\s+was)\s+(?:not\s+|no\s+longer\s+)?(?:so\s+|very\s+|too\s+)?(?:old|young)\b/gu,
    spokenAgeCue: /\bI(?:['’]m|\s+am)\s|\b(?:old|young)\b/,
    tellingNow: /\bnow\b/i,
    // "Sister Hale has been there for ever. She's fifty-two.": an age said of someone just named, in speech.
    spokenOtherAge:
      /\b(she|he)(?:['’]s|\s+is)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+years\s+old)?(?=\s*(?:[.,;!?—–"”]|$|now\b|this\s+(?:year|spring|summer|autumn|winter)\b))/gi,
    selfIntro: /^[.,!]\s+$/,
    speechTagAfter: /^\s+(?:says|said|asks|asked|tells|told|replies|replied|answers|answered)\b/,
    speechTagBefore: /\b(?:says|said|asks|asked|replies|replied|answers|answered)\s+$/,
    hadAfterSubject: /^(?:,\s+who)?(?:\s+(?:had|has|have)(?:\s+got)?|['’](?:s|ve|d)\s+got)\s/,
    pronounHad:
      /(?:^|[^\p{L}])(she|he|I)(?:\s+(?:also|still|always|too))?(?:\s+(?:had|has|have)(?:\s+got)?|['’](?:s|ve|d)\s+got)\s+(?:[\p{L}-]+[ ,]+){0,4}?$/iu,
    hadNotOwn:
      /\b(?:seen|never|met|known|noticed|loved|liked|remembered|imagined|pictured|dreamed|dreamt|hated|painted|drawn|described|kissed|closed|shut|opened|narrowed)\b/i,
    coatedColour:
      /^\s+with\s+(?:the\s+)?(?:dust|flour|snow|frost|ash|ashes|soot|chalk|plaster|mud|blood|rain|sweat|salt|sand|lime|marble|powder|paint|dew|grime|dirt|cement)\b/i,
    animalCoat: /\b(?:dappled?|piebald|skewbald|roan|brindled?|pied)\b/i,
    // Not the eyes, skin, brows or beard: "her eyes and hair were dark", "his beard and hair were grey" are colours.
    coveredWithHair:
      /^\s*(?:face|cheeks?|hands?|arms?|shoulders?|back|clothes|coat|jacket|hat|cap|shawl|cloak|boots?|sleeves?)\s*(?:,|and)\s*$/i,
    inheritedFeature:
      /(?<=\b(?:had|has|have|got|with)\s+)(?:her|his|my|their)\s+(?:mother|father|mum|mam|mom|dad|da|grandmother|grandfather|granny|gran|grandad|grandpa|grandma|nonna|nonno|aunt|uncle|family|people)['’]s\s+(?=(?:[\p{L}-]+[ ,]+){0,3}$)/iu,
    beatOpens: /(?:^|["”]|[.!?,]\s*["”]?)[\s*_]*$/,
    pronounTag:
      /\b(?:(he|she)\s+(?:says|said|asks|asked|tells|told|replies|replied|answers|answered)|(?:says|said|asks|asked|replies|replied|answers|answered)\s+(he|she))\b/gi,
    looks: {
      cue: /\b(?:beard|bearded|chin|clean-shaven|scar|scars|scarred|birthmarks?|birthmarked|tattoos?|tattooed|moles?|burns?|burned|burnt|limp\w*|hobbl\w*|favou?r\w*|weight|lame|bad|gammy|game|wooden|artificial|false|stiff|weak|injured|damaged|crippled|withered|missing|fingers?|inked|branded|blind|deaf|good|glass|sightless|milky|clouded|useless|lazy|ruined|wall|forefinger|thumbs?|stumps?|joints?|short|lost|gone|patch)\b/i,
      beard: /\bbeard\b/gi,
      beardOwner: /(?:^|[^\p{L}])(his|her|\p{Lu}[\p{L}-]+['’]s)\s+(?:[\p{L}-]+[ ,]+){0,3}?$/u,
      withBeard: /\bwith\s+(?:a|an|the)\s+(?:[\p{L}-]+[ ,]+){0,3}?$/iu,
      shaveBefore:
        /\b(?:shaved|shaves|shave|shaving|shaven|cut|cuts|took|takes|had)\s+off\s*$|\b(?:shaved|shaves|shave|shaving)\s*$/i,
      shaveAfter:
        /^\s*(?:(?:was|had been|has been|is)\s+)?(?:(?:shaved|shaven|cut)\s+off|shaved|shaven|gone(?!\s+(?:grey|gray|white|silver))|off)\b/i,
      grown: /\b(?:grown|grew|grows|growing|regrown|regrew|growth|stubble)\b/i,
      beardTurned:
        /^\s+(?:had\s+|has\s+|was\s+|is\s+)?(?:gone|going|turned|turning)\s+(?:from\s+(\p{L}+)\s+to\s+)?(\p{L}+)/iu,
      absent:
        /\b(?:without|no|where|never\s+(?:worn|wore|had)|no\s+longer\s+(?:had|has|wore|wears)|miss(?:ed|es|ing)?|lost|remember(?:ed|s|ing)?)\s+(?:[\p{L}-]+\s+){0,3}?$/iu,
      bare: /(?:^|[^\p{L}])(his|her|\p{Lu}[\p{L}-]+['’]s)\s+(?:bare|clean-shaven|naked|smooth|shaved|shaven)\s+(?:chin|face|jaw)\b/gu,
      // A name of two words may own the mark ("the scar on Tomas Reyes's right hand"): its first word is skipped and the
      // reader finds the mention that ends on the possessive.
      markSide:
        /\b(an?|the|his|her|my|that|this)\s+(?:[\p{L}-]+\s+){0,2}?(scars?|birthmarks?|tattoos?|moles?|burns?)\s+(?:[\p{L}-]+\s+){0,2}?(?:on|across|along|over|down|at|in)\s+the\s+(left|right)\s+(?:side\s+)?of\s+(?:\p{Lu}[\p{L}-]+\s+)?(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(face|jaw|chin|lip|neck|head|chest|body|mouth|nose|forehead|throat)\b/giu,
      mark: /\b(an?|the|his|her|my|that|this)\s+(?:[\p{L}-]+\s+){0,2}?(scars?|birthmarks?|tattoos?|moles?|burns?)\s+(?:[\p{L}-]+\s+){0,2}?(?:on|across|along|over|above|below|under|down|at|in|through|into)\s+(?:the\s+(?:back|palm|side|inside|heel|ball|base|top)\s+of\s+)?(?:\p{Lu}[\p{L}-]+\s+)?(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+(hand|hands|cheek|arm|forearm|wrist|leg|knee|shoulder|temple|eye|eyebrow|brow|ear|foot|thumb|palm|shin|thigh|hip|side|jaw)\b/giu,
      markAdjective:
        /(?:^|[^\p{L}])(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(scarred|tattooed|burned|burnt|birthmarked)\s+(left|right)\s+(hand|hands|cheek|arm|forearm|wrist|leg|knee|shoulder|temple|eye|eyebrow|brow|ear|foot|thumb|palm|shin|thigh|hip|side|jaw)\b/giu,
      // "On his left hand, across the back of it, there is a white scar": the part first, the mark told after it.
      markThere:
        /(?:^|[^\p{L}])(?:on|across|along|over|in)\s+(?:the\s+(?:back|palm|side|inside|heel|ball|base|top)\s+of\s+)?(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+(hand|cheek|arm|forearm|wrist|leg|knee|shoulder|temple|eyebrow|brow|ear|foot|thumb|palm|shin|thigh|hip|jaw)\s*,?\s*(?:[^.;:!?,]{1,40},\s*)?(?:there\s+(?:is|was)|there['’]s|(?:he|she|I)\s+(?:has|had|have|carries|carried|bears|bore))\s+(a|an|the)\s+(?:[\p{L}-]+\s+){0,2}?(scars?|birthmarks?|tattoos?|moles?|burns?)\b/giu,
      markAfterPart:
        /(?:^|[^\p{L}])(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+(hand|hands|cheek|arm|forearm|wrist|leg|knee|shoulder|temple|eye|eyebrow|brow|ear|foot|thumb|palm|shin|thigh|hip|side|jaw)\s*,\s*(?:the\s+one\s+)?(?:(?:that|which|where|with)\s+)?(the|a|an|its|his|her|my)\s+(?:[\p{L}-]+\s+){0,2}?(scars?|birthmarks?|tattoos?|moles?|burns?)\b/giu,
      sided: [
        {
          pattern:
            /\b(?:limp(?:s|ed|ing)?|hobbl(?:es|ed|ing)|favou?r(?:s|ed|ing)?|weight\s+off)\s+(?:(?:on|with|in)\s+)?(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+(?:leg|foot|knee|hip|ankle)\b/giu,
          mark: 'limp',
          part: 'leg',
        },
        {
          pattern:
            /(?:^|[^\p{L}])(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(?:bad|lame|gammy|game|wooden|artificial|false|crippled|withered|stiff|weak|injured|damaged)\s+(left|right)\s+(?:leg|foot|knee|hip|ankle)\b/giu,
          mark: 'limp',
          part: 'leg',
        },
        {
          pattern:
            /\bmissing\s+(?:[\p{L}-]+\s+)?fingers?\s+(?:on|of|from)\s+(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+hand\b/giu,
          mark: 'missing finger',
          part: 'hand',
        },
        {
          pattern: /\bfingers?\s+missing\s+(?:from|on)\s+(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+hand\b/giu,
          mark: 'missing finger',
          part: 'hand',
        },
        // A hand or finger named by its side and then told maimed in the same clause, no other side between: "his
        // left hand was missing the two smallest fingers", "her right forefinger, which had lost its top joint",
        // "in his left hand, with the short forefinger curled over", "his left forefinger was missing", "his bad hand,
        // the left one with the two fingers gone", "his own hand, the right one, with the thumb that stopped short".
        {
          pattern: new RegExp(
            `(?:^|[^\\p{L}])(his|her|my|\\p{Lu}[\\p{L}-]+['’]s)\\s+(?:(?:own|bad|maimed|injured|crippled|ruined|damaged)\\s+)?(left|right)\\s+(?:hand|forefinger|index\\s+finger|finger|thumb)\\b${MAIMED_AFTER}`,
            'giu',
          ),
          mark: 'missing finger',
          part: 'hand',
        },
        {
          pattern: new RegExp(
            `(?:^|[^\\p{L}])(his|her|my|\\p{Lu}[\\p{L}-]+['’]s)\\s+(?:(?:own|bad|maimed|injured|crippled|ruined|damaged)\\s+)?hand\\s*,\\s*the\\s+(left|right)(?:\\s+one)?\\b${MAIMED_AFTER}`,
            'giu',
          ),
          mark: 'missing finger',
          part: 'hand',
        },
        // The stump tells the maimed side before the finger: "the stump of his left forefinger", "the stumps of her
        // right hand".
        {
          pattern:
            /\bstumps?\s+of\s+(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+(?:hand|thumb|forefinger|fingers?|(?:index|little|middle|ring)\s+finger)\b/giu,
          mark: 'missing finger',
          part: 'hand',
        },
        // A part of a finger lost, the hand named after it: "lost the top joint of the little finger of her left hand",
        // "missing two fingers of his right hand"; only small words between, so "lost his grip with ..." is no loss.
        {
          pattern:
            /\b(?:lost|missing|without)\s+(?:(?:the|a|an|one|two|three|his|her|my|its|top|first|last|upper|end|half|tip|little|middle|ring|index|smallest|of)\s+){0,5}(?:fingers?|forefinger|thumb|fingertip|joint|tip)\s+(?:(?:of|the|a|his|her|my|its|little|middle|ring|index|fore|finger|forefinger|thumb)\s+){0,5}?(?:of|on|from)\s+(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+hand\b/giu,
          mark: 'missing finger',
          part: 'hand',
        },
        {
          pattern:
            /\b(?:tattooed|inked|branded)\s+(?:on|into|across|along|inside)\s+(?:the\s+(?:back|inside|side)\s+of\s+)?(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+(forearm|arm|wrist|hand|shoulder|calf|ankle|cheek|temple)\b/giu,
          mark: 'tattoo',
          part: '',
        },
        // A blind eye or a deaf ear keeps its side: "his blind left eye", "blind in her right eye", "her left ear,
        // the deaf one"; the good one tells the other side ("his good right eye", "her right ear, the good one").
        {
          pattern:
            /(?:^|[^\p{L}])(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(?:(?:blind|dead|glass|sightless|milky|clouded|useless|bad|lazy|ruined|wall)\s+(left|right)\s+eye|(left|right)\s+eye\s*,\s*the\s+(?:blind|dead|glass|bad)\s+one)\b/giu,
          mark: 'blind eye',
          part: 'eye',
        },
        {
          pattern: /\bblind\s+in\s+(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+eye\b/giu,
          mark: 'blind eye',
          part: 'eye',
        },
        // An eye lost or covered is the blind one: "lost his left eye in the war", "had lost the sight of her right
        // eye", "lost most of the sight in his left eye", "the black patch over his left eye", "the patch was off his
        // left eye".
        {
          pattern:
            /\blost\s+(?:(?:most|all|much|part)\s+of\s+)?(?:the\s+(?:sight|use)\s+(?:of|in)\s+)?(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+eye\b/giu,
          mark: 'blind eye',
          part: 'eye',
        },
        {
          pattern:
            /\bpatch\s+(?:(?:was|is)\s+)?(?:back\s+)?(?:over|across|on|off)\s+(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+eye\b/giu,
          mark: 'blind eye',
          part: 'eye',
        },
        {
          pattern:
            /(?:^|[^\p{L}])(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(?:good\s+(left|right)\s+eye|(left|right)\s+eye\s*,\s*the\s+good\s+one)\b/giu,
          mark: 'blind eye',
          part: 'eye',
          other: true,
        },
        {
          pattern:
            /(?:^|[^\p{L}])(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(?:(?:deaf|bad)\s+(left|right)\s+ear|(left|right)\s+ear\s*,\s*the\s+(?:deaf|bad)\s+one)\b/giu,
          mark: 'deaf ear',
          part: 'ear',
        },
        {
          pattern: /\bdeaf\s+in\s+(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(left|right)\s+ear\b/giu,
          mark: 'deaf ear',
          part: 'ear',
        },
        {
          pattern:
            /(?:^|[^\p{L}])(his|her|my|\p{Lu}[\p{L}-]+['’]s)\s+(?:good\s+(left|right)\s+ear|(left|right)\s+ear\s*,\s*the\s+good\s+one)\b/giu,
          mark: 'deaf ear',
          part: 'ear',
          other: true,
        },
      ],
      sides: ['left', 'right'],
      markOfAdjective: new Map([
        ['scarred', 'scar'],
        ['tattooed', 'tattoo'],
        ['burned', 'burn'],
        ['burnt', 'burn'],
        ['birthmarked', 'birthmark'],
      ]),
    },
    epithetNoun: /^\s+(\p{L}+)/u,
    definiteBefore: /(?:^|[^\p{L}])the\s+$/iu,
    // "Clara looked in the glass over the washstand": one who looks into a mirror looks at themselves.
    selfRegard:
      /\blook(?:s|ed|ing)?\s+(?:in|into)\s+(?:the|a|her|his)\s+(?:glass|mirror|looking-glass)\b|\b(?:look(?:s|ed|ing)?\s+at|stud(?:y|ies|ied|ying)|examin(?:e|es|ed|ing)|inspect(?:s|ed|ing)?|regard(?:s|ed|ing)?|(?:catch(?:es|ing)?|caught)\s+sight\s+of)\s+(?:(myself|my\s+(?:own\s+)?(?:reflection|face))|himself|herself|(?:his|her)\s+(?:own\s+)?(?:reflection|face))\b/i,
    // "A stranger looked back: a thin young woman with great grey eyes and short brown hair that stood up": the one
    // seen, after a colon, then what they have (group 1, to the sentence's end).
    reflectionWith:
      /:\s*(?:a|an)\s+(?:[\p{L}-]+[\s,]+){0,3}?(?:woman|man|girl|boy|face|stranger|lady|fellow|creature|person)\s+with\s+([^.;!?]+)/iu,
    // The pieces of a list of features ("great grey eyes and short brown hair that stood up, and a long neck").
    listJoin: /,\s*(?:and\s+)?|\s+and\s+/,
    // A piece that opens on up to three words and then "eyes" or "hair" (a clause after it left alone).
    featureAtEnd: /^((?:[\p{L}-]+\s+){0,3}?)(eyes|hair)\b/iu,
    // Up to three words before the feature and no verb after it: "Grey eyes.", "Short red hair, growing out now".
    featureFragment:
      /^[\s"“‘(*_]*((?:(?!(?:his|her|my|their|the|a|an|and)\b)[\p{L}-]+[ ,]+){0,3}?)(eyes|hair)\b(?!\s+(?:was|were|is|are|had|has|have|looked|seemed|went|turned|stayed|grew|shone|gleamed|that|which)\b)/iu,
    // "That was Piero Rovere.", "It was Tom Hale, of course.", "His name, it turned out, was Tom Hale", "This must be
    // Mrs. Kemp": the unnamed person named, no one else between the name and the pronouns after it.
    namesTheNewcomer:
      /^[\s"“‘(*_]*(?:that|this|it|(?:his|her|their)\s+name)(?:\s*,[^,]{1,30},)?\s+(?:was|is|would\s+be|must\s+(?:be|have\s+been)|had\s+been|turned\s+out\s+to\s+be)\s+$/i,
    personPronounBetween: /[:;—–]\s*(?:me|him|us|them)\b/i,
    subjectPronounBefore: /\b(?:he|she|they|we|I)\b/i,
    recordAge: /\baged\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?=\s+(?:yrs?|years)\b|\s*[,.;]|\s*$)/i,
    placeWordBefore: /\b(?:of|from|at|in|near|to)\s+$/i,
    hadList:
      /(?<![\p{L}])(had|has)\s+(?!(?:been|got|gone|never|not|no|to|just|already|once)\b)((?:(?!(?:and|but|so|then)\s+(?:she|he|they|we|you|i)\b)(?!(?:who|whom|whose|that|which|when|where|with)\b)[\p{L}'’-]+[ ,]+){1,20}?(?:,\s*|and\s+))((?:[\p{L}-]+\s+){0,2}?)$/iu,
    hairOfThen: /\bhad\s+been\b[^.;:!?]{0,60}?\bthen\b|\bin\s+those\s+days\b/i,
    subjectTallAndFair:
      /^[\s"“‘(*_]*(?:([Hh]e|[Ss]he)|\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*)\s+(?:was|is)\s+(?:very\s+)?(?:tall|short|small|slight|thin|slim|big|broad|young|lean|stocky|handsome|pretty|plump|stout)\s+and\s+(fair|dark)\b(?!-)(?!\s+(?:of|in|with|from|about|to)\b)/u,
    onThePerson:
      /^(?:face|chin|jaw|cheeks?|hands?|fingers?|wrists?|arms?|elbows?|shoulders?|head|hair|eyes?|brow|forehead|mouth|lips?|neck|throat|back|knees?|legs?|feet|foot|ears?|nose|skin|body|lap|breath|voice|veil|hat|cap|bonnet|coat|jacket|dress|skirt|sleeves?|collar|scarf|shawl|gloves?|apron|boots?|shoes?)$/i,
    // "He was a thin man, stooped and grey, with brown eyes", "Ned had always been a small man, bald as a stone since I
    // had known him, with…": words set off after the noun that bring no one else in (no person's noun, no name) are
    // still said of him; "a tall man, married to a woman with red hair" gives the hair to the woman. "He was a broad man
    // of fifty-six with …": his age after the noun is his too.
    subjectIsNoun:
      /^\s*(?:(?:[Hh]e|[Ss]he)\s+)?(?:was|is|seemed|seems|looked|looks|became|becomes|(?:had|has)\s+(?:always\s+)?been)\s+an?\s+(?:[a-z-]+\s+)?(?:woman|girl|lady|widow|man|boy|gentleman|fellow)(?:\s+of\s+(?:\d{1,3}|[a-z]+(?:-[a-z]+)?))?(?:\s*,\s*(?:(?!(?:woman|women|girl|lady|widow|wife|mother|daughter|sister|man|men|boy|gentleman|fellow|husband|father|son|brother|child|stranger)\b)(?:[a-z-]+|I)\s+){0,8}(?!(?:woman|women|girl|lady|widow|wife|mother|daughter|sister|man|men|boy|gentleman|fellow|husband|father|son|brother|child|stranger)\b)(?:[a-z-]+|I))*\s*,?\s*$/,
    predicateNoun:
      /\b(?:was|is|seemed|seems|looked|looks|became|becomes)\s+(?:such\s+)?(?:a|an|the)\s+(?:[\p{L}-]+[\s,]+){0,3}?(?:woman|girl|lady|widow|man|boy|gentleman|fellow)\b/giu,
    clausePronounAge:
      /(?:[,;—–]\s*(?:and|but|though|so)?|\b(?:and|but|that|later|now))\s+(he|she)(?:(?:\s+(?:was|is)|['’]s)\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?:\s+years\s+(?:old|of\s+age))?(?=\s*[,.;]|\s+(?:that|this)\s+(?:winter|summer|spring|autumn|year)\b|\s+now\b|\s+and\s+(?!(?:a\s+half|the\s+same|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|one|two|three|four|five|six|seven|eight|nine)\b))|(?:\s+(?:had\s+|has\s+)?|['’]d\s+)turned\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)(?=\s*[,.;]|\s+(?:in|on|at|that|this|last|years|the\s+(?:day|week|month|year|spring|summer|autumn|winter))\b))/gi,
    personSubject:
      /^[\s"“‘(*_]*(?:the|a|an|another|this|that)\s+(?:[a-z-]+\s+){0,2}?(woman|girl|lady|widow|man|boy|gentleman|stranger|child|figure|keeper|servant|maid|nurse|doctor|priest|sailor|soldier|driver|clerk)\b/i,
    hairWords: '(?:plaits?|braids?|pigtails?|ponytail|locks|curls|ringlets)',
    longHair:
      /\b(?:long(?!\s+(?:since|ago|before|after|gone|enough|as|time))|waist-length|shoulder-length|down (?:her|his|my|their) back|to (?:her|his|my|their) waist)\b/i,
    longStyle:
      /\b(?:knot|knots|bun|buns|chignon|topknot|plait|plaits|braid|braids|coil|coils|rope)\s+of\s+(?:[\p{L}-]+\s+)?hair\b|\bhair\s+(?:(?:was|is|were|are|had\s+been|has\s+been)\s+)?(?:(?:pinned|piled|put|wound|coiled|twisted|gathered|caught)\s+up|in\s+(?:a|an|its|her|his|two)\s+(?:[\p{L}-]+\s+)?(?:knot|bun|chignon|topknot|plait|plaits|braid|braids|coil|coils))\b|\b(?:to|past|below)\s+(?:her|his|my|their)\s+waist\b|\bdown\s+(?:to\s+)?(?:her|his|my|their)\s+back\b/iu,
    // "I pin my braid up", "his ponytail swinging": hair that can be plaited or tied back is long (curls, locks are
    // any length). "Two short plaits" is short: shortHair is read first.
    longStyleWord: /^(?:plaits?|braids?|pigtails?|ponytails?)$/i,
    wornStyle:
      /\b(?:pins?|pinned|pinning|put(?:s|ting)?\s+up|tug(?:s|ged|ging)?|twist(?:s|ed|ing)?|twirl(?:s|ed|ing)?|swing(?:s|ing)?|swung|toss(?:es|ed|ing)?|flick(?:s|ed|ing)?|ties|tied|tying|coil(?:s|ed|ing)?|bounc(?:e|es|ed|ing)|wear(?:s|ing)?|wore|worn|loosen(?:s|ed|ing)?|undo(?:es|ing)?|undid|unpin(?:s|ned|ning)?|fiddl(?:e|es|ed|ing)|down\s+(?:her|his|my|their)\s+back|over\s+(?:her|his|my|their)\s+shoulder)\b/i,
    hairOwnerAfter:
      /^\s+(?:[\p{L}-]+[\s,]+){0,3}?(?:of|on|down|over|at|around|about|behind|across|against|along)\s+(?:the\s+(?:nape|back|top|crown|side)\s+of\s+)?(her|his|my)\s+(?:[\p{L}-]+\s+)?(?:neck|head|back|shoulders?|waist|brow|forehead|ears?|nape|collar|scalp|temples?)\b/iu,
    shortHair: /\b(?:short|cropped|close-cropped|shorn|bobbed|close-cut|cut close|cut short|crew-cut|cropped close)\b/i,
    cutBefore:
      /\b(?:cut|cuts|cutting|cropped|crops|chopped|chops|hacked|hacks|sheared|shears|shaved|shaves|bobbed)\s+(?:off\s+)?$/i,
    cutAfter:
      /^\s*(?:,\s*)?(?:(?:was|is|were|are|had been|has been|got|gets)\s+(?:now\s+)?(?:cut|cropped|chopped|hacked|shorn|sheared|bobbed)\s+(?:off|short|close|to)\b|(?:was|is|had been|has been)\s+gone(?=\s*(?:[.,;:!?]|$)))/i,
    grown:
      /\b(?:grown|grew|grows|growing)\s+(?:(?:it|back|out|again|long|longer)\b)|\bwig\b|\bhair\s+(?:had|has)\s+grown\b/i,
    keepVerbs: new Set(
      'carry carries carried pocket pockets pocketed have has had put puts keep keeps kept wind winds wound sling slings slung aim aims aimed focus focuses focused level levels levelled'.split(
        ' ',
      ),
    ),
    takeVerbs: new Set('take takes took taking accept accepts accepted'.split(' ')),
    itObject:
      /\b(gave|gives|give|handed|hands|hand|passed|passes|left|leaves|sold|sells|bequeathed|takes|took|take|accepts|accepted|put|puts|pressed|presses|placed|places|slipped|slips|laid|lays|pushed|pushes|thrust|thrusts|held|holds|offered|offers)\s+it\b/gi,
    thingHandled:
      /\b(?:gave|gives|handed|hands|passed|passes|held out|holds out|took|takes|offered|offers|showed|shows|brought out|brings out|pulled out|pulls out)\s+(?:(?:him|her|me|them|us|\p{Lu}\p{L}+)\s+)?(?:the|a|an|his|her|my|their|our|this|that)\s+\p{L}/u,
    unnamedThing: 'something',
    participle: /^\p{Ll}+ing$/u,
    thingInItsCase: /\b(?:the|his|her|my|their)(\s+(?:[\p{L}'’-]+\s+){0,2}?([\p{L}'’-]+)\s+in\s+its)(?=\s+\p{L})/giu,
    thingNamedBefore: /(?:^|[.;:!?—–]\s*)[\s"“‘(*_]*It\s+(?:was|is)\s+$|^[\s"“‘(*_]*It['’]s\s+$|:\s*$/u,
    putAway: new Set('put puts slipped slips tucked tucks stowed stows pocketed pockets'.split(' ')),
    keptBy: new Set('pocketed pockets'.split(' ')),
    frontedKeep: /^\s+(he|she|I|we|they|\p{Lu}\p{Ll}+)\s+(?:had\s+|would\s+|always\s+|still\s+)?(?:kept|keeps|keep)\b/u,
    heldBy:
      /^\s+(?:(was|is|were|are|lay|lies|sat|sits|stayed|stays|remained|remains)\s+)?(?:still\s+|safe\s+|snug\s+)?(?:in|inside)\s+((?:\p{Lu}\p{L}*\s+)?\p{Lu}\p{L}*['’]s|his|her|my|their)\s+(?:own\s+|coat\s+|jacket\s+|inside\s+|breast\s+|trouser\s+|hip\s+|waistcoat\s+)?(?:pocket|pockets|hand|hands|bag|purse|handbag|satchel|keeping)\b/u,
    keptIn:
      /^[^.;!?]{0,60}?\b(?:in|into|inside)\s+(his|her|their|my|\p{Lu}\p{L}*['’]s)\s+(?:own\s+|coat\s+|jacket\s+|inside\s+|breast\s+|trouser\s+|hip\s+)?(?:pocket|pockets|bag|purse|handbag|satchel|knapsack|rucksack|haversack)\b/u,
    placeInHand: new Set(
      'put puts pressed presses placed places slipped slips laid lays pushed pushes thrust thrusts'.split(' '),
    ),
    intoHand:
      /^\s+(?:back\s+)?(?:in|into)\s+(her|his|my|their|(?:\p{Lu}\p{L}+\s+)?\p{Lu}\p{L}+['’]s)\s+(?:own\s+)?(?:\p{L}+\s+)?(?:hand|hands|palm|palms|lap|fist)\b/u,
    putDown:
      /^\s+(?:back\s+)?(?:down|aside)\b|^\s+(?:down\s+)?on\s+(?:the|a)\s+(?:table|desk|floor|ground|bench|counter)\b/u,
    intoIt: /^\s+(?:back\s+)?(?:in|into)\s+it\b/u,
    handOf: /(?:^|[^\p{L}])((?:\p{Lu}\p{L}*\s+)?\p{Lu}\p{L}*['’]s|her|his|my|their)\s+(?:\p{Ll}+\s+)?(?:hand|palm)\b/gu,
    offerTo:
      /^(?:offered|offers|(?:held|holds|holding)\s+out)\s+(?:\S+\s+){0,3}?to\s+(?:(him|her(?!\s+\p{Ll})|me|\p{Lu}\p{L}+)\b(?!['’])|(?:my|his|her|their)\s+(?:(?:little|young|elder|older|eldest|youngest|own)\s+)?(\p{Ll}+)\b)/u,
    inFrontOf:
      /^\s+(?:(?:down|back)\s+)?(?:(?:on|upon|onto|across)\s+(?:the|a)\s+[\p{L}-]+\s+)?in\s+front\s+of\s+(him|her|me|\p{Lu}\p{L}+)\b(?!['’])(?:\s+(\p{Ll}+))?/u,
    indirectReceiver: /\s(him|her|me|\p{Lu}\p{L}+)\s*$/u,
    relativeAfter: /^,\s+who\b/,
    relativeEnd: /^,\s+who\s*$/,
    clauseJoin: /^(?:and|then)$/i,
    fromPerson: /^\s+(?:\p{Ll}+\s+){0,2}?(?:from|off)\s+(her|him|me|\p{Lu}\p{L}+)\b(?!['’])/u,
    clauseOpen: /(?:^|[,;:—–]|\b(?:and|but|then|when|while|as|until|before|after|that))[\s"“‘(*_]*$/u,
    listedDoing: /^\s+[a-z]+ing\b/,
    withAt: /(?:([\p{L}'’]+)\s+)?\b(?:with|using)\s+(?:\p{Lu}\p{L}*['’]s\s+)?$/u,
    notHeldWith: new Set(
      'along together compared covered filled lined littered strewn piled loaded crowded heaped stuffed packed familiar pleased angry cross content done finished him her them me us it stranger child children figure people someone somebody one'.split(
        ' ',
      ),
    ),
    inWhose: /^\s+(?:\p{Ll}+\s+)?(?:in|on|under|over|at)\s+(her|his|my|their)\b/u,
    fromPlace: /^\s+(?:down\s+|out\s+)?(?:from|off|out of)\s+(?:the|a|its)\s+/,
    lossVerbs: new Set('lost loses mislaid mislays'.split(' ')),
    throwVerbs: new Set(
      'dropped drops threw throws flung flings tossed tosses hurled hurls pitched pitches'.split(' '),
    ),
    sinkAfter: new RegExp(`^\\s+${SINK_PLACE}`, 'u'),
    lostAfter: new RegExp(`^\\s+(?:${LOST_STATE}|${SUNK})`, 'u'),
    itLost: new RegExp(
      // "it went." alone only as a clause of its own ("I grabbed for the rail and it went."): "to see how it went" is no loss.
      `\\b[Ii]t\\s+(?:${LOST_STATE}|${SUNK})|(?:^[\\s"“‘(*_]*|[,;—–]\\s*|\\b(?:and|then)\\s+)[Ii]t\\s+went(?=\\s*[.;!?])|^[\\s"“‘(*_]*It\\b[^.;!?]*?\\band\\s+(?:was|is)\\s+gone(?=\\s*(?:[.,;:!?—–]|$))`,
      'gu',
    ),
    lossDoubt:
      /\b(?:if|unless|whether|lest|should|would|might|could|nearly|almost|afraid|feared|fear|worried|thought|sure|certain|before|until|in case|as though|as if|not)\b[^.;:]*$/i,
    foundVerbs: new Set(
      'found finds recovered recovers retrieved retrieves rescued rescues salvaged salvages fished fishes returned returns restored restores'.split(
        ' ',
      ),
    ),
    foundAfter:
      /^\s+(?:(?:was|were|is|are|had\s+been|has\s+been)\s+)?(?:(?:found|recovered|retrieved|rescued|salvaged|returned|handed\s+in|fished\s+out|dug\s+up)\b|(?:turned|turns|washed|washes|showed|shows)\s+up\b)/,
    itFound:
      /\b(?:(?:found|finds|recovered|recovers|retrieved|retrieves|rescued|rescues|salvaged|fished|fishes|got|gets)\s+it\b|it\s+(?:(?:was|had\s+been)\s+(?:found|recovered|returned|handed\s+in)|(?:turned|turns|washed|washes|showed|shows)\s+up)\b)/gi,
    replacementLead: '\\b(?:a\\s+new|another|a\\s+spare|a\\s+second|a\\s+replacement|a\\s+borrowed)',
    acquireVerbs: new Set('bought buys borrowed borrows hired hires'.split(' ')),
    ownerBefore: /(\p{Lu}\p{L}*)['’]s\s+$/u,
    wornOn:
      /^\s+(?:(?:was|is|were|are|still|now)\s+)*(?:on|round|around|about)\s+((?:\p{Lu}\p{L}*\s+)?\p{Lu}\p{L}*['’]s|his|her|my|their)\s+(?:own\s+|left\s+|right\s+|thin\s+|bare\s+)?(?:wrist|neck|finger|ring\s+finger|little\s+finger)\b/u,
    // A make is the last word of its phrase: a stop, "with", or a model number follows ("a Pentax K1000, black",
    // "a Conway Stewart with a gold band"); "a Dublin firm", "a Christmas present" are no makes.
    // "It was a Number 3 Folding Pocket Kodak": a model's words, with its figure, may stand before the make.
    brandOfIt: new RegExp(
      `\\b[Ii]t\\s+(?:is|was)\\s+(?:a|an|the)\\s+(?:[\\p{Ll}-]+\\s+){0,2}(?:(?:\\p{Lu}\\p{Ll}+\\s+)*\\d+\\s+(?:\\p{Lu}\\p{Ll}+\\s+)*)?${BRAND}`,
      'gu',
    ),
    brandApposition: `[,:]\\s+(?:a|an|the)\\s+(?:[\\p{Ll}-]+\\s+){0,2}${BRAND}`,
    brandPredicate: `\\s+(?:is|was|were|are)\\s+(?:(?:a|an)\\s+)?${BRAND}`,
    brandPredicateLead: '\\b[Tt]he\\s+',
    makeLead: '\\b(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Mm]y|[Tt]heir|[Yy]our|[Oo]ur|[Ii]ts)\\s+((?:[\\p{Ll}-]+\\s+){0,2})',
    handedBy:
      /^\s+(?:(?:that|which)\s+)?(?:he|she|they|\p{Lu}\p{L}+)\s+(?:had\s+)?(?:handed|gave|lent|passed|offered|brought)\b/u,
    withBefore: /\bwith\s+(?:[\p{L}'’-]+\s+){0,8}?(?:and\s+)?$/iu,
    heldIn:
      /^\s+(?:(?:in|on)\s+(?:her|his|my|their)\s+(?:own\s+|\p{L}+\s+)?(?:hand|hands|fist|lap|shoulder)|(?:round|around)\s+(?:her|his|my|their)\s+(?:neck|wrist))\b/iu,
    giveTo: new Set(
      'left leave leaves sold sell sells bequeathed bequeaths gave give gives handed hands passed passes'.split(' '),
    ),
    toReceiver: /^\s+(?:\S+\s+){0,3}?to\s+(?:her|him|me|them|\p{Lu}\p{L}+)\b/u,
    fromOwn:
      /^\s+(?:out\s+)?(?:from|out of)\s+(her|his|my|their)\s+(?:own\s+)?(?:[\p{L}-]+\s+)?(?:pocket|coat|(?:hand)?bag|satchel|(?:brief)?case|drawer|belt|apron|cardigan|jacket|waistcoat|purse|wallet|pouch|basket|rucksack|knapsack|haversack|holdall|reticule)\b/iu,
    fromPocketOf:
      /^\s+(?:with\s+[^,;]{1,30}?\s+)?(?:out\s+)?(?:from|out\s+of)\s+the\s+(?:[\p{L}-]+\s+)?pockets?\s+of\s+(her|his|my|their)\b/iu,
    carriedObject:
      /\b(?:the|his|her|my|their|\p{Lu}\p{L}*['’]s)\s+(?:[\p{Ll}-]+\s+)?(?!back\b)(\p{Ll}{3,})\s+(?:back\s+)?(?:out\s+of|from|in|into|inside)\s+(?:his|her|my|their|\p{Lu}\p{L}*['’]s)\s+(?:own\s+)?(?:(?:left|right|coat|waistcoat|jacket|trouser|breast|hip|inside|apron|skirt)\s+)?(?:pocket|hand|palm|fist)\b/gu,
    carriedHint: /pocket|hand|palm|fist/,
    handledTo: '(?:(?:him|her|me|them|\\p{Lu}\\p{L}+)\\s+)?',
    handledAfter: '(?=\\s*(?:[,.;:!?]|$)|\\s+(?:to|into|in|on|out|from|back|and|over|up|down|away)\\b)',
    notCarried: new Set(
      'hand hands arm arms finger fingers thumb fist head face chin eyes money change cash coins note notes paper papers hair glove gloves'.split(
        ' ',
      ),
    ),
    ownedBy: /\p{Lu}\p{L}*['’]s\s+(\p{Ll}[\p{Ll}-]*)(?:\s+(\p{Ll}[\p{Ll}-]*))?/gu,
    awayAfterName:
      /^(?:\s+(?:is|was|has been|had been|remains|remained|stays|stayed|sits|sat)\s+|['’]s\s+|\s+(?=(?:stormbound|storm-bound|stranded|weatherbound|weather-bound|marooned)\s))(?:now\s+|safely\s+)?(?:(?:stormbound|storm-bound|stranded|stuck|weatherbound|weather-bound|marooned|detained|laid up|away|gone|off|at home|back home)\s+(?:in|at|on)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)|still\s+(at sea)\b|still\s+(?:in|at)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)|(?:in|at)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)\s+(?:until|till|already|for the (?:week|night|month))\b)|^\s+(?:away|gone)\s+(?:in|at|to)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)\s+(?:until|till|for the (?:week|night|month)|overnight)\b/u,
    // "weighs it out", "handed them over", "picks it up": a verb with its thing and its particle is a deed, whatever
    // the verb (the verb tables hold the common ones only).
    deedWithParticle: /^\s+\p{Ll}+(?:s|ed)\s+(?:it|them)\s+(?:out|up|down|over|back|away|round|across)\b/u,
    goneNow: /^\s+(?:is|was)\s+(?:now\s+)?(gone)(?=\s*(?:[,;:.!?—–]|too\b|now\b|$))/u,
    awayGone:
      /^\s+(?:(?:has|had|have)\s+)?(?:gone|went|goes|left|leaves|sailed|sails|set off|sets off|travelled|traveled|flew|flies|drove|drives)\s+(?:(?:away|off|across|over|back|down|up|home)\s+)?(?:to|for)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)/u,
    awaySpan:
      /\b(?:for (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a few|several|\d{1,2}) (?:days?|nights?|weeks?|months?)|for (?:the|a) (?:week|weekend|night|month|fortnight|summer|holidays)|until|till|overnight|(?:will|would|could|can) not (?:come|get|be) back|(?:won['’]t|wouldn['’]t|couldn['’]t|can['’]t) (?:come|get|be) back)\b/i,
    spanUntil: /\b(?:until|till)\s+(?:next\s+)?(\p{Lu}\p{Ll}+)/u,
    spanDays:
      /\bfor\s+(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|\d{1,2})\s+(days?|nights?|weeks?|fortnights?)\b/i,
    spanWeek: /^weeks?$/i,
    spanFortnight: /^fortnights?$/i,
    spanMonth: /^months?$/i,
    // "went to the ice", "left for Hobart"; "left on the seven o'clock bus", "went by the morning train": a going by a
    // carrier that takes one off somewhere ("the mail-boat" too). Not the day's round ("went to bed", "left for
    // work", "went to the window"), nor a part of a carrier ("went on the boat-deck").
    goneOff:
      /^\s+(?:(?:went|left|sailed|flew|drove|travell?ed|set\s+(?:off|out|sail))\s+(?:(?:away|off|out|up|down|over|north|south|east|west)\s+)?(?:to|for)\b(?!\s+(?:bed|sleep|rest|pieces|seed|waste|ruin|work|school|church|[Mm]ass|breakfast|lunch|dinner|supper|tea|(?:the|his|her|their|my|our|your)\s+(?:bed|door|window|table|fire|stove|sink|dresser|cupboard|desk|chair))\b)|(?:left|went|set\s+off)\s+(?:on|by)\s+(?:the\s+)?(?:[\p{L}\d'’:-]+\s+){0,3}?(?:[\p{L}\d]+-)?(?:bus|train|boat|ferry|steamer|coach|plane|flight|mail)\b(?!-))/u,
    // "Back on the eighth, he said", "back Sunday 25th", "home again on the Friday": the day a going ends, said with it
    // (what follows, to the clause's end, is the day).
    backOn: /\b(?:back|home)\s+(?:again\s+)?(?:on\s+|by\s+)?/i,
    goneLength:
      /\b(\p{L}+)(?:(?:\s+(?:would|will|was\s+to|is\s+to|should|might)\s+|['’](?:d|ll)\s+)be\s+(?:gone|away)\b(?:,\s*[^,.;:!?]{1,24},)?\s+(?:for\s+)?|\s+(?:was|is)\s+to\s+(?:go|stay)\b[^.;:!?]{0,64}?\bfor\s+)(?:about\s+|some\s+|nearly\s+|almost\s+)?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|\d{1,2})\s+(days?|weeks?|fortnights?|months?)\b/iu,
    cameBack: /^\s+(?:had\s+)?(?:(?:came|come|comes|got|gets|was|is)\s+(?:back|home)\b|returned\b|returns\b)/,
    awayUntil:
      /^\s+(?:(?:is|was|has been|had been|['’]s|will be|would be)\s+(?:still\s+)?(away)\b(?!\s+(?:from|with)\b)|(?:won['’]t|will not|wouldn['’]t|would not|can['’]t|cannot|couldn['’]t|could not)\s+(?:be|get|come)\s+(back)\b)/u,
    spanNight: /\b(?:(?:till|until)\s+(?:tomorrow|the morning|morning)|tonight|that night|overnight|for the night)\b/i,
    presentWith: /\bwith\s+$/,
    presentAfter: /^\s+(?:(?:at|beside|behind|by|on|in)\s+(?:the|her|his|my|their)\s+\p{Ll}+|\p{Ll}+ing\b)/u,
    awayEnds:
      /\b(?:arriv(?:e|es|ed|ing)|return(?:s|ed|ing)?|c(?:a|o)me(?:s)? (?:back|home|across|over|ashore)|got back|gets back|back from|next (?:day|morning|week)|following (?:day|morning)|days later|weeks later|a week later|at last|at first light|crossed|crosses|landed|lands)\b/i,
    coordinator: /^and$/i,
    callFrom:
      /^\s+(?:\p{Ll}+\s+)?(?:telephon\p{Ll}*|phon(?:e|es|ed)|rang|rings|wire[ds]?|telegraph(?:s|ed)?|wrote|writes|radio(?:s|ed)?|calls|called)\s+from\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)/u,
    anotherTimeBefore:
      /\b(?:the|that)\s+(?:night|day|morning|evening|afternoon|time|week|year|spring|summer|autumn|winter)\s+(?:that\s+|when\s+)?$/i,
    fromAfar:
      /\b(?:telephon\w*|phon(?:e|es|ed|ing)|rang|rings|wire[ds]?|telegra\w*|letter|wrote|writes|radio\w*|called from|calls from|on the line)\b/i,
    awayState:
      /^\s+(?:is|was|has been|had been|['’]s)\s+(?:still\s+|now\s+|stationed\s+|posted\s+|serving\s+|based\s+|abroad\s+|overseas\s+)*(?:in|at)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)(?=\s*(?:[,.;:!?—–]|$))/u,
    awayStateWithin:
      /^\s+(?:is|was|['’]s)\s+(?:still\s+|now\s+)?(?:in|at)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)\s+(?:in|at)\s+(?:a|an|the)\s+\p{Ll}/u,
    awayWhile: /\b(?:was|were|is|are|be|been)\s+away\b/i,
    awayBackAlready:
      /\b(?:and|but)\s+(?:then\s+)?(?:(?:had\s+)?(?:come|came|got)\s+(?:back|home)|(?:had\s+)?returned|was\s+back|(?:(?:had|did)\s+)?(?:not|never)\s+(?:come|came|got)\s+(?:back|home)\s+(?:till|until)|(?:hadn['’]t|didn['’]t)\s+(?:come|got)\s+(?:back|home)\s+(?:till|until))\b/i,
    itWord: /\bit\b/i,
    clauseNext: /,\s+(?:and|but|while)\s+|;/,
    // After a name, a relative clause set off by commas up to the verb of the name's own clause: ", who has come up
    // from the port with his bag, " before "is carrying", ", whom nobody had expected, " before "walked in".
    selfAfterName: /^\s+(?:himself|herself|themselves)(?=\s)/,
    relativeAside: /^,\s+(?:who|whom|whose)\s+[^;.!?"“”]{1,120}?,\s+(?=\p{Ll})/u,
    // "had the paper open on his knee", "has the baby on her hip", "had a pipe in his mouth": holding a thing on
    // oneself, there in the scene (not "had a house in Leeds").
    presentHolding:
      /^\s+(?:had|has)\s+(?:the|a|an|his|her|their)\s+(?:\p{L}+\s+){0,2}?(?:(?:open|up|out|ready)\s+)?(?:on|across|over|in|under)\s+(?:his|her|their)\s+(?:knees?|lap|hip|shoulders?|arms?|hands?|mouth|head)\b/u,
    // "came down to the engine house and stood listening", "came in and sat down": the coming's own clause goes on
    // with a verb done there (group 1).
    thenActs: /\band\s+(?:then\s+)?(\p{Ll}+)/u,
    // "when I say Friday", "the word *Friday*", "she wrote Friday on the slate": a day's name as a word, no day come.
    weekdayAsWord:
      /\b(?:say|says|said|saying|hear|hears|heard|repeat|repeats|repeated|write|writes|wrote|the\s+word|the\s+name)\s+[*_"“‘']*$/i,
    presentBeing:
      /^\s+(?:close\s+|right\s+|just\s+)?(?:behind|beside)\s+(?:him|her|them)\b|^\s+(?:(?:herself|himself|themselves)\s+)?(?:was|were|is|are)\s+(?:already\s+)?(?:(?:up|down|out)\s+(?:on|in|at|by|from|of)\s+(?:the|a|an|her|his|their|our|my)\s+\p{Ll}|(?:at|by|beside|behind|inside|under)\s+(?:the|a|an|her|his|their|our|my)\s+\p{Ll}|(?:coming|standing|sitting|walking|running|waiting|leaning|kneeling|working|hauling|carrying|holding|pulling|climbing)\b(?!\s+(?:home|back)\b))/u,
  },
  kin: KIN,
};
