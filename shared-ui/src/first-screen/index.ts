// Node only (build time): react-dom/server must never reach a browser bundle, so this is an entry
// of its own (`shared-ui/first-screen`), not part of `shared-ui`.
export { firstScreenHtml } from './first-screen-html';
