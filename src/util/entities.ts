/**
 * Character references in markup text (`&amp;`, `&#8212;`, `&#x2014;`), read where a bible or an imported document
 * is HTML or XML. The names are looked up in a Map, so "&constructor;" names nothing (an object's key would answer
 * with Object's own function); a number past the last code point ("&#99999999;") names no character and would throw
 * in String.fromCodePoint. Either is left as written.
 */

/** The five references every XML document may use. */
export const XML_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** The highest code point there is. */
const MAX_CODE_POINT = 0x10ffff;

/**
 * The text with its references read. `foldCase` looks names up in lower case, as HTML's are matched ("&AMP;");
 * XML's names are case-sensitive.
 */
export function decodeReferences(text: string, names: ReadonlyMap<string, string>, foldCase: boolean): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    const code = dec ? Number(dec) : hex ? Number.parseInt(hex, 16) : undefined;
    // With neither number matched, the name did.
    if (code === undefined) return names.get(foldCase ? (name as string).toLowerCase() : (name as string)) ?? whole;
    return code <= MAX_CODE_POINT ? String.fromCodePoint(code) : whole;
  });
}
