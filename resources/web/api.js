// The server's API (core/web/webapi.h) with the link's token: calls, the item's images as blob: URLs, and the queue
// that sends answers one at a time, in order, and waits out the server's rate limit. It knows nothing of the page's
// elements: what the page shows of it goes through the hooks app.js connects.
import {sleep} from './util.js';
import {state, token} from './state.js';

class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const hooks = {
  expired() {},         // a 401: the link is not valid (any more)
  progress(progress) {}, // the server's progress after an answer
  queue() {},           // an answer was sent or the queue ran empty
  throttled() {},       // over the rate: the answer waits for the server's pause
  answers() {},         // answers of the item shown changed state (chosen, acknowledged, failed)
};

/** Sets the page's side of the hooks above. */
export function connect(handlers) {
  Object.assign(hooks, handlers);
}

/** One API call with the token; resolves to {status, data, retryAfter}; a 401 shows the expired page. */
export async function api(method, path, body) {
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
    hooks.expired();
    throw new ApiError(401, 'This link has expired or is not valid.');
  }
  const retryAfter = Number(response.headers.get('retry-after')) || 1;
  return {status: response.status, data, retryAfter};
}

export const errorText = (r) => (r.data && typeof r.data.error === 'string' && r.data.error)
  || `The server answered ${r.status}.`;

/** A blob: URL for an image of the item, fetched with the token (an <img> cannot send it). */
export function imageUrl(path) {
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
export function forgetImages(keep) {
  for (const [path, url] of state.images) {
    if (!keep.has(path)) {
      url.then((u) => u && URL.revokeObjectURL(u));
      state.images.delete(path);
    }
  }
}

// ---- Saving ---------------------------------------------------------------------------------------------------------

/** Queues `op` ({key, value, body}: an answer to the question `key`, POST /api/answer's body) for the server. */
export function send(op) {
  // A newer answer to the same question replaces one that is waiting (or failed): only the last one counts.
  state.queue = state.queue.filter((q) => q.key !== op.key);
  state.failed.delete(op.key);
  state.pending.set(op.key, op.value);
  state.queue.push(op);
  hooks.answers();
  pump();
}

// While the server's 429 pause runs, nothing goes out: an answer given meanwhile waits in the queue, so that it
// does not start a second pump that would send the throttled answer again at once.
let pausedUntil = 0;

async function pump() {
  if (state.inFlight || Date.now() < pausedUntil)
    return;
  const op = state.queue.shift();
  if (!op) {
    hooks.queue();
    for (const resolve of state.idleWaiters.splice(0))
      resolve();
    return;
  }
  state.inFlight = op;
  hooks.queue();
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
    hooks.throttled();
    pausedUntil = Date.now() + r.retryAfter * 1000;
    await sleep(r.retryAfter * 1000);
    pausedUntil = 0;
  } else if (r.status === 200 && r.data && r.data.saved) {
    if (op.value === null)
      state.saved.delete(op.key);
    else
      state.saved.set(op.key, op.value);
    if (!stillWaiting)
      state.pending.delete(op.key);
    hooks.progress(r.data.progress);
  } else {
    if (!stillWaiting) {
      state.pending.delete(op.key);
      state.failed.set(op.key, {op, error: errorText(r)});
    }
    if (r.status === 409)
      state.editable = false; // submitted and locked elsewhere: nothing here can change it any more
  }
  if (state.item && op.body.item === state.item.item)
    hooks.answers();
  pump();
}

/** Resolves once every answer was sent (acknowledged or failed). */
export function whenSent() {
  if (!state.inFlight && state.queue.length === 0)
    return Promise.resolve();
  return new Promise((resolve) => state.idleWaiters.push(resolve));
}

/** Sends every answer that failed again. */
export function retryFailed() {
  const ops = [...state.failed.values()].map((f) => f.op);
  for (const op of ops)
    send(op);
}
