import { apiPath, filePath, getJson, h, number, plural, postJson, projectPath } from './dom.js';

/**
 * The reader: a chapter as the book will show it (rendered on the server by
 * export's sanitizer: raw HTML is text, only web, mail and in-book links),
 * the chapter list with word counts, and each of the last check's findings
 * at its line, with "Fixed" and "Dismiss" that mark it in review.md.
 */

function findingBox(name, finding, index, onDone) {
  const status = h('p', { class: 'finding-status', role: 'alert' });
  const mark = async (body) => {
    status.textContent = 'Saving…';
    try {
      await postJson(`${apiPath(name)}/review`, { id: finding.id, ...body });
      status.textContent = '';
      await onDone();
    } catch (error) {
      status.textContent = error.message;
    }
  };
  const id = `reason-${index}`;
  const reason = h('input', {
    id,
    type: 'text',
    name: 'reason',
    required: true,
    placeholder: 'a nickname, a flashback…',
  });
  const form = h(
    'form',
    {
      class: 'dismiss',
      hidden: true,
      onsubmit: (event) => {
        event.preventDefault();
        void mark({ mark: 'dismissed', reason: reason.value });
      },
    },
    h('label', { for: id }, 'Why is it no error?'),
    reason,
    h('button', { type: 'submit' }, 'Dismiss'),
  );
  const open = finding.state === 'open' || finding.state === 'left';
  return h(
    'aside',
    {
      class: `finding ${finding.state}`,
      'data-line': finding.line,
      'data-state': finding.state,
      'aria-label': `Finding at line ${finding.line}`,
    },
    h('p', {}, h('strong', {}, `Line ${finding.line} · ${finding.category}`), ' — ', finding.message),
    finding.evidence ? h('blockquote', { class: 'evidence' }, finding.evidence) : null,
    open
      ? h(
          'div',
          { class: 'actions' },
          h('button', { type: 'button', onclick: () => void mark({ mark: 'fixed' }) }, 'Fixed'),
          h(
            'button',
            {
              type: 'button',
              onclick: () => {
                form.hidden = false;
                reason.focus();
              },
            },
            'Dismiss with a reason…',
          ),
        )
      : h(
          'p',
          { class: 'verdict' },
          finding.state === 'fixed'
            ? 'Marked fixed in review.md.'
            : `Dismissed in review.md${finding.reason ? `: ${finding.reason}` : ''}.`,
        ),
    form,
    status,
  );
}

export async function render(root, { name, file }) {
  const side = h('nav', { class: 'chapters', 'aria-label': 'Chapters' });
  const article = h('article', { class: 'book' });
  const findingsNote = h('p', { class: 'muted small' });
  root.replaceChildren(h('div', { class: 'reader' }, side, h('div', { class: 'page' }, findingsNote, article)));
  const draw = async () => {
    if (!file) {
      article.replaceChildren(h('p', { class: 'muted' }, 'No chapter to read yet.'));
      return;
    }
    const c = await getJson(`${apiPath(name)}/chapter/${filePath(file)}`);
    document.title = `${c.title} · writer studio`;
    side.replaceChildren(
      h('h2', {}, 'Chapters'),
      h(
        'ol',
        {},
        c.chapters.map((ch) =>
          h(
            'li',
            {},
            h(
              'a',
              {
                href: `${projectPath(name)}/read/${filePath(ch.file)}`,
                'aria-current': ch.file === file ? 'page' : false,
              },
              ch.file,
            ),
            ' ',
            h('span', { class: 'muted small' }, `${number(ch.words)} words`),
          ),
        ),
      ),
    );
    // The blocks are export's own XHTML: the server renders and sanitizes them; nothing of the file's markup is live.
    const body = h('div', { class: 'body' });
    body.innerHTML = c.blocks
      .map((b) => `<div class="block" data-line="${b.line}" id="line-${b.line}">${b.html}</div>`)
      .join('');
    article.replaceChildren(h('h1', {}, c.title), body);
    const blocks = [...body.children];
    const open = c.findings.filter((f) => f.state === 'open' || f.state === 'left').length;
    findingsNote.textContent = c.findings.length
      ? `${plural(c.findings.length, 'finding')} from the last writer check, ${open} open.`
      : 'No findings from the last writer check here.';
    for (const [index, finding] of c.findings.entries()) {
      // After the last block starting at or before its line; one on the title's line goes before the text.
      let at;
      for (const block of blocks) if (Number(block.dataset.line) <= finding.line) at = block;
      const box = findingBox(name, finding, index, draw);
      if (at) at.after(box);
      else body.prepend(box);
    }
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  };
  await draw();
  return { refresh: draw };
}
