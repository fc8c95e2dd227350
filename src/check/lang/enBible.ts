import type { BibleWords } from './language.js';

/**
 * English bibles: the words bible.ts and bibleDialects.ts read in a bible.md
 * written in English, in any dialect (see BibleWords for what each is for).
 */
export const ENGLISH_BIBLE: BibleWords = {
  // The names of schema.org's, FOAF's and RDFS's terms, and those a writer's own vocabulary gives them.
  graph: {
    nameProperty: /^(?:name|label|preflabel|title|fullname)$/i,
    dateProperty: /^(?:date|startdate|when)$/i,
    weekdayProperty: /^(?:weekday|dayofweek)$/i,
    chapterProperty: /chapter/i,
    kinds: [
      [/person|character|agent|individual/i, 'characters'],
      [/place|location|city|building|settlement/i, 'places'],
      [/thing|object|item|prop|artifact|artefact|product/i, 'objects'],
      [/event|happening|scene/i, 'timeline'],
    ],
  },
  data: {
    chapterKey: /^(?:ch|chap|chapters?)$/i,
    weekdayKey: /^(?:wd|weekday|day of week|dow)$/i,
    dateKey: /^(?:date|when|day|on|dated)$/i,
    spanKey: /^(?:from|at|since|date|when|start|starts|begins?)$/i,
    valueKey: /^(?:value|val|what|text|description|desc|is)$/i,
    keeperKey: /^(?:by|holder|held by|owner|keeper|who)$/i,
    voiceKey: /^(?:voice|style|pov|point of view|narration|narrator|narrative|telling|tense)$/i,
    heldBy: 'held by',
    passesTo: 'passes to',
    from: 'from',
    on: 'on',
    styleTitle: 'Style',
    tagLegend: /\bfor\s+(?:the\s+|all\s+)?(\p{L}+)/iu,
    family: /^(?:the\s+)?(\p{Lu}[\p{L}'’-]+)\s+family\b/iu,
    genderLabel: 'gender',
    female: 'woman',
    male: 'man',
  },
  typed: {
    abbreviation:
      /(?:^|[\s("“‘])(?:Mr|Mrs|Ms|Dr|St|Mt|Ste|Ave|Rd|Ont|Que|No|Jr|Sr|Capt|Prof|Rev|Sgt|Lt|Col|Gen|[A-Z])\.$/,
    castHeading:
      /^\s*(?:cast of characters|cast list|the cast|cast|dramatis personae|the company|characters)\s*:?\s*$/i,
    shortYear: /\b(\p{L}{3,9})\.?,?\s+(\d{1,2})(?:st|nd|rd|th)?\s+(\p{L}{3,9})\.?,?\s+(\d{2})(?![\d:.]\d)\b/gu,
    chapterShort: /\b(?:chapter|ch)\.?\s*(\d+|[a-z]+(?:-[a-z]+)?)\b/gi,
    scheduleLine: /^(?:ch(?:apter)?\.?|chap\.?)\s*\d+\b/i,
    late: /^the\s+late\s+/i,
    deceased: /^\s*(?:deceased|dec\.|the late|late|d\.?|†)\s*$/i,
    maiden: /^\s*(?:née|nee|born)\s+/i,
    cardMarker: /^\s*\[?\s*(?:index\s+)?card\s*(?:no\.?|#)?\s*\d+\s*\]?[\s\-—–=:]*([\p{L} ]*?)\s*$/iu,
    partHeading:
      /^\s*(?:(?:part|PART|Part)\s+([A-Z]|[IVX]+|\d+)\s*[.:—–-]\s*(\S.*?)|([A-Z]|[IVX]+)\.\s+(\p{Lu}[\p{Lu}\s,'’&-]*\p{Lu}))\s*$/u,
    paragraphNumber: /^\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z]\)|\([ivx]+\)|[A-Z]\.)\s+(?=\S)/,
    sceneHeading: /^\s*(?:(?:INT|EXT|I\/E)\.?\s*\/?\s*)+\s*/,
    sectionTitles: { characters: 'Characters', places: 'Places', objects: 'Objects', timeline: 'Timeline' },
    partWord: 'Part',
    frontMatterName: /^(?:name|title|full[ _]?name)$/i,
    frontMatterType: /^(?:type|kind|category)$/i,
  },
  markLine:
    /\b(scars?|birthmarks?|tattoos?|moles?|burns?)\b(?:(?!scar|birthmark|tattoo|mole|burn)[^.;\n|]){0,50}?\b(left|right)\s+(?:side\s+of\s+(?:the\s+|his\s+|her\s+)?)?(hand|hands|cheek|arm|forearm|wrist|leg|knee|shoulder|temple|eye|eyebrow|brow|ear|foot|thumb|palm|shin|thigh|hip|side|jaw)\b|\b(left|right)\s+(hand|hands|cheek|arm|forearm|wrist|leg|knee|shoulder|temple|eye|eyebrow|brow|ear|foot|thumb|palm|shin|thigh|hip|side|jaw)\b(?:(?!left|right)[^.;\n|]){0,30}?\b(scars?|birthmarks?|tattoos?|moles?|burns?)\b/giu,
  nameTitles: new Set(
    'mr mrs ms miss dr doctor captain capt sir lady lord madam father mother aunt uncle old young the little big saint st professor prof sergeant inspector ds dci pc'.split(
      ' ',
    ),
  ),
  titleWord: /^(?:Mr|Mrs|Ms|Miss|Dr|Doctor|Captain|Sir|Lady|Lord)\.?$/,
  personName:
    /^(?:(?:Mr|Mrs|Ms|Miss|Dr|Doctor|Captain|Sir|Lady|Lord|Father|Sister|Brother|Aunt|Uncle)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:de|van|von|du|del|la|le|da|\p{Lu}[\p{L}'’.-]*)){0,3}$/u,
  nameParticle: /^(?:de|del|da|do|dos|das|du|van|von|la|le)$/,
  // "McKECHNIE", "MacLEOD": a surname's prefix written in small letters inside a name in capitals (global).
  capitalsPrefix: /\b(?:Mc|Mac)(?=\p{Lu})/gu,
  // "Vincent van Gogh", "Mary Mac Neill": words between the words of one name in the text.
  nameJoiners: /de|van|von|der|da|du|le|la|del|di|O['’]|Mac|Mc/,
  fieldKeys: [
    [/^(eyes?|eyes? colou?r)$/i, 'eyes'],
    [/^(hair|hair colou?r)$/i, 'hair'],
    // "AGE AT OPENING: 38" in a case file: the age the story opens on.
    [/^(age|aged|age at (?:the )?(?:opening|start))$/i, 'age'],
    [/^(role|occupation|job|profession|work|trade)$/i, 'role'],
    [/^(home|lives|lives in|hometown|residence|from|home town)$/i, 'home'],
    [
      /^(aliases|alias|nicknames?|aka|a\.k\.a\.|also called|also known as|known as|called|names?|name[ _-]forms?|short forms?|other names)$/i,
      'aliases',
    ],
    [/^(fate|death|dies|end|d\.)$/i, 'fate'],
    [/^(pronouns|gender|sex)$/i, 'gender'],
  ],
  fieldWord:
    /^(?:eyes?|eyes? colou?r|hair|age|aged|role|home|aliases?|also called|also known as|aka|fate|pronouns|gender|nicknames?|occupation|job|born|died|notes?|description|looks|appearance|marks?|scars?|holds|carries|owns|wears|dress|clothes|other|lodging|lodges|lives|residence|address|loses|lost|family|relations?|relationships?|away|absent|absence|saying|sayings|motto|work|works|build|height|beard|moustache|mustache|whiskers|complexion|skin|face|features|teeth|spectacles|glasses|voice|speech|habits?|traits?|personality|background|history|past|status|health|illness|death|funeral|car|remarks?|comments?|quirks?|mannerisms?|arc|motivations?|goals?|flaws?|secrets?|summary|bio|biography|backstory)\s*:?$/i,
  aliasSeparator: /\s*(?:,|;|\/|\bor\b|\band\b)\s*/,
  aliasLead: /^(?:aka|also|called|known as|nicknamed?)\s+/i,
  nicknameCue:
    /\b(?:[Gg]oes by|[Kk]nown as|[Nn]icknamed|[Cc]all(?:s|ed)? (?:her|him)|[Ee]veryone calls|[Aa]lso called)\s+["“]?((?:the\s+)?(?:(?:Mr|Mrs|Ms|Miss|Dr|Aunt|Uncle)\.?\s+)?\p{Lu}[\p{L}'’-]+)/gu,
  deathWords:
    /\b(?:dies|died|dead|killed|murdered|drowns|drowned|death|executed|perishes|perished|shot dead|is killed|passes away|passed away)\b/i,
  neutralFateLabel: /^(?:fate|status|state|condition|outcome)$/i,
  survival: /\bsurvives?\b|\balive\b|\bfak(?:e|es|ed|ing)\b|\bnot (?:really )?dead\b/i,
  // "ch. 1–2", "chapters 4-6", "ch. 4, 9", "chapters 2 and 5": more than one chapter.
  chapterSpan: /\b(?:chapters?|ch\.?)\s*\d+\s*(?:[–—-]|,|&|and)\s*\d+\b/i,
  chapterAlone: /^\s*(?:in\s+)?(?:chapter|ch\.?)\s*\S+\s*(?:\([^)]*\)\s*)?$/i,
  fateHeadWords: /^(?:Died|Dies|Killed|Fate|Death)$/,
  chapterRefs: {
    // "before the story opens", "before the book": before chapter 1; "before the story ends" is inside it.
    opening:
      /\bbefore (?:the (?:story|book|novel|action|tale|play|film) (?:opens|begins|starts)|the (?:story|book|novel)\b(?!\s+(?:ends|closes|finishes|is\s+over))|the opening|the first chapter|chapter[\s_-]*0*1(?:\.md)?\b)|\bbefore (?:story|book)\b(?!\s+(?:ends|closes|finishes|is\s+over))|\b(?:dead|died|drowned|killed) since\b/i,
    before: /\bbefore\s+(?:chapter|ch\.?)[\s_-]*0*(\d+)/i,
    numbered: /\b(?:chapter|ch\.?)[\s_-]*0*(\d+)(?:\.md)?/i,
    worded: /\bchapter\s+([a-z]+)\b/i,
    nth: /\bthe\s+(\d+)(?:st|nd|rd|th)\s+chapter\b/i,
    ordinal: /\bthe\s+([a-z]+)\s+chapter\b/i,
    last: /\b(?:the )?last chapter\b/i,
    // To the end of the line: a bible's line holds no line break, so ".*" reaches it with no anchor.
    tail: /\b(?:chapter|ch\.?)\b.*/i,
    every: /\b(?:chapter|ch\.?)\s*(\d+)/gi,
    canonical: 'chapter $1',
    aliases: [/\bchapter[_-]0*(\d+)\.md\b/gi, /\bch\.\s*(\d+)/gi],
    inCell: /\bch\.?\s*(\d+)/gi,
    column: 'Chapter $1',
  },
  // "— 34": a number after a dash is an age, but not the end of a span of years ("USCG 65–69").
  // "Cook; 54; Limerick", "the next run. 45. Big": a number standing as a clause of its own in a person's line is
  // their age, as a number alone on its line is.
  ageDigits:
    /(?<!\b(?:since|from|at|until|till|by)\s)\b(?:age|aged)\s*:?\s*(\d{1,3})\b|\b(\d{1,3})[- ]years?[- ]old\b|^\s*(\d{1,3})\s*$|^[^,]*,\s*(\d{1,3})\s*(?:,|$)|(?:^|(?<!\d\s?)[—–])\s*(\d{1,3})\s*(?:[,;]|$)|^\s*(\d{1,3})\s+in\s+(?:1\d{3}|20\d{2})\s*$|[;.]\s+(\d{1,3})\s*(?:;|\.(?=\s|$)|$)|^\s*(\d{1,3})\s*(?:;|\.?\s*$)/i,
  ageWords:
    /\b(?:is|was|aged|age:?|turns)\s+([a-z]+(?:-[a-z]+)?)(?:\s+years?(?:\s+old)?)?\b|\b([a-z]+(?:-[a-z]+)?)[- ]years?[- ]old\b|\b([a-z]+(?:-[a-z]+)?)\s+years\s+of\s+age\b|^\s*([a-z]+(?:-[a-z]+)?)\s*$|\b([a-z]+-[a-z]+|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\s+that\s+(?:winter|summer|spring|autumn|year)\b/gi,
  // "(childhood fall from a garden wall, aged eight)": an aside that dates an event by the age it happened at; "(ch. 3,
  // 5, 7)": the chapters that show a fact, no age. An aside a wrapped line opened on the line before ends in its ")".
  ageAside: /\([^()]+,\s*aged\s+[^()]*(?:\)|$)|^[^()]+,\s*aged\s+[^()]*\)|\((?:chapters?|ch\.?)\s*\d[^()]*\)/gi,
  ageAtYear:
    /(?<![\d.,])(\d{1,3})\s*(?:\(\s*|\b(?:in|by)\s+)(?:the\s+)?(?:(?:winter|summer|spring|autumn|fall)\s+(?:of\s+)?)?(?:1\d{3}|20\d{2})\b/gi,
  ageOtherTime: /\b(?:when|since|until|till|before|after)\s+(?:he|she|i|they|we|you)\s+$/i,
  changeVerb:
    /\b(?:dyes?|dyed|hennas?|hennaed|tints?|tinted|bleach(?:es|ed)?|colou?rs?|colou?red|turns?|turned|goes|went|becomes?|became|changes?|changed|cuts?|moves?|moved|relocates?|relocated)\b/i,
  dyeVerb: /\bdyes?\b|\bdyed\b|\bhenna(?:s|ed)?\b|\btint(?:s|ed)?\b|\bbleach/i,
  movedTo:
    /\b(?:[Mm]oves?|[Mm]oved|[Rr]elocates?|[Rr]elocated)\s+(?:to|into)\s+(?:the\s+)?(\p{Lu}[\p{L}'’ -]*?)(?=\s+(?:in|by|at|before|after)\b|\s*[(—–]|[,;:.)]|$)/u,
  featureNames: /\b(eyes?|hair)\b/gi,
  eyesName: /^eye/i,
  // The word before the colour a possessive ("Tom's black hair"), so that notOwnFeature gives the colour to its owner.
  eyesPhrase: /\b([a-z]+(?:['’]s)?(?:[- ][a-z]+)?)[- ]eyed\b|\b([a-z]+(?:['’]s)?(?:[- ][a-z]+)?)\s+eyes\b/i,
  hairPhrase: /\b([a-z]+(?:['’]s)?(?:[- ][a-z]+)?)[- ]haired\b|\b([a-z]+(?:['’]s)?(?:[- ][a-z]+)?)\s+hair\b/i,
  eyesSaid:
    /(?<!['’]s\s)\beyes\s+(?:are|were)\s+(?:a\s+)?(?:very\s+|rather\s+|quite\s+)?((?:(?:pale|dark|light|deep|bright)\s+)?[a-z]+(?:-[a-z]+)?)/i,
  hairSaid:
    /(?<!['’]s\s)\bhair\s+(?:is|was)\s+(?:a\s+)?(?:very\s+|rather\s+|quite\s+)?((?:(?:pale|dark|light|deep|bright)\s+)?[a-z]+(?:-[a-z]+)?)/i,
  shadeWords: /^(?:pale|dark|light|deep|bright)$/i,
  femaleValue: /\b(she|her|female|woman|f)\b/i,
  maleValue: /\b(he|him|male|man|m)\b/i,
  femaleWords: /\b(she|her|hers|herself|woman|girl|daughter|mother|sister|wife)\b/gi,
  maleWords: /\b(he|him|his|himself|man|boy|son|father|brother|husband)\b/gi,
  possessiveBeforeKin:
    /^\s*(?:[-*+]\s+)?(?:his|her|their)\s+(?=\p{Ll})(?!(?:[a-z-]+\s+)?(?:eyes?|hair|face|voice|skin|hands?|beard|looks|name|age|own|last|first)\b)|\b(?:his|her|their)\s+(?=(?:[a-z-]+\s+)?(?:wife|husband|son|daughter|mother|father|brother|sister|widow|widower|boy|girl|aunt|uncle|niece|nephew|grandson|granddaughter|fianc[eé]e?)\b)/giu,
  // "Wife Maura", "sister Ann": a kin word before a name is the named one's (the entry's own would be "wife of Tom").
  kinBeforeName:
    /\b(?:[Ww]ife|[Hh]usband|[Ss]on|[Dd]aughter|[Mm]other|[Ff]ather|[Bb]rother|[Ss]ister|[Ww]idow|[Ww]idower|[Ff]ianc[eé]e?)\s+(?=\p{Lu}\p{Ll})/gu,
  possessivePronouns: /\b(?:his|her|their)\b/gi,
  livesClause: /^(?:she |he |they )?(?:lives|living|lived) (?:in|at) (?:the )?(\p{Lu}[\p{L}'’ -]*)$/iu,
  roleClause: /^(?:(?:she|he) is )?(?:a |an |the )?((?:[\p{L}'’-]+ ){0,2}([\p{L}'’-]+))$/iu,
  roleInProse: /(?:\bis|\bwas|,)\s+(?:a|an|the)\s+((?:[\p{L}'’-]+\s+){0,2}?([\p{L}'’-]+))(?=\s+who\b|[,;.]|$)/gu,
  livesIn: /\blives in (?:the )?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)/u,
  dayNumber: /\bday\s+(\d+)\b/i,
  timelineChange:
    /(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)['’]s\s+(eyes|hair|age|role|home|occupation|job)\s*(?::|→|->|becomes|is now|now|changes to|turns)\s*([^;.—–\n]+)/u,
  article: /^(?:the|a|an)\s+/i,
  holderCue: /\b(?:holder|owner|belongs to|owned by|carried by|held by|kept by)\s*:?\s*(\p{Lu}[\p{L}-]+)/u,
  eventSplit: /(?<!\bch)[;.]\s+|,\s+(?=and\b|(?:\p{Ll}+ed|back|returned|given|lent|lost)\b)/u,
  objectLost:
    /\b(lost|loses|drops?|dropped|thrown|throws|threw|stolen|steals|sinks|sank|buried|destroyed|broken|breaks)\b/i,
  objectGiven:
    /\b(gives?|gave|given|hands?|handed|passes|passed|sells?|sold|returns?|returned|lends?|lent|leaves?|left|back)\b|^\s*(?:[-*+]\s+)?(?:[\p{L}\d. ]+(?::|\s[—–-])\s*)?to\s+\p{Lu}/iu,
  objectTo: /\b(?:to|with)\s+(\p{Lu}[\p{L}-]+)/u,
  objectBack: /\b(?:returned|returns?|back)\b/i,
  person: /\b(first|second|third)[- ]person\b(?![- ]plural)/gi,
  narratorAfterPerson:
    /\b[Ff]irst[- ][Pp]erson\b[^.\n]{0,30}?(?:\(|,|:|—|–|\bnarrator:?|\bthrough|\bby|\bnarrated by)\s*(\p{Lu}[\p{L}'’-]+)/u,
  toldBy:
    /\b(?:[Tt]old|[Nn]arrated) by (\p{Lu}[\p{L}'’-]+)|(?<!\p{Lu}[\p{L}'’-]*\s)(\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)* (?:narrates|tells the story|is the narrator)|\b[Nn]arrator\s*:\s*(\p{Lu}[\p{L}'’-]+)/u,
  tense: /\b(past|present)[- ]tense\b|\btense\s*:\s*(past|present)\b|\bperson,?\s+(past|present)\b/gi,
  tellingCue:
    /\b(?:told|tells?|telling|narrat\w*|story|book|novel|voice|style|pov|point of view|throughout|written|tense\s*:)/i,
  documentCue:
    /\b(?:texts?|messages?|sms|notes?|letters?|e-?mails?|diar(?:y|ies)|journals?|logs?|recipes?|postcards?|telegrams?|signs?|notices?|entr(?:y|ies)|poems?|songs?|quot\w+|headlines?|memos?)\b/i,
  partVoice:
    /\b(?:(?:first|second|third)[- ]person|(?:past|present)[- ]tense)(?:(?:\s*,\s*|\s+|\s+and\s+)(?:(?:first|second|third)[- ]person|(?:past|present)[- ]tense))*\s+(?:frames?|framing\s+\p{L}+|prologues?|epilogues?|interludes?|codas?)\b/giu,
  alternating: /\balternat\w*|\b(?:odd|even)(?:-numbered)? chapters\b|\bchapters?\s+\d+\s*(?:,|and|&)\s*\d+/i,
  narratorCue: /\b(?:narrator|narrates|tells the story)\b/i,
  // "AWAY: Dublin", "absent from Valparaíso", "OFF-SCREEN, in Reykjavík", "OFF-TABLE ... Mon 5 Oct -> Fri 9 Oct": a
  // cast sheet's word for a character out of the story's scenes for a span.
  awayCue: /\b(?:away|absent|absence|off-?screen|off-?stage|off-?table|off-?page)\b/gi,
  spanTwoDays: /\band\b|\+/i,
  spanJoin: /\s*(?:\bto|\btill|\buntil|\bthrough|\bthru|\band|–|—|-{1,2}>?|→|\+)\s*$/i,
  threadSetup: /\b(?:set ?up|opens?|opened|introduced|planted|raised|starts?)\b\D{0,20}?\b(?:chapter|ch\.?)\s*(\d+)/i,
  threadPayoff: [
    /\b(?:pays? off|paid off|payoff|pay-off|resolved?|resolves|closes|closed|answered|revealed?|reveals)\b\D{0,20}?\b(?:chapter|ch\.?)\s*(\d+)/i,
    /(?:→|->)\s*(?:chapter|ch\.?)\s*(\d+)/i,
  ],
  threadOpen: /\bopen\b|\bunresolved\b|\bnot (?:yet )?paid off\b/i,
  threadsHeading: /^open threads?/i,
  columns: [
    [/^(name|character|who|person|cast)$/, 'name'],
    [/^(place|location|setting|where)$/, 'name'],
    [/^(object|item|prop|thing|artifact|artefact)$/, 'name'],
    [/^(chapter|ch|chapters)$/, 'chapter'],
    [/^(when|date|day|time)$/, 'when'],
  ],
  characterColumns: /^(?:eyes?|hair|age|role|fate|pronouns)$/,
  objectColumns: /^(?:owner|holder|held by|belongs to)$/,
  objectFirstCell: /^(?:object|item|prop|thing)/i,
  notesColumn: /^(?:notes|description)$/,
  pronounOpening: /^(?:She|He|They|Her|His|Their)\b/,
  callerOpening: /^(?:She|He|They)\b/,
  // A word that opens a sentence and is no name; "Inés" is no "In" (a letter with an accent ends no word).
  notSubject:
    /^(?:She|He|They|Her|His|Their|It|This|That|The|A|An|There|Here|When|After|Before|In|On|At|Dear|As|Also|Only|Just|Please|Yours|From|By|For|With|During|Until|Then|Later|Next|Once|Both|All|Every|Each|Some|Many|Most|Few|Several|Any|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)(?![\p{L}\p{M}])/u,
  introducedName: /(?<=\s)(\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)\s+\(([^()]*\p{Lu}[^()]*)\)/gu,
  characterClause:
    /(?:[,;]|\b(?:follows?|about|and|with))\s+(\p{Lu}[\p{L}-]+\s+\p{Lu}[\p{L}-]+),\s+((?:who|a|an|died|dies)\s+[^.;]*)/gu,
  objectSentence:
    /^((?:\p{Lu}[\p{L}'’-]+['’]s\s+|(?:The|A|An)\s+)?(?:[a-z-]+\s+){0,3}[a-z-]+)\s+(?:is|was|belongs to)\s+(\p{Lu}[\p{L}-]+)(?:['’]s)?\b/u,
  objectOwned: /['’]s\b|^(?:The|A|An)\s+\p{Ll}/u,
  objectOwnerEnd: /['’]s\.?\s*$/,
  subject:
    /^((?:(?:Mr|Mrs|Ms|Miss|Dr|Doctor|Captain|Aunt|Uncle|DS|DCI|PC|Sergeant|Inspector|Constable)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?:\s+of\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})?(?:\s*\(([^()]*)\))?(?:,|\.\s*$|\s+(?:is|was|has|had|who|(?!(?:across|always|perhaps|towards|afterwards|besides|sometimes|unless|as|his|hers|its|this|thus|us|less)\b)\p{Ll}+s|\p{Ll}+ed)\b)/u,
  record: {
    labels: [
      [/^(?:(?:full|character|real|given|proper) )?names?$|^(?:who|character|person|cast member)$/, 'name'],
      // "Alias" (one name) as "Aliases".
      [
        // ("Forms of address: Meg; Missus; Mrs. Tom": what she is called, not where she lives.)
        /\b(?:other names?|forms? of (?:the )?name|name forms?|short forms?|names? used|alias(?:es)?|aka|a k a|nicknames?|also(?: called| known as)?|known as|called|goes by|pet names?|(?:forms?|terms?|modes?) of address|addressed as)\b/,
        'aliases',
      ],
      [/^(?:eyes?|eye colou?rs?|colou?r of (?:the )?eyes|eyes? colou?r)$/, 'eyes'],
      [/^(?:hair|hair colou?r|hair ?style|colou?r of (?:the )?hair|hair and beard|beard)$/, 'hair'],
      [/^(?:age|aged|age at start|age now|years|how old)\b|\bage$/, 'age'],
      // "b. 1874", "d. ch 7": the genealogist's shorthand.
      [/^(?:born|birth|date of birth|dob|birth year|year of birth|b)$/, 'born'],
      [/^d$/, 'fate'],
      [/^(?:died|dies|death|fate|status|deceased|dead|alive|end|ends|date of death)\b/, 'fate'],
      [/\b(?:lives?|living|home|address|residence|abode|lodges?|lodging|home ?town|resides?|house)\b/, 'home'],
      [/\b(?:moves?|moved|relocat\w*|removals?)\b/, 'moves'],
      [/^(?:away|absent|absences?|movements)$/, 'away'],
      [
        /\b(?:owns?|carries|carry|carrying|holds?|has|possessions?|belongings|items?|objects?|keeps?|props?|things)\b/,
        'holds',
      ],
      [/\b(?:role|occupation|job|profession|work|trade|position)\b/, 'role'],
      [/\b(?:pronouns|gender|sex)\b/, 'gender'],
    ],
    bareLabel: /^(eyes|hair|age|aged|died|dies|dead|born|[bd]\.)\s+(?![:=])(\S.*)$/i,
    emphasisedQualifier: /^(\p{L}+)\s+(\*\*|__|\*|_)(colou?r|shade|style|length|tone)\s*:\2/iu,
    questions: [
      [/\bhow old\b|\bage\b/i, 'age'],
      [/\beyes?\b/i, 'eyes'],
      [/\bhair\b/i, 'hair'],
      [/\bwhere\b.*\b(?:live|lives|living|stay|stays|home)\b|\bhome\b|\baddress\b/i, 'home'],
      [/\b(?:called|call|names?|known as)\b/i, 'aliases'],
      [/\balive\b|\bdie\b|\bdies\b|\bdied\b|\bdead\b|\bdeath\b/i, 'fate'],
      [/\bwho (?:has|holds|keeps|owns)\b|\b(?:carry|carries|own|owns|hold|holds)\b/i, 'holds'],
      [/\bborn\b/i, 'born'],
    ],
    // "**Q: How old is she?** A: Forty.", "**Q:** Who is Mr Crouch? **A:** …": the label's closing stars are no part of the question.
    question:
      /^\s*(?:[-*+]\s+)?(?:\*\*|__)?\s*Q(?:uestion)?\s*[:.)]\s*(?:\*\*|__)?\s*(.+?\?)(?:\*\*|__)?\s*(?:\*\*|__)?A(?:nswer)?\s*[:.)]\s*(?:\*\*|__)?\s*(.+)$/,
    whoIs: /^who(?:['’]s| is| was)\s+(.+?)\?$/i,
    alive: /^\s*(?:alive|living|lives|yes|survives?|still alive|n\/a|-|—)\b/i,
    answerNo: /^\s*no\b/i,
    // "Status", and a fate's label that names more than the fate ("Fate / changes", "End & notes"): no death unless told.
    stateLabel: /^\s*(?:status|state)\b|^\s*(?:fate|end|ends)\s*(?:[/&+]|and)\s*(?:changes?|notes?|arc|later|after)\b/i,
    answerYes: /^\s*yes\b[.,;:!]?\s*/i,
    aliveQuestion: /\b(?:alive|living|survives?)\b/i,
    sheets: {
      person: /^\s*(?:sheet|card|questionnaire|form|character)\s*(?:no\.?\s*)?\d+\b/i,
      places: /\bplaces?\b|\blocations?\b|\bsettings?\b/i,
      objects: /\bobjects?\b|\bthings\b|\bprops\b|\bitems\b/i,
      timeline: /\btimeline\b|\bchapters?\b|\bwhen\b/i,
      chapterWord: 'Chapter',
    },
    whoHas:
      /^(?:who|whom)\s+(?:has|had|holds|held|keeps|kept|carries|carried|owns|owned|gets|got|ends\s+up\s+with)\s+(.+?)\s*\?$/i,
    died: 'died',
    ageLabel: 'age',
    aliasLabel: 'aliases',
    fateLabel: 'fate',
    deathCell: /^(?:dies|died|dead|d\.)(?=[\s,.]|$)/i,
    bareFieldCell: /^(eyes|hair)\s+(?=\p{L})/iu,
    chapterLabel: /^(?:ch|chap|chapters?)$/i,
    subjectPronoun: /^(?:She|He|They)(?:['’]s)?\b/,
    nameLead: /^(?:(?:the|old|young|little|big|dear|poor)\s+)+/,
    objectEnd: /\s+(?:until|till|from|since|then|after|before|on|in)\b|\s*[(,;]|\s+\d/,
    heldFrom: /\b(?:from|since)\b/i,
    heldUntilTo:
      /\b(?:until|till)\b.*?\b(?:then|to)\s+(?:(?:gives|hands|passes|sells|lends)\s+(?:it|them|him|her)\s+to\s+)?(?:Mr\.?\s+|Mrs\.?\s+|Miss\s+|Dr\.?\s+)?(\p{Lu}[\p{L}'’-]+)/u,
    movedPlace: /^(?:[\p{Ll} ]*\bto\s+)(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)/u,
    movesTo: 'moves to $1 in $2',
    awayLine: 'away: $1 to $2',
    handedOn: '$1 given to $2 ($3)',
    beforeOpening: ' (before the story opens)',
    placeName:
      /\s(?:Inn|Harbour|Harbor|Chapel|Square|Tower|Castle|Farm|Mill|Market|Station|Hotel|Tavern|Shop|Manor|Abbey|Road|Quay|Wharf|Lighthouse|Bay|Island|Cottage|Row|Lock|Falls|Village|Yard|School|Library|Museum|Office)$/,
    // (A title's stop or an initial's, "Mrs. H. Anderson", parts no names.)
    listSeparator: /\s*(?:[,;/|:]|\bor\b|\band\b|(?<!\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|[A-Z]))\.(?:\s|$))\s*/,
    agedDigits: /\baged?\s+(\d{1,3})\b/i,
    possessiveOpening: /^(?:His|Her|Their|Its)$/,
    notAMove: /\b(?:until|till|overnight|to\s+\d)\b/i,
    heldUntil: /\b(?:until|till)\b/i,
    proseLabel: /^(?:notes?|description|bio|about|summary|look|looks|appearance)$/i,
    notName:
      /^(?:The|A|An|In|On|At|From|By|For|With|After|Before|Until|When|Then|This|That|There|Here|Once|Also|And|But|Or|If|No|Yes|See|Note|Notes|Part|Q|A|Others?|Minor|Main|Family|Families|Extras|Misc|Miscellaneous|Background|Supporting|Secondary|Staff|Crew|Villagers|Neighbours|Neighbors|Everyone|Everybody|Somebody|Someone|Nobody|Never|Always|Sometimes|Who|What|Where|Why|How|Is|Are|Was|Were|Does|Did|Do|Has|Have|Had|Can|Would|Should)$/,
  },
  json: {
    cast: /^(?:characters|cast|people|persons|dramatis_?personae)$/i,
    kindKey: /^(?:type|kind|category|record_?type)$/i,
    personKind: /^(?:characters?|persons?|people|cast|npc|pc|protagonist|narrator)$/i,
    name: /^(?:full_?name|name)$/i,
    fieldKey: /^(?:key|name|label|field)$/i,
    aliases:
      /^(?:forms|aliases|alias|aka|nicknames?|also_?called|called|known_?as|names|former_?names?|maiden_?name)$/i,
    died: /^(?:died|death|dies|fate)$/i,
    alive: /^alive$/i,
    status: /^(?:status|state)$/i,
    looksGroup: /^(?:appearance|looks|physical(?:_?description)?|description|features|body)$/i,
    awayGroup: /^(?:away|absent|absence|absences)$/i,
    awayFrom: /^(?:from|start|starts|begins|leaves|left|departs)$/i,
    awayTo: /^(?:to|until|till|end|ends|back|returns)$/i,
    awayJoin: ' to ',
    aliveStatus: /^\s*(?:alive|living|lives|survives?)\b/i,
    beforeStory: /^before_?(?:story|book|chapter_?1)$/i,
    holds: /^(?:holds|has|owns|objects|possessions|items)$/i,
    object: /^(?:object|item|thing)$/i,
    value: /^(?:value|is|colou?r)$/i,
    chapter: /^(?:chapter|chapters|ch)$/i,
    diesIn: 'dies in $1',
    diedBefore: 'died before the story opens',
    givenTo: 'given to $1 in $2',
    holder: 'holder',
    becomes: 'becomes $1 in $2',
  },
  cardAge: /^(\d{1,3})\b(?!\s*(?:ft|feet|foot|m|cm|kg|lb|%|:|st|nd|rd|th))/,
  calledAfterName: /^[^,()]+,\s+(?:called|known as|nicknamed)\s+["“]?(\p{Lu}[\p{L}'’-]+)/u,
  possessiveFeature: /(\p{Lu}[\p{L}'’-]+)['’]s\s+(?:\p{Ll}+\s+)?(?:hair|eyes)\b/u,
  narratorIs: /^(?:The|Our) narrator is (\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u,
  nicknameInside: /\b(\p{Lu}[\p{L}'’-]+)\s+["“](\p{Lu}[\p{L}'’ -]*)["”]\s+(\p{Lu}[\p{L}'’-]+)/gu,
  nicknameInsideAs: '$1 $3, also called $2,',
  aliasInside: /^(\p{Lu}[\p{L}'’-]+)\s+\(["“]?(\p{Lu}[\p{L}'’-]+)["”]?\)\s+(\p{Lu}[\p{L}'’-]+)\b/u,
  kinAppositive:
    /^((?:His|Her|Their|\p{Lu}[\p{L}'’-]+['’]s)\s+(?:[a-z-]+\s+)?(?:wife|husband|son|daughter|mother|father|brother|sister|widow|widower|aunt|uncle|niece|nephew|grandson|granddaughter|grandmother|grandfather|cousin|fianc[eé]e?)),\s+(\p{Lu}[^,;]*?),\s+/u,
  kinPronoun: /^(?:His|Her|Their)\b/,
  familyKin: /\b(?:wife|widow|husband|widower|son|daughter|brother|sister|mother|father)$/,
  aliasInsideAs: '$1 $3, also called $2,',
  placeAppositive:
    /^,\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:town|village|city|hamlet|island|port|harbour|county|parish|estate|farm|house|street|quay|river|estuary|boatyard|yard|inn|pub|hotel|shop|school|church|valley|coast)\b/iu,
  notOwnFeature: /^(?:the|this|that|these|those|my|your|our|their|\p{L}+['’]s)$/iu,
  placeSentence:
    /\b(?:the\s+)?((?:\p{Lu}[\p{L}'’-]+\s+){0,2}(?:Inn|Harbour|Harbor|Chapel|Church|House|Hall|Street|Square|Tower|Castle|Farm|Mill|Bridge|Market|Exchange|Station|Hotel|Tavern|Shop|Manor|Abbey|Park|Lane|Road|Quay|Wharf|Lighthouse|Bay|Island|Hill))\b,?\s+(?:which\s+)?(?:stands|lies|sits|is|has|with)\b([^.;]*)/u,
  placeArticle: /^The\s+/,
  placeHeading: 'The',
  itWord: /\bit\b/,
  chapterWord: /\bchapter\b/i,
  callsThem: /\b(?:calls?|called) (?:her|him)\b/,
  giving: {
    verb: /\b(?:gives?|gave|given|hands?|handed|pass(?:es)?|passed|leaves|left|sells?|sold|bequeath(?:s|ed)?|lends?|lent)\b/i,
    arrow: /\s*(?:→|->|⟶)\s*/,
    clause: /;|\.\s+(?=\p{Lu})/u,
    plural: /(?<=\p{L}{3})s$/u,
  },
};
