import { apiPath, getJson, h, postJson } from './dom.js';

/**
 * The plan: outline.md and bible.md, edited here and saved atomically (a
 * save is refused, with the reason, while a run holds the project). What
 * writer will make of the text is checked as it is typed, before saving.
 */

function showCheck(box, check) {
  box.replaceChildren(
    ...check.problems.map((p) => h('p', { class: 'problem' }, p)),
    ...check.notes.map((n) => h('p', { class: 'note' }, n)),
  );
  if (check.problems.length === 0 && check.notes.length === 0) box.append(h('p', { class: 'note' }, 'Nothing to say.'));
}

function editor(name, plan, writingPid) {
  const id = `edit-${plan.file.replace(/\W/g, '-')}`;
  const area = h('textarea', { id, rows: 18, spellcheck: 'true' });
  area.value = plan.text;
  let saved = plan.text;
  const checkBox = h('div', { class: 'check', 'aria-live': 'polite', 'aria-label': `Check of ${plan.file}` });
  const status = h('p', { class: 'save-status', role: 'alert' });
  showCheck(checkBox, plan.check);
  const label = `Save ${plan.file}`;
  const save = h('button', { type: 'button' }, label);
  // A text the plan check finds problems in is saved only when asked twice: the check is seen before the save.
  let confirming = false;
  const unconfirm = () => {
    confirming = false;
    save.textContent = label;
  };
  let timer;
  area.addEventListener('input', () => {
    clearTimeout(timer);
    unconfirm();
    status.textContent = area.value === saved ? '' : 'Not saved.';
    timer = setTimeout(
      async () =>
        showCheck(checkBox, await postJson(`${apiPath(name)}/plan/check`, { file: plan.file, text: area.value })),
      250,
    );
  });
  save.addEventListener('click', async () => {
    try {
      if (!confirming) {
        const check = await postJson(`${apiPath(name)}/plan/check`, { file: plan.file, text: area.value });
        showCheck(checkBox, check);
        if (check.problems.length > 0) {
          confirming = true;
          save.textContent = `Save anyway (${check.problems.length} ${check.problems.length === 1 ? 'problem' : 'problems'})`;
          status.textContent = `Not saved yet: the plan check found ${check.problems.length === 1 ? 'a problem' : 'problems'} (above).`;
          return;
        }
      }
      status.textContent = 'Saving…';
      showCheck(checkBox, await postJson(`${apiPath(name)}/plan`, { file: plan.file, text: area.value }));
      saved = area.value;
      unconfirm();
      status.textContent = `Saved ${plan.file}.`;
    } catch (error) {
      status.textContent = `Not saved: ${error.message}`;
    }
  });
  const section = h(
    'section',
    { class: 'editor', 'data-file': plan.file },
    h('h2', {}, h('label', { for: id }, plan.file)),
    writingPid
      ? h('p', { class: 'warn' }, `A run (pid ${writingPid}) is writing this project: saving is refused until it ends.`)
      : null,
    area,
    h('h3', {}, 'Check'),
    checkBox,
    h('div', { class: 'actions' }, save),
    status,
  );
  return {
    section,
    area,
    isDirty: () => area.value !== saved,
    update: (text) => {
      area.value = text;
      saved = text;
    },
  };
}

export async function render(root, { name }) {
  document.title = `Plan · ${name} · writer studio`;
  let editors = [];
  const draw = async () => {
    const data = await getJson(`${apiPath(name)}/plan`);
    editors = data.files.map((plan) => editor(name, plan, data.writingPid));
    root.replaceChildren(h('h1', {}, 'Plan'), ...editors.map((e) => e.section));
  };
  await draw();
  return {
    // A change on disk: shown at once where the author has nothing unsaved; kept out of an edit in progress.
    refresh: async () => {
      if (editors.some((e) => e.isDirty() || e.area === document.activeElement)) return;
      await draw();
    },
  };
}
