// The annotator's session in a web browser: instructions, rating and pairwise items, the break reminder and the done
// page, with the desktop session's keys (ui/session). Plain ES2020, no libraries; it talks only to this server's API
// (core/web/webapi.h) with the link's token, and shows images through blob: URLs fetched with that token.
//
// Hooks for browser tests (keep them stable):
//   body[data-page]        "loading" | "instructions" | "task" | "break" | "done" | "expired" | "failure"
//   #start                 Start (or "Back to work") on the instructions page; #show-instructions opens it (F1)
//   #task                  data-item (item id), data-kind ("rating" | "preference"), data-position, data-total
//   #progress              data-done, data-total; its text "n of N items done"
//   .question              one question: data-output (rating) or data-pair (preference), data-dimension (the
//                          dimension's name), data-state "empty" | "saving" | "saved" | "failed"; .current (and
//                          aria-current) on the question the keys answer
//   button.answer          data-value: the value on the scale, or left | right | tie | both_bad; aria-pressed="true"
//                          only on the answer the server acknowledged; .saving while it is sent, .failed if it was not
//   .strip-tile            data-output; .current on the output shown large, .complete when all its questions are
//   #saved                 data-state "idle" | "saving" | "saved" | "error"; says "Saved" only after the server's ack
//   #error-banner, #retry  a save that failed, and sending it again
//   #message               why Submit was refused
//   #submit                submits the item (Ctrl+Enter)
//   #take-break, #continue the break page (also after the plan's breakMinutes of work, at the next submitted item)
//   #done, #done-text      the done page; #completion-code and #completion-link when the study has a completion
//   #expired               the page for an expired or invalid link (any 401)
// A reload (or leaving) while an answer waits to be sent, or failed, makes the browser ask first.
// A visit starts on the instructions (#start says "Back to work" once there is progress); a reload in the same tab,
// or an item that has answers already, goes straight back to the item, at its first unanswered question.
//
// Keys on an item, as in the desktop session: 1–9 answer the question in focus with the n-th button; ← / → move a
// dashed highlight (saving nothing) that Space / Return saves; Shift+← / Shift+→ / Shift+↓ / B answer a pairwise
// question (left / right better, about the same, both bad); Tab / Shift+Tab and ↓ / ↑ go to the next / previous
// question; Page Down / Page Up to the next / previous output or pair; Delete clears the answer in focus; Ctrl+Z /
// Ctrl+Shift+Z undo / redo an answer; Ctrl+Enter submits; O held shows the original in place of the outputs; F1 the
// instructions.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);

  /** An element with a class, text and attributes (set as attributes, never as HTML). */
  function el(tag, className, text, attrs) {
    const e = document.createElement(tag);
    if (className)
      e.className = className;
    if (text !== undefined && text !== null)
      e.textContent = text;
    for (const [k, v] of Object.entries(attrs || {}))
      e.setAttribute(k, v);
    return e;
  }

  const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // The token is the link's last path segment (/s/<token>); the page never puts it anywhere else.
  const token = location.pathname.split('/').filter(Boolean).pop() || '';
  const startedKey = `editlens.started.${token.slice(-24)}`;

  const sides = ['left', 'right', 'tie', 'both_bad'];
  const sideTexts = ['◀ Left is better', 'Right is better ▶', 'About the same', 'Both bad'];
  const sideHelp = ['The left image is the better edit', 'The right image is the better edit',
    'Both are equally good', 'Neither image is an acceptable edit'];

  const state = {
    session: null,
    item: null,        // /api/item's answer for the item shown
    seenKinds: new Set(),
    page: 0,           // the output (rating) or pair (preference) in focus
    question: 0,       // the dimension in focus
    highlight: -1,     // the answer the arrows highlight, -1 none
    editable: true,
    saved: new Map(),  // question key → value the server acknowledged
    pending: new Map(), // question key → value chosen and not yet acknowledged
    failed: new Map(), // question key → {op, error}
    queue: [],         // answers to send, one at a time, in order
    inFlight: null,
    idleWaiters: [],
    undo: [],
    redo: [],
    images: new Map(), // image URL → Promise of a blob: URL
    returnPage: 'task',
    breakTimer: 0,
    breakDue: false,
    workedSince: Date.now(),
    busy: false,       // a submit or an item load is under way
    itemPaused: null,  // the pause sent while the instructions are shown before the first item (a Promise)
  };

  // ---- The API ---------------------------------------------------------------------------------------------------

  class ApiError extends Error {
    constructor(status, message) {
      super(message);
      this.status = status;
    }
  }

  /** One API call with the token; resolves to {status, data, retryAfter}; a 401 shows the expired page. */
  async function api(method, path, body) {
    const init = {method, headers: {Authorization: `Bearer ${token}`}, cache: 'no-store', credentials: 'omit'};
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, init);
    } catch (e) {
      throw new ApiError(0, 'The study server cannot be reached. Check your connection.');
    }
    let data = null;
    try {
      data = await response.json();
    } catch (e) {
      data = null;
    }
    if (response.status === 401) {
      showPage('expired');
      throw new ApiError(401, 'This link has expired or is not valid.');
    }
    const retryAfter = Number(response.headers.get('retry-after')) || 1;
    return {status: response.status, data, retryAfter};
  }

  const errorText = (r) => (r.data && typeof r.data.error === 'string' && r.data.error) || `The server answered ${r.status}.`;

  /** A blob: URL for an image of the item, fetched with the token (an <img> cannot send it). */
  function imageUrl(path) {
    if (!path)
      return Promise.resolve('');
    if (!state.images.has(path)) {
      state.images.set(path, fetch(path, {headers: {Authorization: `Bearer ${token}`}, cache: 'no-store'})
        .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
        .then((blob) => URL.createObjectURL(blob))
        .catch(() => {
          state.images.delete(path); // asked again when the item is shown again (a break, a reload)
          return '';
        }));
    }
    return state.images.get(path);
  }

  /** Lets go of the blob: URLs that the new item does not show. */
  function forgetImages(keep) {
    for (const [path, url] of state.images) {
      if (!keep.has(path)) {
        url.then((u) => u && URL.revokeObjectURL(u));
        state.images.delete(path);
      }
    }
  }

  // ---- Pages -----------------------------------------------------------------------------------------------------

  const pages = ['loading', 'instructions', 'task', 'break', 'done', 'expired', 'failure'];

  function showPage(name) {
    for (const p of pages)
      $(p).hidden = p !== name;
    document.body.dataset.page = name;
    window.scrollTo(0, 0);
    const focus = {instructions: 'start', break: 'continue', failure: 'reload'}[name];
    if (focus)
      $(focus).focus({preventScroll: true});
    else if (name === 'done' && !$('completion').hidden)
      $('completion-link').focus({preventScroll: true});
    else if (name === 'task') {
      arrangeImages(); // measured only now: a hidden page has no size
      focusQuestion(state.page, state.question);
    }
  }

  const currentPage = () => document.body.dataset.page;

  function showFailure(text) {
    $('failure-text').textContent = text;
    showPage('failure');
  }

  function renderInstructions() {
    const s = state.session;
    const box = $('instructions-text');
    box.replaceChildren();
    if (s.instructions && s.instructions.trim())
      box.append(el('p', 'study-instructions', s.instructions));
    box.append(el('p', null, 'Each item shows an original image, the instruction given to an image editor, and the '
      + 'edited images it produced. The editors are not named: judge only what you see.'));
    const rubric = s.rubric || {dimensions: []};
    if (rubric.help)
      box.append(el('p', null, rubric.help));
    box.append(el('h2', null, 'The questions'));
    const list = el('dl', 'dimensions');
    const ratings = state.seenKinds.size === 0 || state.seenKinds.has('rating');
    const pairwise = state.seenKinds.has('preference');
    for (const d of rubric.dimensions) {
      list.append(el('dt', null, d.title || d.name));
      const dd = el('dd');
      if (d.help)
        dd.append(el('div', null, d.help));
      if (ratings) {
        const scale = d.values.map((v) => (label(d, v) ? `${v} = ${label(d, v)}` : String(v)));
        dd.append(el('div', 'scale', scale.join(' · ')));
      }
      list.append(dd);
    }
    box.append(list);
    if (pairwise)
      box.append(el('p', null, 'On some items you compare two edited images side by side: for each question, say '
        + 'which one is better, that they are about the same, or that both are bad.'));
    box.append(el('h2', null, 'Keys'));
    const keys = [['1 – 9', 'answer the question in focus (the n-th button)'],
      ['← / →', 'move the dashed highlight between the answers (this saves nothing)'],
      ['Space / Return', 'save the highlighted answer']];
    if (pairwise)
      keys.push(['Shift+← / Shift+→ / Shift+↓ / B',
        'when two images are compared: left is better / right is better / about the same / both bad']);
    keys.push(['Tab / Shift+Tab, ↓ / ↑', 'the next / previous question (then the next image)'],
      ['Page Down / Page Up', 'the next / previous image'],
      ['Delete', 'clear the answer in focus'],
      ['Ctrl+Z / Ctrl+Shift+Z', 'undo / redo'],
      ['Ctrl+Enter', 'submit the item and go on to the next'],
      ['O (held)', 'the original in place of the edited image(s), to flicker between them'],
      ['F1', 'these instructions']);
    const table = el('table', 'keys');
    for (const [key, what] of keys) {
      const row = el('tr');
      row.append(el('th', null, key, {scope: 'row'}), el('td', null, what));
      table.append(row);
    }
    box.append(table);
    box.append(el('p', null, 'Every answer is saved the moment you give it; you can stop and come back at any time.'));
  }

  function label(dimension, value) {
    const labels = dimension.labels || {};
    return labels[String(value)] || '';
  }

  function openInstructions() {
    if (currentPage() === 'instructions') {
      closeInstructions();
      return;
    }
    state.returnPage = currentPage() === 'done' ? 'done' : 'task';
    renderInstructions();
    $('start').textContent = hasProgress() ? 'Back to work' : 'Start';
    showPage('instructions');
  }

  function closeInstructions() {
    if (state.itemPaused) {
      // The first visit: the item's clock was stopped while the instructions were read, and starts now (after the
      // pause reached the server, so that the two cannot arrive the other way round).
      const paused = state.itemPaused;
      state.itemPaused = null;
      markStarted();
      startBreakTimer(false);
      paused.then(loadItem);
      return;
    }
    markStarted();
    if (state.returnPage === 'done') {
      showPage('done');
      return;
    }
    startBreakTimer(false);
    showPage('task');
  }

  function markStarted() {
    try {
      sessionStorage.setItem(startedKey, '1');
    } catch (e) {
      // Storage may be off; the page then shows the instructions again after a reload.
    }
  }

  /** Whether the instructions were read in this tab (a reload goes straight back to the item) or the item shown
   *  has answers already (the middle of an item, in another tab). A new visit starts on the instructions, as the
   *  desktop session does, with "Back to work" once there is progress. */
  function inTheMiddle() {
    try {
      if (sessionStorage.getItem(startedKey))
        return true;
    } catch (e) {
      // Storage may be off: the answers alone decide.
    }
    const answers = state.item && state.item.answers;
    return !!(answers && ((answers.ratings || []).length || (answers.preferences || []).length));
  }

  function hasProgress() {
    const s = state.session;
    return inTheMiddle() || !!(s && s.progress && s.progress.done > 0);
  }

  // ---- Breaks ----------------------------------------------------------------------------------------------------

  function startBreakTimer(restart) {
    if (state.breakTimer && !restart)
      return;
    clearTimeout(state.breakTimer);
    state.breakDue = false;
    state.workedSince = Date.now();
    const minutes = Number(state.session && state.session.breakMinutes) || 0;
    // Not in the middle of a question: the reminder waits for the next submitted item.
    state.breakTimer = minutes > 0 ? setTimeout(() => { state.breakDue = true; }, minutes * 60000) : 0;
  }

  async function takeBreak() {
    state.breakDue = false;
    clearTimeout(state.breakTimer);
    state.breakTimer = 0;
    const minutes = Math.floor((Date.now() - state.workedSince) / 60000);
    $('break-text').textContent = minutes > 0
      ? `You have been working for ${plural(minutes, 'minute', 'minutes')}. Rest your eyes for a few minutes: `
        + 'everything is saved, and the item waits for you.'
      : 'Everything is saved, and the item waits for you.';
    showPage('break');
    try {
      await api('POST', '/api/pause', {}); // the item's clock stops until it is shown again
    } catch (e) {
      // The break page stays; the time is only the item's.
    }
  }

  async function endBreak() {
    startBreakTimer(true);
    await whenSent(); // the item comes back with every answer given before the break
    await loadItem(); // shows the item again, which starts its clock
  }

  // ---- Items -----------------------------------------------------------------------------------------------------

  const dimensions = () => (state.session && state.session.rubric ? state.session.rubric.dimensions : []);
  const isPreference = () => !!state.item && state.item.kind === 'preference';
  const pageCount = () => (!state.item ? 0 : isPreference() ? (state.item.pairs || []).length
    : (state.item.outputs || []).length);
  /** The output's (or pair's) index as the API names it, for the one at position `page` of the display order. */
  const indexOf = (page) => {
    const list = isPreference() ? state.item.pairs : state.item.outputs;
    return list && list[page] ? list[page].index : page;
  };
  const keyOf = (page, d) => `${isPreference() ? 'p' : 'r'}:${indexOf(page)}:${dimensions()[d].name}`;
  const valueOf = (key) => (state.pending.has(key) ? state.pending.get(key) : state.saved.get(key));
  const answered = (page, d) => { const v = valueOf(keyOf(page, d)); return v !== undefined && v !== null; };
  const choicesOf = (d) => (isPreference() ? sides : dimensions()[d].values);
  const outputLabel = (index) => {
    const o = (state.item.outputs || []).find((x) => x.index === index);
    return o ? o.label : '';
  };

  async function loadItem() {
    state.busy = true;
    let r;
    try {
      r = await api('GET', '/api/item');
    } catch (e) {
      state.busy = false;
      if (e.status !== 401)
        showFailure(e.message);
      return;
    }
    state.busy = false;
    if (r.status !== 200 || !r.data) {
      showFailure(errorText(r));
      return;
    }
    if (r.data.done) {
      await showDone(r.data);
      return;
    }
    setItem(r.data);
    showPage('task');
  }

  function setItem(item) {
    state.item = item;
    state.seenKinds.add(item.kind);
    state.editable = item.editable !== false;
    state.saved = new Map();
    state.pending = new Map();
    state.failed = new Map();
    state.undo = [];
    state.redo = [];
    state.highlight = -1;
    const answers = item.answers || {};
    for (const a of answers.ratings || [])
      state.saved.set(`r:${a.output}:${a.dimension}`, a.value);
    for (const a of answers.preferences || [])
      state.saved.set(`p:${a.pair}:${a.dimension}`, a.side);
    // A reload in the middle of an item goes on at its first open question; a new item starts at its first.
    const first = firstUnanswered();
    state.page = first ? first[0] : 0;
    state.question = first ? first[1] : 0;
    const task = $('task');
    task.dataset.item = String(item.item);
    task.dataset.kind = item.kind;
    task.dataset.position = String(item.position || '');
    task.dataset.total = String(item.total || '');
    $('instruction').replaceChildren();
    if (item.instruction) {
      $('instruction').append('Instruction: ', el('strong', null, `“${item.instruction}”`));
    } else {
      $('instruction').append(el('em', null, 'No instruction was given for this item.'));
    }
    setMessage(state.editable ? '' : 'This item can no longer be changed.', !state.editable);
    updateBanner();
    const keep = new Set([item.source, item.target, ...(item.outputs || []).map((o) => o.image)]);
    forgetImages(keep);
    buildImages();
    buildStrip();
    buildRows();
    updateSaved();
    $('submit').disabled = false;
  }

  function firstUnanswered() {
    for (let p = 0; p < pageCount(); ++p)
      for (let d = 0; d < dimensions().length; ++d)
        if (!answered(p, d))
          return [p, d];
    return null;
  }

  /** An image with its caption; `role` names the tile for tests (source, main, left, right, target). */
  function tile(role, caption) {
    const figure = el('figure', `tile tile-${role}`, null, {id: `tile-${role}`});
    const frame = el('div', 'frame');
    const img = el('img', null, null, {alt: caption});
    frame.append(img);
    figure.append(frame, el('figcaption', null, caption));
    return figure;
  }

  function showImage(figure, path, caption) {
    const img = figure.querySelector('img');
    figure.querySelector('figcaption').textContent = caption;
    img.alt = caption;
    img.dataset.path = path || '';
    imageUrl(path).then((url) => {
      if (img.dataset.path !== (path || ''))
        return; // another output was shown meanwhile
      if (url)
        img.src = url;
      else
        img.removeAttribute('src');
      figure.classList.toggle('missing', !url);
    });
  }

  const wideWindow = window.matchMedia('(min-width: 1000px) and (min-height: 561px)');

  /** On a wide window a rating item's original and output go side by side or one above the other, whichever shows
   *  the output larger for the images' shape (wide photographs above each other). */
  function arrangeImages() {
    const box = $('images');
    const source = $('tile-source');
    const img = source && source.querySelector('img');
    box.classList.remove('stacked');
    if (!state.item || isPreference() || !wideWindow.matches || !img || !img.naturalWidth || !img.naturalHeight)
      return;
    const aspect = img.naturalWidth / img.naturalHeight;
    const share = 2 / (state.item.target ? 4 : 3); // the output's share of the row or the column
    const width = box.clientWidth;
    const height = box.clientHeight;
    const sideBySide = Math.min((width * share) / aspect, height);
    const above = Math.min(width / aspect, height * share);
    box.classList.toggle('stacked', above > sideBySide * 1.1);
  }

  function buildImages() {
    const item = state.item;
    const box = $('images');
    box.replaceChildren();
    box.classList.toggle('pairwise', isPreference());
    box.append(tile('source', 'Original'));
    if (isPreference())
      box.append(tile('left', 'Left'), tile('right', 'Right'));
    else
      box.append(tile('main', ''));
    if (item.target)
      box.append(tile('target', 'Reference result'));
    showImage($('tile-source'), item.source, 'Original');
    $('tile-source').querySelector('img').addEventListener('load', arrangeImages);
    if (item.target)
      showImage($('tile-target'), item.target, 'Reference result');
    showOutputs();
  }

  /** The output(s) in focus, large: the rated output, or the pair's left and right. */
  function showOutputs() {
    peekOriginal(false); // another output comes: O must be pressed again to see the original in its place
    const item = state.item;
    const output = (index) => (item.outputs || []).find((o) => o.index === index);
    if (isPreference()) {
      const pair = (item.pairs || [])[state.page];
      const left = pair ? output(pair.left) : null;
      const right = pair ? output(pair.right) : null;
      showImage($('tile-left'), left && left.image, left ? `Left: ${left.label}` : 'Left');
      showImage($('tile-right'), right && right.image, right ? `Right: ${right.label}` : 'Right');
      return;
    }
    const o = (item.outputs || [])[state.page];
    showImage($('tile-main'), o && o.image, o ? o.label : '');
    $('strip').querySelectorAll('.strip-tile').forEach((t, position) => {
      t.classList.toggle('current', position === state.page);
      t.setAttribute('aria-pressed', String(position === state.page));
    });
  }

  function buildStrip() {
    const strip = $('strip');
    strip.replaceChildren();
    const outputs = state.item.outputs || [];
    strip.hidden = isPreference() || outputs.length < 2;
    if (strip.hidden)
      return;
    outputs.forEach((o, i) => {
      const b = el('button', 'strip-tile', null, {type: 'button', 'data-output': String(o.index), tabindex: '-1'});
      const img = el('img', null, null, {alt: ''});
      imageUrl(o.image).then((url) => { if (url) img.src = url; });
      b.append(img, el('span', 'caption', o.label), el('span', 'badge', '', {'aria-hidden': 'true'}));
      b.addEventListener('click', () => focusQuestion(i, 0));
      strip.append(b);
    });
    updateStrip();
  }

  function updateStrip() {
    $('strip').querySelectorAll('.strip-tile').forEach((t, position) => {
      let complete = dimensions().length > 0;
      for (let d = 0; d < dimensions().length; ++d)
        complete = complete && state.saved.has(keyOf(position, d)) && state.saved.get(keyOf(position, d)) !== null;
      t.classList.toggle('complete', complete);
      t.querySelector('.badge').textContent = complete ? '✓' : '';
      const caption = t.querySelector('.caption').textContent;
      t.setAttribute('aria-label', `${caption}${complete ? ', answered' : ''}`);
    });
  }

  // ---- Questions -------------------------------------------------------------------------------------------------

  /** The rows of the output or pair in focus: one per dimension, one button per answer. */
  function buildRows() {
    const rows = $('question-rows');
    rows.replaceChildren();
    const pref = isPreference();
    const n = pageCount();
    if (pref) {
      const pair = (state.item.pairs || [])[state.page];
      $('question-heading').textContent = pair
        ? `Pair ${state.page + 1} of ${n}: which edit is better, ${outputLabel(pair.left)} (left) or `
          + `${outputLabel(pair.right)} (right)?`
        : 'This item has no pair of outputs to compare.';
    } else {
      const o = (state.item.outputs || [])[state.page];
      $('question-heading').textContent = o ? `Rate ${o.label} (${state.page + 1} of ${n})` : '';
    }
    dimensions().forEach((dim, d) => {
      const row = el('div', 'question', null, {role: 'group', tabindex: '-1', id: `question-${d}`,
        'aria-labelledby': `question-${d}-title`, 'data-dimension': dim.name, 'data-index': String(d)});
      row.dataset[pref ? 'pair' : 'output'] = String(indexOf(state.page));
      const head = el('div', 'question-title');
      head.append(el('span', 'title', dim.title || dim.name, {id: `question-${d}-title`}));
      if (dim.help)
        head.append(el('span', 'help', dim.help));
      head.append(el('span', 'row-state', '', {'aria-live': 'polite'}));
      const buttons = el('div', 'answers');
      choicesOf(d).forEach((value, i) => {
        const text = pref ? sideTexts[i] : String(value);
        const b = el('button', 'answer', null, {type: 'button', tabindex: '-1', id: `answer-${d}-${i}`,
          'data-value': String(value), 'aria-pressed': 'false'});
        b.append(el('span', 'value', text));
        const l = pref ? '' : label(dim, value);
        if (l)
          b.append(el('span', 'label', l));
        b.title = pref ? sideHelp[i] : (l ? `${value} — ${l}` : String(value));
        b.addEventListener('click', () => {
          focusQuestion(state.page, d);
          choose(d, i);
        });
        buttons.append(b);
      });
      row.append(head, buttons);
      row.addEventListener('focus', () => {
        if (state.question !== d) {
          state.question = d;
          state.highlight = -1;
          updateRows();
        }
      });
      rows.append(row);
    });
    updateRows();
  }

  function updateRows() {
    const rows = $('question-rows').children;
    for (let d = 0; d < rows.length; ++d) {
      const row = rows[d];
      const key = keyOf(state.page, d);
      const saved = state.saved.has(key) ? state.saved.get(key) : null;
      const pending = state.pending.has(key);
      const failed = state.failed.get(key);
      const shown = valueOf(key);
      const current = d === state.question;
      row.classList.toggle('current', current);
      if (current)
        row.setAttribute('aria-current', 'true');
      else
        row.removeAttribute('aria-current');
      row.dataset.state = failed ? 'failed' : pending ? 'saving' : saved !== null ? 'saved' : 'empty';
      row.querySelector('.row-state').textContent = failed ? 'Not saved' : pending ? 'Saving…' : '';
      const buttons = row.querySelectorAll('button.answer');
      choicesOf(d).forEach((value, i) => {
        const b = buttons[i];
        b.disabled = !state.editable;
        b.setAttribute('aria-pressed', String(!pending && saved === value));
        b.classList.toggle('chosen', shown === value && shown !== null && shown !== undefined);
        b.classList.toggle('saving', pending && shown === value);
        b.classList.toggle('failed', !!failed && failed.op.value === value);
        b.classList.toggle('highlight', current && i === state.highlight);
      });
      if (current && state.highlight >= 0)
        row.setAttribute('aria-activedescendant', `answer-${d}-${state.highlight}`);
      else
        row.removeAttribute('aria-activedescendant');
    }
    if (!isPreference())
      updateStrip();
  }

  function focusQuestion(page, d) {
    if (!state.item || page < 0 || page >= pageCount() || d < 0 || d >= dimensions().length)
      return;
    const changed = page !== state.page;
    state.page = page;
    if (d !== state.question || changed)
      state.highlight = -1;
    state.question = d;
    if (changed) {
      buildRows();
      showOutputs();
    } else {
      updateRows();
    }
    const row = $(`question-${d}`);
    if (row && currentPage() === 'task') {
      row.focus({preventScroll: true});
      row.scrollIntoView({block: 'nearest'});
    }
  }

  /** Steps through the questions in Tab's order: a page's questions, then the next page's, wrapping around. */
  function moveFocus(delta) {
    const questions = dimensions().length;
    const cells = pageCount() * questions;
    if (cells <= 0)
      return;
    const flat = (((state.page * questions + state.question + delta) % cells) + cells) % cells;
    focusQuestion(Math.floor(flat / questions), flat % questions);
  }

  /** Answers question `d` of the page in focus with its `index`-th choice (-1 clears it), then moves on. */
  function choose(d, index) {
    if (!state.editable || state.busy)
      return;
    const value = index >= 0 ? choicesOf(d)[index] : null;
    if (value === undefined)
      return;
    const last = state.page === pageCount() - 1 && d === dimensions().length - 1;
    if (!setAnswer(state.page, d, value, true))
      return;
    if (index >= 0 && d === state.question && !last)
      moveFocus(+1); // answered: on to the next question
  }

  /** Records an answer change and queues it for the server; `record` puts it on the undo stack. */
  function setAnswer(page, d, value, record) {
    const key = keyOf(page, d);
    const before = valueOf(key);
    const had = before !== undefined && before !== null;
    if (!state.failed.has(key) && ((!had && value === null) || before === value))
      return false;
    if (record) {
      state.undo.push({page, d, before: had ? before : null, after: value});
      state.redo = [];
    }
    const body = isPreference()
      ? {item: state.item.item, pair: indexOf(page), dimension: dimensions()[d].name, side: value}
      : {item: state.item.item, output: indexOf(page), dimension: dimensions()[d].name, value};
    send({key, value, body});
    return true;
  }

  function undoRedo(from, to, field) {
    const step = from.pop();
    if (!step || !state.editable)
      return;
    to.push(step);
    focusQuestion(step.page, step.d);
    setAnswer(step.page, step.d, step[field], false);
  }

  // ---- Saving ----------------------------------------------------------------------------------------------------

  function send(op) {
    // A newer answer to the same question replaces one that is waiting (or failed): only the last one counts.
    state.queue = state.queue.filter((q) => q.key !== op.key);
    state.failed.delete(op.key);
    state.pending.set(op.key, op.value);
    state.queue.push(op);
    updateRows();
    updateBanner();
    pump();
  }

  async function pump() {
    if (state.inFlight)
      return;
    const op = state.queue.shift();
    if (!op) {
      updateSaved();
      for (const resolve of state.idleWaiters.splice(0))
        resolve();
      return;
    }
    state.inFlight = op;
    updateSaved();
    let r;
    try {
      r = await api('POST', '/api/answer', op.body);
    } catch (e) {
      r = {status: e.status, data: {error: e.message}};
    }
    state.inFlight = null;
    if (r.status === 401)
      return; // the expired page is shown; nothing more goes out
    const stillWaiting = state.queue.some((q) => q.key === op.key);
    if (r.status === 429) {
      state.queue.unshift(op); // over the rate: the same answer again, after the server's pause
      $('saved').textContent = 'Saving… (waiting for the server)';
      await sleep(r.retryAfter * 1000);
    } else if (r.status === 200 && r.data && r.data.saved) {
      if (op.value === null)
        state.saved.delete(op.key);
      else
        state.saved.set(op.key, op.value);
      if (!stillWaiting)
        state.pending.delete(op.key);
      updateProgress(r.data.progress);
    } else {
      if (!stillWaiting) {
        state.pending.delete(op.key);
        state.failed.set(op.key, {op, error: errorText(r)});
      }
      if (r.status === 409)
        state.editable = false; // submitted and locked elsewhere: nothing here can change it any more
    }
    if (state.item && op.body.item === state.item.item) {
      updateRows();
      updateBanner();
    }
    pump();
  }

  /** Resolves once every answer was sent (acknowledged or failed). */
  function whenSent() {
    if (!state.inFlight && state.queue.length === 0)
      return Promise.resolve();
    return new Promise((resolve) => state.idleWaiters.push(resolve));
  }

  function retryFailed() {
    const ops = [...state.failed.values()].map((f) => f.op);
    for (const op of ops)
      send(op);
  }

  function updateSaved() {
    const s = $('saved');
    let st = 'idle';
    if (state.failed.size)
      st = 'error';
    else if (state.inFlight || state.queue.length || state.pending.size)
      st = 'saving';
    else if (state.saved.size)
      st = 'saved';
    s.dataset.state = st;
    s.textContent = {idle: '', saving: 'Saving…', saved: 'Saved', error: 'Not saved'}[st];
  }

  function updateBanner() {
    updateSaved();
    const banner = $('error-banner');
    banner.hidden = state.failed.size === 0;
    if (banner.hidden)
      return;
    const first = state.failed.values().next().value;
    const n = state.failed.size;
    const reason = /[.!?]$/.test(first.error) ? first.error : `${first.error}.`;
    $('error-text').textContent = `${n === 1 ? 'An answer was' : `${n} answers were`} NOT saved: ${reason} `
      + 'The answers marked “Not saved” need to be sent again.';
    $('retry').hidden = !state.editable;
  }

  function updateProgress(progress) {
    if (!progress)
      return;
    const total = Math.max(0, Number(progress.total) || 0);
    const done = Math.min(Number(progress.done) || 0, total);
    $('progress').dataset.done = String(done);
    $('progress').dataset.total = String(total);
    $('progress-bar').max = Math.max(1, total);
    $('progress-bar').value = done;
    $('progress-text').textContent = `${done} of ${plural(total, 'item', 'items')} done`;
    if (state.session)
      state.session.progress = progress;
  }

  function setMessage(text, warning) {
    $('message').textContent = text;
    $('message').classList.toggle('warning', warning);
  }

  // ---- Submitting and the done page ------------------------------------------------------------------------------

  async function submit() {
    if (!state.item || state.busy || currentPage() !== 'task')
      return;
    // Busy until the next item is shown: keys typed meanwhile must not answer the submitted one.
    state.busy = true;
    $('submit').disabled = true;
    let submitted = false;
    try {
      submitted = await submitItem();
    } catch (e) {
      if (e.status !== 401)
        setMessage(`The item was not submitted: ${e.message}`, true);
    }
    if (!submitted) {
      state.busy = false;
      $('submit').disabled = false;
      return;
    }
    const breakDue = state.breakDue;
    await loadItem();
    if (breakDue && currentPage() === 'task')
      await takeBreak();
  }

  /** Sends what is waiting, checks that every question has an answer, and submits; true once the server took it. */
  async function submitItem() {
    if (!state.editable)
      return true; // locked already: on to the next item
    setMessage('Saving your answers…', false);
    await whenSent();
    if (state.failed.size) {
      setMessage('Some answers were not saved: send them again (Retry) before you submit.', true);
      return false;
    }
    const missing = firstUnanswered();
    if (missing) {
      setMessage('Please answer every question first: the one in focus has no answer yet.', true);
      focusQuestion(missing[0], missing[1]);
      return false;
    }
    const r = await api('POST', '/api/submit', {item: state.item.item});
    if (r.status === 409 && r.data && r.data.missing) {
      setMessage('Please answer every question first: the one in focus has no answer yet.', true);
      return false;
    }
    if (r.status !== 200 || !r.data || !r.data.submitted) {
      setMessage(`The item was not submitted: ${errorText(r)}`, true);
      return false;
    }
    updateProgress(r.data.progress);
    return true;
  }

  /** The done page: the plan's text, and the platform's completion code and redirect when the study has them. */
  async function showDone(data) {
    clearTimeout(state.breakTimer);
    state.breakTimer = 0;
    state.item = null;
    forgetImages(new Set());
    let s = data;
    if (!s || s.completion === undefined) {
      try {
        const r = await api('GET', '/api/session');
        if (r.status === 200 && r.data)
          s = r.data;
      } catch (e) {
        if (e.status === 401)
          return;
      }
    }
    if (s && s.progress)
      updateProgress(s.progress);
    const total = s && s.progress ? s.progress.total : 0;
    const next = s && s.doneMessage && s.doneMessage.trim() ? s.doneMessage.trim()
      : 'Everything you answered is saved in the study; there is nothing else to do. You can close this page now. '
        + 'The person running the study collects the results; if you want to change an answer, ask them.';
    $('done-text').textContent = `You have judged all ${plural(total, 'item', 'items')} of your plan.\n\n${next}`;
    const completion = s && s.completion;
    const code = completion && completion.code ? String(completion.code) : '';
    const url = completion ? safeUrl(String(completion.url || '').split('{code}').join(encodeURIComponent(code))) : '';
    $('completion').hidden = !code && !url;
    $('completion-code').textContent = code;
    $('completion-code').parentElement.hidden = !code;
    $('completion-link').hidden = !url;
    $('redirect-note').textContent = url ? 'You will be taken back to the study platform in 3 seconds.' : '';
    showPage('done');
    if (url) {
      $('completion-link').onclick = () => location.assign(url);
      setTimeout(() => location.assign(url), 3000);
    }
  }

  /** Only an http(s) address is followed: nothing the server sends can run script through the redirect. */
  function safeUrl(text) {
    if (!text)
      return '';
    try {
      const u = new URL(text, location.href);
      return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : '';
    } catch (e) {
      return '';
    }
  }

  // ---- Keys ------------------------------------------------------------------------------------------------------

  function peekOriginal(on) {
    const source = $('tile-source');
    if (!source || !state.item)
      return;
    for (const id of ['tile-main', 'tile-left', 'tile-right']) {
      const t = $(id);
      if (!t)
        continue;
      const img = t.querySelector('img');
      const caption = t.querySelector('figcaption');
      if (on && img.dataset.own === undefined) {
        img.dataset.own = img.src;
        caption.dataset.own = caption.textContent;
        img.src = source.querySelector('img').src;
        caption.textContent = 'Original';
        t.classList.add('peek');
      } else if (!on && img.dataset.own !== undefined) {
        t.classList.remove('peek');
        caption.textContent = caption.dataset.own;
        delete caption.dataset.own;
        if (img.dataset.own)
          img.src = img.dataset.own;
        else
          img.removeAttribute('src');
        delete img.dataset.own;
      }
    }
  }

  function onKeyDown(e) {
    const page = currentPage();
    if (e.key === 'F1') {
      e.preventDefault();
      if (page === 'task' || page === 'instructions' || page === 'done')
        openInstructions();
      return;
    }
    if (page !== 'task' || !state.item)
      return;
    if (state.busy) {
      if (e.key === 'Tab')
        e.preventDefault(); // the questions keep the focus while the next item comes
      return;
    }
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && e.key === 'Enter') {
      e.preventDefault();
      submit();
      return;
    }
    if (ctrl && !e.altKey && (e.key === 'z' || e.key === 'Z' || e.key === 'y')) {
      e.preventDefault();
      if (e.key === 'y' || e.shiftKey)
        undoRedo(state.redo, state.undo, 'after');
      else
        undoRedo(state.undo, state.redo, 'before');
      return;
    }
    if (ctrl || e.altKey)
      return;
    // Return, Space and Tab on a control outside the questions (Submit, Retry, Instructions) keep their own meaning;
    // every other key answers the question in focus wherever the keyboard is.
    const target = e.target;
    const inQuestions = target === document.body || $('questions').contains(target) || $('strip').contains(target);
    if (!inQuestions && (e.key === 'Enter' || e.key === ' ' || e.key === 'Tab'))
      return;
    const d = state.question;
    const n = choicesOf(d).length;
    let handled = true;
    if (isPreference() && e.shiftKey && ['ArrowLeft', 'ArrowRight', 'ArrowDown'].includes(e.key)) {
      choose(d, {ArrowLeft: 0, ArrowRight: 1, ArrowDown: 2}[e.key]);
    } else if (isPreference() && (e.key === 'b' || e.key === 'B') && !e.shiftKey) {
      choose(d, 3);
    } else if (/^[1-9]$/.test(e.key)) {
      if (Number(e.key) <= n)
        choose(d, Number(e.key) - 1);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      // A highlight, never an answer: the annotator has not chosen yet.
      const delta = e.key === 'ArrowLeft' ? -1 : 1;
      const selected = choicesOf(d).indexOf(valueOf(keyOf(state.page, d)));
      const from = state.highlight >= 0 ? state.highlight : selected >= 0 ? selected : delta > 0 ? -1 : n;
      if (state.editable)
        state.highlight = Math.min(n - 1, Math.max(0, from + delta));
      updateRows();
    } else if (e.key === ' ' || e.key === 'Enter') {
      if (state.highlight >= 0)
        choose(d, state.highlight);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      if (answered(state.page, d) || state.failed.has(keyOf(state.page, d)))
        choose(d, -1);
    } else if (e.key === 'Tab') {
      moveFocus(e.shiftKey ? -1 : 1);
    } else if (e.key === 'ArrowDown') {
      moveFocus(1);
    } else if (e.key === 'ArrowUp') {
      moveFocus(-1);
    } else if (e.key === 'PageDown' || e.key === 'PageUp') {
      const count = pageCount();
      if (count > 0)
        focusQuestion((((state.page + (e.key === 'PageDown' ? 1 : -1)) % count) + count) % count, 0);
    } else if ((e.key === 'o' || e.key === 'O') && !e.shiftKey) {
      if (!e.repeat)
        peekOriginal(true);
    } else {
      handled = false;
    }
    if (handled)
      e.preventDefault();
  }

  function onKeyUp(e) {
    if (e.key === 'o' || e.key === 'O')
      peekOriginal(false);
  }

  // ---- Start -----------------------------------------------------------------------------------------------------

  async function load() {
    showPage('loading');
    if (!token) {
      showPage('expired');
      return;
    }
    let session;
    let item;
    try {
      [session, item] = await Promise.all([api('GET', '/api/session'), api('GET', '/api/item')]);
    } catch (e) {
      if (e.status !== 401)
        showFailure(e.message);
      return;
    }
    if (session.status !== 200 || !session.data) {
      showFailure(errorText(session));
      return;
    }
    state.session = session.data;
    updateProgress(state.session.progress);
    if (state.session.done || (item.status === 200 && item.data && item.data.done)) {
      await showDone(state.session.done ? state.session : item.data);
      return;
    }
    if (item.status !== 200 || !item.data) {
      showFailure(errorText(item));
      return;
    }
    setItem(item.data);
    if (inTheMiddle()) {
      startBreakTimer(false);
      showPage('task');
    } else {
      state.returnPage = 'task';
      renderInstructions();
      $('start').textContent = hasProgress() ? 'Back to work' : 'Start';
      showPage('instructions');
      // Reading the instructions is not time on the first item (the server started its clock with /api/item).
      state.itemPaused = api('POST', '/api/pause', {}).catch(() => {});
    }
  }

  document.addEventListener('DOMContentLoaded', () => {
    $('start').addEventListener('click', closeInstructions);
    $('show-instructions').addEventListener('click', openInstructions);
    $('done-instructions').addEventListener('click', openInstructions);
    $('take-break').addEventListener('click', takeBreak);
    $('continue').addEventListener('click', endBreak);
    $('submit').addEventListener('click', submit);
    $('retry').addEventListener('click', () => {
      retryFailed();
      focusQuestion(state.page, state.question);
    });
    $('reload').addEventListener('click', load);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', () => peekOriginal(false));
    window.addEventListener('resize', arrangeImages);
    // Leaving with answers not sent yet, or not saved, would lose them: the browser asks first. One already sent is
    // the server's to commit (a reload shows it), so it does not hold the page.
    window.addEventListener('beforeunload', (e) => {
      if (state.queue.length || state.failed.size) {
        e.preventDefault();
        e.returnValue = '';
      }
    });
    load();
  });
})();
