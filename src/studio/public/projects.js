import { getJson, h, progress, projectPath, usd, words } from './dom.js';

/** Every project of the output folder: its state, words against target, chapters done, spend, what to type next. */

function card(project) {
  const state = project.writingPid ? `being written by pid ${project.writingPid}` : project.state;
  return h(
    'li',
    { class: 'card', 'data-project': project.name },
    h('h2', {}, h('a', { href: projectPath(project.name) }, project.title)),
    h('p', { class: 'muted small' }, project.name),
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'State'),
      h('dd', { class: `state ${project.writingPid ? 'writing' : ''}`, 'data-state': '' }, state),
      h('dt', {}, 'Words'),
      h(
        'dd',
        {},
        project.targetWords
          ? progress(project.words, project.targetWords, `${project.title}: words against target`)
          : words(project.words),
      ),
      h('dt', {}, 'Chapters'),
      h('dd', {}, project.chaptersPlanned ? `${project.chaptersDone} of ${project.chaptersPlanned} done` : '—'),
      h('dt', {}, 'Spent'),
      h('dd', {}, usd(project.spent)),
    ),
    project.next.command
      ? h('p', { class: 'next' }, `${project.next.label}: `, h('code', {}, project.next.command))
      : h('p', { class: 'next muted' }, `${project.next.label}: ${project.next.why}`),
  );
}

export async function render(root) {
  document.title = 'Projects · writer studio';
  const list = h('ul', { class: 'cards', 'aria-label': 'Projects' });
  const heading = h('h1', {}, 'Projects');
  const note = h('p', { class: 'muted' });
  root.replaceChildren(heading, note, list);
  const draw = async () => {
    const projects = await getJson('/api/projects');
    note.textContent =
      projects.length === 0 ? 'No projects yet: start one in a terminal (writer "…" -o this folder).' : '';
    list.replaceChildren(...projects.map(card));
  };
  await draw();
  return { refresh: draw };
}
