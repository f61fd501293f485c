// A Turbopack loader for React Aria's `intlStrings.mjs` modules: each imports its strings in some 34 locales, and
// the bundles keep only the languages the site speaks. What @react-aria/optimize-locales-plugin does for
// webpack, Vite and Rollup (its release has no Turbopack form): a locale left out becomes `undefined`, which React
// Aria's LocalizedStringDictionary drops, and a de-CH visitor gets de-DE's strings by language, as before.
// A plain CommonJS module: Turbopack runs loaders in Node, outside the app's TypeScript.

/** React Aria's packages as npm installs them; the rule's glob matches by file name alone. */
const REACT_ARIA_PACKAGES =
  /[/\\]node_modules[/\\](react-aria|react-aria-components|react-stately)[/\\]dist[/\\]/;

/** `import $name from "../intl/<package>/<xx-YY>.mjs";`, one per line, as React Aria's build writes them. */
const LOCALE_IMPORT = /^import (\$[\w$]+) from "([^"]*\/([a-z]{2,3})-[A-Za-z]{2,4}\.mjs)";$/gm;

/**
 * The module's source with the imports of locales outside `languages` replaced by `undefined`.
 * @param {string} source
 * @param {readonly string[]} languages
 * @returns {string}
 */
function keepLanguages(source, languages) {
  return source.replace(LOCALE_IMPORT, (line, name, _path, language) =>
    languages.includes(language) ? line : `const ${name} = undefined;`,
  );
}

/** @this {{ resourcePath: string, getOptions(): { languages: string[] } }} */
function loader(source) {
  const { languages } = this.getOptions();
  if (!Array.isArray(languages) || languages.length === 0)
    throw new Error('react-aria-locales-loader: options.languages must list the languages kept');
  return REACT_ARIA_PACKAGES.test(this.resourcePath) ? keepLanguages(source, languages) : source;
}

module.exports = loader;
module.exports.keepLanguages = keepLanguages;
