// Giving, clearing, undoing and redoing an answer (a click or a key): the answer is shown as chosen at once, queued
// for the server (api.js's send), and the focus moves on to the next question.
import {send} from './api.js';
import {focusQuestion, moveFocus} from './render.js';
import {choicesOf, dimensions, indexOf, isPreference, keyOf, pageCount, state, valueOf} from './state.js';

/** Answers question `d` of the page in focus with its `index`-th choice (-1 clears it), then moves on. */
export function choose(d, index) {
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

export function undoRedo(from, to, field) {
  const step = from.pop();
  if (!step || !state.editable)
    return;
  to.push(step);
  focusQuestion(step.page, step.d);
  setAnswer(step.page, step.d, step[field], false);
}
