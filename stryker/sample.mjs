// A random sample of the lines of a folder for Stryker's --mutate, when a run over all of it would take too long.
//   node stryker/sample.mjs src/check 150 7   → "src/check/facts.ts:120-120,…" (150 lines, seed 7)
// Lines are drawn uniformly among lines that hold code (not blank, not only a comment or a bracket), so the
// score of the sample estimates the score of the folder (mutants cluster by line; see BENCHMARKS.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [root = 'src/check', countArg = '150', seedArg = '1'] = process.argv.slice(2);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

// mulberry32: a small seeded generator, so a sample can be drawn again.
let state = Number(seedArg) >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const lines = [];
for (const file of files(root).sort()) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const code = text.trim();
      if (!code || /^(\/\/|\/\*|\*|[{}()[\];,]+$)/.test(code) || /^import\b/.test(code)) return;
      lines.push(`${file}:${index + 1}-${index + 1}`);
    });
}
for (let i = lines.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [lines[i], lines[j]] = [lines[j], lines[i]];
}
process.stderr.write(`${lines.length} lines of code under ${root}; ${countArg} drawn with seed ${seedArg}\n`);
console.log(lines.slice(0, Number(countArg)).sort().join(','));
