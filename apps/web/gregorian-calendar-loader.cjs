// A Turbopack loader for @internationalized/date's `createCalendar` module: it builds any of 13 calendar systems by
// name, and React Aria's calendar imports it, so all 13 came with the time slot step (and, before record 0081, the
// summary's birth date field). Every date this site draws is in the Gregorian calendar, the one each of its five locales writes
// (next.config.test.ts checks them), so the module becomes one that answers the Gregorian calendar, which is what
// the original answers for those locales, and the other systems are no longer bundled.
// A plain CommonJS module: Turbopack runs loaders in Node, outside the app's TypeScript.

/** @internationalized/date as npm installs it; the rule's glob matches by file name alone. */
const DATE_PACKAGE = /[/\\]node_modules[/\\]@internationalized[/\\]date[/\\]dist[/\\]/;

/** The module in its place: the same export, and the Gregorian calendar's own module beside it. */
const GREGORIAN_ONLY = `import {GregorianCalendar} from "./calendars/GregorianCalendar.mjs";

function createCalendar() {
  return new GregorianCalendar();
}

export {createCalendar};
`;

/** @this {{ resourcePath: string }} */
function loader(source) {
  return DATE_PACKAGE.test(this.resourcePath) ? GREGORIAN_ONLY : source;
}

module.exports = loader;
module.exports.GREGORIAN_ONLY = GREGORIAN_ONLY;
