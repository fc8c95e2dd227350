import { apiPath, filePath, getJson, h, number, plural, progress, projectPath, svg, usd, words } from './dom.js';

/** A project: what to do next, the outline's progress, the chapter sessions' board, the spend, the last check, downloads. */

function header(p) {
  const base = projectPath(p.name);
  const api = apiPath(p.name);
  return h(
    'div',
    {},
    h('h1', {}, p.title),
    h(
      'p',
      { class: 'lead' },
      h(
        'span',
        { class: `state ${p.writingPid ? 'writing' : ''}`, id: 'project-state' },
        p.writingPid ? `Being written by pid ${p.writingPid}` : p.state,
      ),
      ' · ',
      p.targetWords ? `${words(p.words)} of ${number(p.targetWords)}` : words(p.words),
      ' · spent ',
      usd(p.spent),
    ),
    p.next.command
      ? h('p', {}, `${p.next.label}: `, h('code', {}, p.next.command))
      : h('p', { class: 'muted' }, `${p.next.label}: ${p.next.why}`),
    h(
      'nav',
      { class: 'tabs', 'aria-label': 'Project' },
      h('a', { href: `${base}/read/${filePath(p.chapters[0]?.file ?? p.otherFiles[0]?.file ?? '')}` }, 'Read'),
      h('a', { href: `${base}/plan` }, 'Plan'),
      h('a', { href: `${base}/map` }, 'Continuity'),
      h(
        'span',
        { class: 'downloads' },
        'Download: ',
        h('a', { href: `${api}/export/epub`, download: '' }, 'EPUB'),
        ' ',
        h('a', { href: `${api}/export/docx`, download: '' }, 'DOCX'),
        ' ',
        h('a', { href: `${api}/export/html`, download: '' }, 'HTML'),
      ),
    ),
  );
}

function outline(p) {
  const findings = new Map((p.check?.byChapter ?? []).map((c) => [c.file, c]));
  if (p.chapters.length === 0)
    return h('section', {}, h('h2', {}, 'Outline'), h('p', { class: 'muted' }, 'No outline yet.'));
  return h(
    'section',
    { 'aria-labelledby': 'outline-h' },
    h('h2', { id: 'outline-h' }, 'Outline'),
    h(
      'table',
      { class: 'outline' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Chapter'),
          h('th', { scope: 'col' }, 'Words'),
          h('th', { scope: 'col' }, 'Findings'),
        ),
      ),
      h(
        'tbody',
        {},
        p.chapters.map((c) => {
          const f = findings.get(c.file);
          return h(
            'tr',
            { 'data-file': c.file },
            h(
              'th',
              { scope: 'row' },
              h('a', { href: `${projectPath(p.name)}/read/${filePath(c.file)}` }, c.title || c.file),
              h('div', { class: 'muted small' }, c.file),
            ),
            h('td', { 'data-label': 'Words' }, progress(c.words, c.budget, `${c.file}: words against budget`)),
            h(
              'td',
              { class: f?.open ? 'warn' : '', 'data-label': 'Findings' },
              f ? `${f.open} of ${plural(f.findings, 'finding')} open` : '—',
            ),
          );
        }),
      ),
    ),
  );
}

function board(p, offset) {
  if (p.board.length === 0) return null;
  return h(
    'section',
    { 'aria-labelledby': 'board-h' },
    h('h2', { id: 'board-h' }, 'Chapter sessions'),
    h(
      'table',
      { class: 'board' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['Chapter', 'State', 'Words', 'Iterations', 'Spent', 'Last event'].map((t) =>
            h('th', { scope: 'col' }, t),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        p.board.map((row) =>
          h(
            'tr',
            { 'data-file': row.file, 'data-state': row.state },
            h('th', { scope: 'row' }, row.file),
            h('td', { class: 'session-state', 'data-label': 'State' }, row.described),
            h(
              'td',
              { class: 'session-words', 'data-label': 'Words' },
              row.budget ? `${number(row.words)} / ${number(row.budget)}` : number(row.words),
            ),
            h('td', { 'data-label': 'Iterations' }, number(row.iteration)),
            h('td', { 'data-label': 'Spent' }, usd(row.usd)),
            h(
              'td',
              {
                class: 'since',
                'data-label': 'Last event',
                'data-last': row.lastEventMs === undefined ? '' : row.lastEventMs + offset,
              },
              '—',
            ),
          ),
        ),
      ),
    ),
  );
}

function chart(points) {
  if (points.length < 2)
    return h(
      'section',
      {},
      h('h2', {}, 'Spend'),
      h('p', { class: 'muted' }, points.length ? `${usd(points[0])} after one request.` : 'Nothing spent yet.'),
    );
  const W = 600;
  const H = 140;
  const max = points.at(-1) || 1;
  const path = points
    .map((v, i) => `${((i / (points.length - 1)) * W).toFixed(1)},${(H - (v / max) * (H - 10)).toFixed(1)}`)
    .join(' ');
  const figure = svg(
    'svg',
    {
      viewBox: `0 0 ${W} ${H}`,
      class: 'chart',
      role: 'img',
      'aria-label': `Spend over ${points.length} requests, ${usd(max)} in all`,
    },
    svg('polyline', { points: path, fill: 'none', stroke: 'currentColor', 'stroke-width': 2 }),
  );
  return h(
    'section',
    { 'aria-labelledby': 'spend-h' },
    h('h2', { id: 'spend-h' }, 'Spend'),
    h(
      'figure',
      {},
      figure,
      h(
        'figcaption',
        { class: 'muted small' },
        `${usd(max)} over ${number(points.length)} requests (the main session's, then each chapter session's)`,
      ),
    ),
  );
}

function check(p) {
  if (!p.check) return h('section', {}, h('h2', {}, 'Last check'), h('p', { class: 'muted' }, 'No writer check yet.'));
  const c = p.check;
  return h(
    'section',
    { 'aria-labelledby': 'check-h' },
    h('h2', { id: 'check-h' }, 'Last check'),
    h(
      'p',
      {},
      `${plural(c.findings, 'finding')}, ${c.unresolved} unresolved (${c.checkedAt.slice(0, 16).replace('T', ' ')} UTC${c.changed ? '; the text changed since' : ''}).`,
    ),
  );
}

function tick(root) {
  for (const cell of root.querySelectorAll('td.since')) {
    const last = Number(cell.dataset.last);
    cell.textContent = cell.dataset.last ? `${Math.max(0, Math.round((Date.now() - last) / 1000))} s ago` : '—';
  }
}

export async function render(root, { name }) {
  const draw = async () => {
    const p = await getJson(apiPath(name));
    document.title = `${p.title} · writer studio`;
    // The server's clock against this page's: "seconds since" counts on this one.
    const offset = Date.now() - p.now;
    root.replaceChildren(header(p), outline(p), board(p, offset) ?? '', chart(p.spend), check(p));
    tick(root);
  };
  await draw();
  setInterval(() => tick(root), 1000);
  return { refresh: draw };
}
