// The page's state and what follows from it, without the DOM: the link's token, the session, the item shown and its
// answers (acknowledged, waiting, failed), and the questions in the order the keys walk through them.

// The token is the link's last path segment (/s/<token>); the page never puts it anywhere else.
export const token = location.pathname.split('/').filter(Boolean).pop() || '';
export const startedKey = `editlens.started.${token.slice(-24)}`;

const sides = ['left', 'right', 'tie', 'both_bad'];
export const sideTexts = ['◀ Left is better', 'Right is better ▶', 'About the same', 'Both bad'];
export const sideHelp = ['The left image is the better edit', 'The right image is the better edit',
  'Both are equally good', 'Neither image is an acceptable edit'];

export const state = {
  session: null,
  item: null,        // /api/item's answer for the item shown
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

export const dimensions = () => (state.session && state.session.rubric ? state.session.rubric.dimensions : []);
export const isPreference = () => !!state.item && state.item.kind === 'preference';
export const pageCount = () => (!state.item ? 0 : isPreference() ? (state.item.pairs || []).length
  : (state.item.outputs || []).length);
/** The output's (or pair's) index as the API names it, for the one at position `page` of the display order. */
export const indexOf = (page) => {
  const list = isPreference() ? state.item.pairs : state.item.outputs;
  return list && list[page] ? list[page].index : page;
};
export const keyOf = (page, d) => `${isPreference() ? 'p' : 'r'}:${indexOf(page)}:${dimensions()[d].name}`;
export const valueOf = (key) => (state.pending.has(key) ? state.pending.get(key) : state.saved.get(key));
export const answered = (page, d) => { const v = valueOf(keyOf(page, d)); return v !== undefined && v !== null; };
export const choicesOf = (d) => (isPreference() ? sides : dimensions()[d].values);
export const outputLabel = (index) => {
  const o = (state.item.outputs || []).find((x) => x.index === index);
  return o ? o.label : '';
};

export function label(dimension, value) {
  const labels = dimension.labels || {};
  return labels[String(value)] || '';
}

/** The first question without an answer, as [page, dimension], or null. */
export function firstUnanswered() {
  for (let p = 0; p < pageCount(); ++p)
    for (let d = 0; d < dimensions().length; ++d)
      if (!answered(p, d))
        return [p, d];
  return null;
}

/** Takes `item` (/api/item's answer) as the item shown, with its saved answers, at its first open question. */
export function takeItem(item) {
  state.item = item;
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
}
