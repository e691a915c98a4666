/// <reference lib="dom" />
/**
 * The reader's script in the browser (bundled by scripts/build.mjs into dist/reader-client.js,
 * served from the site's own origin): it only enhances pages that already work without it.
 * - the light/dark switch (the choice is kept in localStorage; the head's inline script applies it);
 * - tabs: the stacked panels become a tab list (arrow keys, Home and End move between tabs);
 * - as-you-type search results under the search box, from the search page's JSON form;
 * - Ask: the answer shown as it is written (the ask page's event stream), instead of waiting for
 *   the whole answer page.
 */

const root = document.documentElement;

function themeSwitch() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-switch]')) {
    button.hidden = false;
    const dark = () =>
      root.dataset.theme
        ? root.dataset.theme === 'dark'
        : root.dataset.themeDefault === 'dark' ||
          (root.dataset.themeDefault !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    const label = () => button.setAttribute('aria-pressed', String(dark()));
    label();
    button.addEventListener('click', () => {
      const next = dark() ? 'light' : 'dark';
      root.dataset.theme = next;
      try {
        localStorage.setItem('quire-theme', next);
      } catch {
        // Storage refused: the choice lasts for this page.
      }
      label();
    });
  }
}

let tabsSeen = 0;
function tabs() {
  for (const box of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const panels = [...box.children].filter((c): c is HTMLElement => c.classList.contains('tab-panel'));
    if (!panels.length) continue;
    const id = `tabs-${++tabsSeen}`;
    const list = document.createElement('div');
    list.setAttribute('role', 'tablist');
    const buttons = panels.map((panel, i) => {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.id = `${id}-tab-${i}`;
      tab.textContent = panel.dataset.title ?? `Tab ${i + 1}`;
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', `${id}-panel-${i}`);
      panel.id = `${id}-panel-${i}`;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      panel.querySelector(':scope > .tab-title')?.setAttribute('hidden', '');
      list.append(tab);
      return tab;
    });
    const select = (index: number, focus: boolean) => {
      buttons.forEach((b, i) => {
        const on = i === index;
        b.setAttribute('aria-selected', String(on));
        b.tabIndex = on ? 0 : -1;
        panels[i].hidden = !on;
      });
      if (focus) buttons[index].focus();
    };
    list.addEventListener('click', (e) => {
      const i = buttons.indexOf((e.target as HTMLElement).closest('[role=tab]') as HTMLButtonElement);
      if (i >= 0) select(i, true);
    });
    list.addEventListener('keydown', (e) => {
      const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
      if (i < 0) return;
      const n = buttons.length;
      const to =
        e.key === 'ArrowRight'
          ? (i + 1) % n
          : e.key === 'ArrowLeft'
            ? (i - 1 + n) % n
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? n - 1
                : -1;
      if (to < 0) return;
      e.preventDefault();
      select(to, true);
    });
    box.prepend(list);
    box.classList.add('tabs-ready');
    select(0, false);
  }
}

interface Hit {
  title: string;
  href: string;
  space: string;
}

function search() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-search]')) {
    const input = form.querySelector<HTMLInputElement>('input[type=search]');
    if (!input) continue;
    const box = document.createElement('div');
    box.className = 'suggest';
    box.id = `${input.id}-suggest`;
    box.setAttribute('aria-live', 'polite');
    box.hidden = true;
    form.append(box);
    input.setAttribute('aria-controls', box.id);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const show = (hits: Hit[], q: string) => {
      box.replaceChildren();
      if (!q) {
        box.hidden = true;
        return;
      }
      const list = document.createElement('ul');
      for (const hit of hits.slice(0, 8)) {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = hit.href;
        a.textContent = hit.title;
        li.append(a);
        if (hit.space) {
          const meta = document.createElement('span');
          meta.className = 'meta';
          meta.textContent = ` · ${hit.space}`;
          li.append(meta);
        }
        list.append(li);
      }
      const status = document.createElement('p');
      status.className = 'meta';
      status.textContent = hits.length ? `${hits.length} result${hits.length > 1 ? 's' : ''}` : 'No page matches.';
      box.append(status, list);
      box.hidden = false;
    };
    input.addEventListener('input', () => {
      clearTimeout(timer);
      const q = input.value.trim();
      timer = setTimeout(async () => {
        const mine = ++asked;
        if (!q) return show([], '');
        try {
          const res = await fetch(`${form.action}?q=${encodeURIComponent(q)}&format=json`, {
            headers: { accept: 'application/json' },
          });
          const body = (await res.json()) as { results: Hit[] };
          if (mine === asked) show(body.results ?? [], q);
        } catch {
          // Offline or refused: the form still submits to the results page.
        }
      }, 120);
    });
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') box.hidden = true;
    });
    // A click elsewhere closes the results.
    document.addEventListener('click', (e) => {
      if (!form.contains(e.target as Node)) box.hidden = true;
    });
  }
}

/**
 * The ask form streams its answer into the page: the text as it comes (as text, never markup),
 * then the answer the server rendered, with its sources. Any failure before the first event
 * falls back to the answer page, which says why.
 */
function ask() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-ask]')) {
    const input = form.querySelector<HTMLInputElement>('input[name=q]');
    if (!input) continue;
    let out = document.querySelector<HTMLElement>('[data-answer]');
    if (!out) {
      out = document.createElement('div');
      out.setAttribute('aria-live', 'polite');
      out.dataset.answer = '';
      form.after(out);
    }
    const box = out;
    let source: EventSource | undefined;
    form.addEventListener('submit', (e) => {
      const q = input.value.trim();
      if (!q || typeof EventSource === 'undefined') return;
      e.preventDefault();
      source?.close();
      const page = `${form.action}?q=${encodeURIComponent(q)}`;
      history.replaceState(null, '', page);
      const text = document.createElement('p');
      text.className = 'answer-stream';
      const status = document.createElement('p');
      status.className = 'meta';
      status.textContent = 'Looking for an answer…';
      box.replaceChildren(status, text);
      box.setAttribute('aria-busy', 'true');
      let started = false;
      const stream = new EventSource(`${page}&format=sse`);
      source = stream;
      const end = () => {
        stream.close();
        box.removeAttribute('aria-busy');
      };
      stream.addEventListener('sources', () => {
        started = true;
        status.textContent = 'Writing the answer…';
      });
      stream.addEventListener('text', (event) => {
        started = true;
        text.textContent += (JSON.parse((event as MessageEvent).data) as { text: string }).text;
      });
      stream.addEventListener('done', (event) => {
        end();
        // The server rendered it as it renders pages: its own markup, links checked.
        box.innerHTML = (JSON.parse((event as MessageEvent).data) as { html: string }).html;
      });
      stream.addEventListener('error', (event) => {
        end();
        const data = (event as MessageEvent).data;
        if (typeof data === 'string') {
          const p = document.createElement('p');
          p.className = 'ask-error';
          p.setAttribute('role', 'alert');
          p.textContent = (JSON.parse(data) as { message: string }).message;
          box.replaceChildren(p);
        } else if (!started) location.assign(page);
      });
    });
  }
}

themeSwitch();
tabs();
search();
ask();
