// The session's pages besides the item: which one is shown, the instructions (the plan's text, the rubric, the keys),
// the break reminder and the done page with the platform's completion.
import {api, forgetImages} from './api.js';
import {arrangeImages, focusQuestion, updateProgress} from './render.js';
import {label, startedKey, state} from './state.js';
import {$, el, plural, safeUrl} from './util.js';

const pages = ['loading', 'instructions', 'task', 'break', 'done', 'expired', 'failure'];

export function showPage(name) {
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

export function showFailure(text) {
  $('failure-text').textContent = text;
  showPage('failure');
}

export function renderInstructions() {
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
  // The plan's task, not the items seen so far: a mixed plan explains both kinds before its first pairwise item.
  const task = s.task || 'rating';
  const ratings = task !== 'preference';
  const pairwise = task !== 'rating';
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

// ---- Whether the annotator started ----------------------------------------------------------------------------------

export function markStarted() {
  try {
    sessionStorage.setItem(startedKey, '1');
  } catch (e) {
    // Storage may be off; the page then shows the instructions again after a reload.
  }
}

/** Whether the instructions were read in this tab (a reload goes straight back to the item) or the item shown
 *  has answers already (the middle of an item, in another tab). A new visit starts on the instructions, as the
 *  desktop session does, with "Back to work" once there is progress. */
export function inTheMiddle() {
  try {
    if (sessionStorage.getItem(startedKey))
      return true;
  } catch (e) {
    // Storage may be off: the answers alone decide.
  }
  const answers = state.item && state.item.answers;
  return !!(answers && ((answers.ratings || []).length || (answers.preferences || []).length));
}

export function hasProgress() {
  const s = state.session;
  return inTheMiddle() || !!(s && s.progress && s.progress.done > 0);
}

// ---- Breaks ---------------------------------------------------------------------------------------------------------

export function startBreakTimer(restart) {
  if (state.breakTimer && !restart)
    return;
  clearTimeout(state.breakTimer);
  state.breakDue = false;
  state.workedSince = Date.now();
  const minutes = Number(state.session && state.session.breakMinutes) || 0;
  // Not in the middle of a question: the reminder waits for the next submitted item.
  state.breakTimer = minutes > 0 ? setTimeout(() => { state.breakDue = true; }, minutes * 60000) : 0;
}

export async function takeBreak() {
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

// ---- The done page --------------------------------------------------------------------------------------------------

/** The done page: the plan's text, and the platform's completion code and redirect when the study has them. */
export async function showDone(data) {
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
