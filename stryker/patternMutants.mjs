// Which of Stryker's Regex mutants of the English patterns (src/check/lang/en.ts, enBible.ts) the examples in
// test/check/englishPatterns/*.json tell apart from the pattern as written, without a Stryker run (seconds, not
// hours). Stryker mutates a regex literal with weapon-regex at level 1; each mutant here is made the same way and
// read on the examples: a mutant whose readings all agree with the pattern's would survive the examples' test
// (test/check/englishPatterns.test.ts), which reads them as this script does (readingsOf in the test's helper).
//   npm run build && node stryker/patternMutants.mjs             → per pattern: mutants, not told apart
//   node stryker/patternMutants.mjs --path reading.titleOpening  → those mutants, and the examples' readings
//   node stryker/patternMutants.mjs --read reading.titleOpening "“The Colonel said"  → what the pattern reads
//   node stryker/patternMutants.mjs --missing                    → literal patterns that have no examples yet
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));
// TypeScript 7 has no JavaScript API; Stryker's own TypeScript 5 reads the source (see typescript5.mjs).
const ts = require('typescript5');
// weapon-regex comes with Stryker's instrumenter, which makes the mutants with it.
const weapon = await import('weapon-regex');
const { ENGLISH } = await import(path.join(root, 'dist/src/check/lang/en.js'));
const { readingsOf, patternAt } = await import(path.join(root, 'dist/test/support/patternReadings.js'));

/** Each regex literal of the two files, by its text, with the lines it stands on. */
function literals() {
  const out = new Map();
  for (const file of ['src/check/lang/en.ts', 'src/check/lang/enBible.ts']) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText();
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        out.set(text, [...(out.get(text) ?? []), `${file}:${line}`]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** Every regex reachable in ENGLISH by a path of keys ("bible.data.chapterKey", "givingVerbs[2]"), first path kept. */
function patterns() {
  const seen = new Map();
  const walk = (value, at) => {
    if (value instanceof RegExp) {
      if (!seen.has(value)) seen.set(value, at);
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${at}[${i}]`);
    } else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}.${k}` : k);
  };
  walk(ENGLISH, '');
  return [...seen].map(([regex, at]) => ({ regex, at }));
}

function examples() {
  const dir = path.join(root, 'test/check/englishPatterns');
  const all = {};
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort())
    for (const [at, entry] of Object.entries(JSON.parse(readFileSync(path.join(dir, name), 'utf8'))))
      all[at] = { ...entry, file: name };
  return all;
}

function mutantsOf(regex) {
  try {
    return weapon.mutate(regex.source, regex.flags, { mutationLevels: [1] });
  } catch {
    return [];
  }
}

/** The mutants no example tells apart (a mutant that is no valid regex fails every test, so it is told apart). */
function untold(regex, reads) {
  return mutantsOf(regex).filter((m) => {
    let mutant;
    try {
      mutant = new RegExp(m.pattern, regex.flags);
    } catch {
      return false;
    }
    return reads.every(
      ([text]) => JSON.stringify(readingsOf(mutant, text)) === JSON.stringify(readingsOf(regex, text)),
    );
  });
}

const args = process.argv.slice(2);
const lits = literals();
const all = patterns().map((p) => ({ ...p, lines: lits.get(`/${p.regex.source}/${p.regex.flags}`) }));
const given = examples();

if (args[0] === '--read') {
  const regex = patternAt(ENGLISH, args[1]);
  for (const text of args.slice(2)) console.log(JSON.stringify([text, readingsOf(regex, text)]));
} else if (args[0] === '--path') {
  const p = all.find((x) => x.at === args[1]);
  if (!p) throw new Error(`no pattern at ${args[1]}`);
  const reads = given[p.at]?.reads ?? [];
  console.log(`${p.at} ${p.lines?.join(' ') ?? '(built, not a literal)'}\n  /${p.regex.source}/${p.regex.flags}`);
  for (const [text] of reads) console.log(`  ${JSON.stringify(text)} → ${JSON.stringify(readingsOf(p.regex, text))}`);
  // Each mutant by what it changes and where: the pattern's text around the change, the change in brackets.
  const src = p.regex.source;
  for (const m of untold(p.regex, reads)) {
    const { start, end } = m.location;
    const around = `${src.slice(Math.max(0, start.column - 30), start.column)}[${src.slice(start.column, end.column)}]${src.slice(end.column, end.column + 30)}`;
    console.log(`  UNTOLD ${m.description.replace(/^\[[^\]]*\)\s*/, '')}\n     …${around}…`);
  }
} else {
  let mutants = 0;
  let open = 0;
  const rows = [];
  for (const p of all) {
    if (!p.lines) continue;
    const reads = given[p.at]?.reads;
    if (args[0] === '--missing') {
      const n = mutantsOf(p.regex).length;
      if (!reads) rows.push([n, `${n}\t${p.at} ${p.lines.join(' ')}`]);
      continue;
    }
    if (!reads) continue;
    const n = mutantsOf(p.regex).length;
    const u = untold(p.regex, reads).length;
    mutants += n;
    open += u;
    if (u > 0) rows.push([u, `${p.at}: ${u} of ${n} untold (${p.lines.join(' ')})`]);
  }
  for (const [, row] of rows.sort((a, b) => b[0] - a[0])) console.log(row);
  if (args[0] !== '--missing') console.log(`${mutants - open} of ${mutants} mutants told apart by the examples`);
}
