import { h } from './dom.js';

/**
 * The studio's page: which view the address asks for, and the live stream.
 * Each view draws itself into <main> and redraws when the server says a
 * project it shows changed on disk (Server-Sent Events).
 */

const VIEWS = {
  projects: () => import('./projects.js'),
  project: () => import('./project.js'),
  reader: () => import('./reader.js'),
  plan: () => import('./plan.js'),
  map: () => import('./map.js'),
};

function route() {
  const parts = location.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { view: 'projects', params: {} };
  const [, name, what, ...rest] = parts;
  if (what === 'read') return { view: 'reader', params: { name, file: rest.join('/') } };
  if (what === 'plan' || what === 'map') return { view: what, params: { name } };
  return { view: 'project', params: { name } };
}

function crumbs({ view, params }) {
  const nav = document.getElementById('crumbs');
  nav.replaceChildren();
  if (view === 'projects') return;
  const base = `/p/${encodeURIComponent(params.name)}`;
  nav.append(h('a', { href: base }, params.name));
  const here = { reader: 'Read', plan: 'Plan', map: 'Continuity' }[view];
  if (here) nav.append(' › ', h('span', { 'aria-current': 'page' }, here));
}

async function main() {
  const where = route();
  crumbs(where);
  const root = document.getElementById('main');
  const module = await VIEWS[where.view]();
  const view = await module.render(root, where.params);
  const live = document.getElementById('live');
  const events = new EventSource('/api/events');
  events.addEventListener('open', () => {
    live.textContent = 'Live';
    live.dataset.state = 'live';
  });
  events.addEventListener('error', () => {
    live.textContent = 'Reconnecting…';
    live.dataset.state = 'off';
  });
  // One redraw at a time: changes that come while one is drawn are drawn once after it (a run writes often).
  let drawing = false;
  let pending = false;
  const redraw = async () => {
    if (drawing) {
      pending = true;
      return;
    }
    drawing = true;
    try {
      await view?.refresh?.();
    } catch (error) {
      live.textContent = `Not updated: ${error.message}`;
    } finally {
      drawing = false;
      if (pending) {
        pending = false;
        void redraw();
      }
    }
  };
  events.addEventListener('change', (event) => {
    const projects = JSON.parse(event.data);
    if (where.view === 'projects' || projects.includes(where.params.name) || projects.includes('')) void redraw();
  });
}

main().catch((error) => {
  const root = document.getElementById('main');
  root.replaceChildren(
    h('p', { class: 'error', role: 'alert' }, `The studio could not show this page: ${error.message}`),
  );
});
