import { apiPath, filePath, getJson, h, projectPath } from './dom.js';

/** The continuity map: characters by chapters, from the checker's cast; a cell shows the lines where they appear. */

export async function render(root, { name }) {
  document.title = `Continuity · ${name} · writer studio`;
  const detail = h('section', { class: 'lines', 'aria-live': 'polite', 'aria-label': 'Lines' });
  const draw = async () => {
    const map = await getJson(`${apiPath(name)}/map`);
    const show = (character, chapter, lines) => {
      detail.replaceChildren(
        h('h2', {}, `${character} in ${chapter}`),
        h(
          'ol',
          {},
          lines.map((l) =>
            h(
              'li',
              {},
              h('a', { href: `${projectPath(name)}/read/${filePath(chapter)}#line-${l.line}` }, `line ${l.line}`),
              ' ',
              l.text,
            ),
          ),
        ),
      );
    };
    const table = h(
      'table',
      { class: 'map' },
      h('caption', {}, 'Lines naming each character, by chapter'),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Character'),
          map.chapters.map((c) => h('th', { scope: 'col' }, c.replace(/\.md$/, ''))),
        ),
      ),
      h(
        'tbody',
        {},
        map.characters.map((character) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, character.name),
            character.byChapter.map((lines, i) =>
              h(
                'td',
                {},
                character.counts[i]
                  ? h(
                      'button',
                      {
                        type: 'button',
                        class: 'cell',
                        'aria-label': `${character.name} in ${map.chapters[i]}: ${character.counts[i]} lines`,
                        onclick: () => show(character.name, map.chapters[i], lines),
                      },
                      String(character.counts[i]),
                    )
                  : '',
              ),
            ),
          ),
        ),
      ),
    );
    root.replaceChildren(
      h('h1', {}, 'Continuity'),
      map.note ? h('p', { class: 'muted' }, map.note) : '',
      h('div', { class: 'scroll' }, table),
      detail,
    );
  };
  await draw();
  return { refresh: draw };
}
