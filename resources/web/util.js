// Small helpers every part of the page uses: elements by id, building elements without HTML, plurals, waiting.

export const $ = (id) => document.getElementById(id);

/** An element with a class, text and attributes (set as attributes, never as HTML). */
export function el(tag, className, text, attrs) {
  const e = document.createElement(tag);
  if (className)
    e.className = className;
  if (text !== undefined && text !== null)
    e.textContent = text;
  for (const [k, v] of Object.entries(attrs || {}))
    e.setAttribute(k, v);
  return e;
}

export const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page shown: body[data-page]. */
export const currentPage = () => document.body.dataset.page;

/** Only an http(s) address is followed: nothing the server sends can run script through the redirect. */
export function safeUrl(text) {
  if (!text)
    return '';
  try {
    const u = new URL(text, location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : '';
  } catch (e) {
    return '';
  }
}
