import { scoreVariant, storySets } from './lib/storySets.js';

for (const set of storySets())
  for (const b of ['none', ...Object.keys(set.bibles)]) {
    const s = scoreVariant(set, b);
    console.log(
      `${s.set} ${b}: found ${s.found}/${s.seeds}; false seeded ${s.falseSeeded.length}, clean ${s.falseClean.length} (${s.words} words)`,
    );
    for (const m of s.missed) console.log('   MISSED', m.category, m.what);
    for (const f of [...s.falseClean]) console.log('   FALSE', f.file, f.line, f.category, f.message, f.confidence);
    for (const f of [...s.falseSeeded]) console.log('   FALSE-S', f.file, f.line, f.category, f.message);
  }
