// The item on the page: the original, the output(s) in focus large, the strip of all outputs, the questions with
// their answer buttons, and the state of the answers (saving, saved, not saved) and of the progress. It builds and
// updates elements only; what a click or a key does is app.js's and keys.js's.
import {forgetImages, imageUrl} from './api.js';
import {$, currentPage, el, plural} from './util.js';
import {choicesOf, dimensions, indexOf, isPreference, keyOf, label, outputLabel, pageCount, sideHelp, sideTexts, state,
  valueOf} from './state.js';

/** Shows the item state.item holds (takeItem), at the question in focus. */
export function showItem() {
  const item = state.item;
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

// ---- Images ---------------------------------------------------------------------------------------------------------

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
export function arrangeImages() {
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

// ---- Questions ------------------------------------------------------------------------------------------------------

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

export function updateRows() {
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

export function focusQuestion(page, d) {
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
export function moveFocus(delta) {
  const questions = dimensions().length;
  const cells = pageCount() * questions;
  if (cells <= 0)
    return;
  const flat = (((state.page * questions + state.question + delta) % cells) + cells) % cells;
  focusQuestion(Math.floor(flat / questions), flat % questions);
}

// ---- Saved, progress, messages --------------------------------------------------------------------------------------

export function updateSaved() {
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

export function updateBanner() {
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

export function updateProgress(progress) {
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

export function setMessage(text, warning) {
  $('message').textContent = text;
  $('message').classList.toggle('warning', warning);
}

// ---- The original in place of the outputs (O held) ------------------------------------------------------------------

export function peekOriginal(on) {
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
