// The annotator's session in a web browser: instructions, rating and pairwise items, the break reminder and the done
// page, with the desktop session's keys (ui/session). Plain ES2020 modules, no libraries, no build step; it talks only
// to this server's API (core/web/webapi.h) with the link's token, and shows images through blob: URLs fetched with
// that token. This module holds the session's course (load, item, submit, instructions, break) and the wiring; the
// server serves each module under /static/ (the resource list in core/CMakeLists.txt):
//   util.js     elements, plurals, safe URLs          state.js   the state, the token, the questions' order
//   api.js      API calls, images, the answer queue   render.js  the item: images, strip, questions, saved state
//   answers.js  giving, clearing, undoing answers     pages.js   page switching, instructions, break, done page
//   keys.js     the keyboard
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
import {choose} from './answers.js';
import {api, connect, errorText, retryFailed, whenSent} from './api.js';
import {installKeys} from './keys.js';
import {hasProgress, inTheMiddle, markStarted, renderInstructions, showDone, showFailure, showPage, startBreakTimer,
  takeBreak} from './pages.js';
import {arrangeImages, focusQuestion, setMessage, showItem, updateBanner, updateProgress, updateRows, updateSaved}
  from './render.js';
import {firstUnanswered, state, takeItem, token} from './state.js';
import {$, currentPage} from './util.js';

// What the API's calls and the answer queue show on the page.
connect({
  expired: () => showPage('expired'),
  progress: updateProgress,
  queue: updateSaved,
  throttled: () => { $('saved').textContent = 'Saving… (waiting for the server)'; },
  answers: () => {
    updateRows();
    updateBanner();
  },
});

// ---- Instructions and breaks ----------------------------------------------------------------------------------------

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

async function endBreak() {
  startBreakTimer(true);
  await whenSent(); // the item comes back with every answer given before the break
  await loadItem(); // shows the item again, which starts its clock
}

// ---- Items ----------------------------------------------------------------------------------------------------------

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
  takeItem(item);
  showItem();
}

// ---- Submitting -----------------------------------------------------------------------------------------------------

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

// ---- Start ----------------------------------------------------------------------------------------------------------

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
  // An answer button: the question becomes the one in focus, then takes the button's answer.
  $('question-rows').addEventListener('click', (e) => {
    const button = e.target.closest('button.answer');
    if (!button)
      return;
    const d = Number(button.closest('.question').dataset.index);
    focusQuestion(state.page, d);
    choose(d, Array.prototype.indexOf.call(button.parentElement.children, button));
  });
  installKeys({submit, openInstructions});
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
