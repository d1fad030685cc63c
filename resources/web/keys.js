// The keyboard on an item, as in the desktop session (ui/session); app.js's top comment lists the keys, and the
// instructions page (pages.js) shows them to the annotator.
import {choose, undoRedo} from './answers.js';
import {focusQuestion, moveFocus, peekOriginal, updateRows} from './render.js';
import {answered, choicesOf, isPreference, keyOf, pageCount, state, valueOf} from './state.js';
import {$, currentPage} from './util.js';

/** Listens to the keys on the whole page; `actions` are the app's {submit, openInstructions}. */
export function installKeys(actions) {
  document.addEventListener('keydown', (e) => onKeyDown(e, actions));
  document.addEventListener('keyup', onKeyUp);
  window.addEventListener('blur', () => peekOriginal(false));
}

function onKeyDown(e, actions) {
  const page = currentPage();
  if (e.key === 'F1') {
    e.preventDefault();
    if (page === 'task' || page === 'instructions' || page === 'done')
      actions.openInstructions();
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
    actions.submit();
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
