// React Aria's strings in the browser bundle: every intlStrings module of the installed packages keeps the site's languages and drops the others, as Turbopack's loader rewrites them.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REACT_ARIA_LANGUAGES } from './next.config';

interface LocalesLoader {
  (this: { resourcePath: string; getOptions(): { languages?: unknown } }, source: string): string;
  keepLanguages(source: string, languages: readonly string[]): string;
}
// Node's own require: Turbopack runs the loader as plain CommonJS, outside Jest's transform.
const loader = createRequire(__filename)('./react-aria-locales-loader.cjs') as LocalesLoader;

const modules = join(__dirname, '..', '..', 'node_modules');
/** Every intlStrings.mjs under a package's dist folder. */
function intlStringsOf(pkg: string): string[] {
  return (readdirSync(join(modules, pkg, 'dist'), { recursive: true }) as string[])
    .filter((path) => path.endsWith('intlStrings.mjs'))
    .map((path) => join(modules, pkg, 'dist', path));
}
const importedLocales = (source: string) =>
  [...source.matchAll(/^import \$[\w$]+ from "[^"]*\/([a-z]{2,3}-[A-Za-z]{2,4})\.mjs";$/gm)].map(
    (match) => match[1],
  );

describe("React Aria's strings in the browser", () => {
  const files = ['react-aria', 'react-aria-components', 'react-stately'].flatMap(intlStringsOf);

  it('finds the strings of every package the site draws with', () => {
    for (const pkg of ['react-aria', 'react-aria-components', 'react-stately'])
      expect(files.some((file) => file.includes(`/node_modules/${pkg}/`))).toBe(true);
    expect(files.length).toBeGreaterThan(15);
  });

  it("keeps each module's strings in the site's languages and no other", () => {
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const before = importedLocales(source);
      const after = importedLocales(loader.keepLanguages(source, REACT_ARIA_LANGUAGES));
      expect(before.length).toBeGreaterThan(20);
      expect(after).toEqual(
        before.filter((locale) =>
          REACT_ARIA_LANGUAGES.some((language) => locale?.startsWith(`${language}-`)),
        ),
      );
    }
  });

  it('leaves every name the module uses defined, the dropped ones as undefined', () => {
    const file = files.find((path) =>
      path.endsWith('/react-aria/dist/private/calendar/intlStrings.mjs'),
    );
    const source = readFileSync(file ?? '', 'utf8');
    const kept = loader.keepLanguages(source, REACT_ARIA_LANGUAGES);
    expect(importedLocales(kept)).toEqual(['de-DE', 'en-US', 'fr-FR']);
    const undefinedNames = [...kept.matchAll(/^const (\$[\w$]+) = undefined;$/gm)].map(
      (match) => match[1],
    );
    expect(undefinedNames).toHaveLength(importedLocales(source).length - 3);
    // Each dropped name is still declared once, so the strings object that lists it stays valid.
    for (const name of undefinedNames) expect(kept.split(`const ${name} =`)).toHaveLength(2);
  });

  it("rewrites React Aria's modules only, and refuses to run without the languages to keep", () => {
    const calendar = join(modules, 'react-aria', 'dist', 'private', 'calendar', 'intlStrings.mjs');
    const source = readFileSync(calendar, 'utf8');
    const run = (languages: unknown, resourcePath = calendar) =>
      loader.call({ resourcePath, getOptions: () => ({ languages }) }, source);
    expect(importedLocales(run(['de']))).toEqual(['de-DE']);
    // Another package's file of that name is left as it is.
    expect(run(['de'], '/app/node_modules/other/dist/intlStrings.mjs')).toBe(source);
    expect(run(['de'], '/app/apps/web/src/intlStrings.mjs')).toBe(source);
    expect(() => run(undefined)).toThrow(/languages/);
    expect(() => run([])).toThrow(/languages/);
  });
});
