#!/usr/bin/env node
// Writes src/lib/tailwind-merge-config.ts: tailwind-merge's default configuration cut down to the class
// groups this app's source uses (docs/decisions/0160-first-load-weight.md). The full default
// configuration describes every Tailwind class there is and weighs 6 KB gzipped on every page; the
// groups we use weigh a fraction of that. Run it after using a kind of class the app did not use before
// (`npm run tw-merge-config -w apps/web`); src/lib/cn.test.ts fails until you do.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = join(root, 'src/lib/tailwind-merge-config.ts');

/**
 * The words of the quoted strings in a piece of source: the fixed parts of a template literal, and the
 * strings inside its `${…}` (`${open ? 'block' : 'max-lg:hidden'}`). A class is never built from pieces here.
 */
function addWords(source, words) {
  for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const text = match[1] ?? match[2] ?? match[3];
    for (const part of text.split(/\$\{[^}]*\}/)) for (const word of part.split(/\s+/)) if (word) words.add(word);
    if (match[3]) for (const [, inner] of text.matchAll(/\$\{([^}]*)\}/g)) addWords(inner, words);
  }
}

/** Every whitespace-separated word inside a string literal of the app's source (tests and catalogues aside). */
export function sourceWords(dir = join(root, 'src')) {
  const words = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    if (relative(dir, file).startsWith('test/') || file === OUTPUT) continue;
    addWords(readFileSync(file, 'utf8'), words);
  }
  return [...words].sort();
}

const full = getDefaultConfig();
const twMerge = createTailwindMerge(() => full);
/** A merge with some of the default groups (and the conflicts among them). */
const withGroups = (groups) => {
  const kept = new Set(groups);
  const among = (record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => kept.has(group))
        .map(([group, others]) => [group, others.filter((other) => kept.has(other))])
        .filter(([, others]) => others.length > 0),
    );
  return {
    ...full,
    classGroups: Object.fromEntries(groups.map((group) => [group, full.classGroups[group]])),
    conflictingClassGroups: among(full.conflictingClassGroups),
    conflictingClassGroupModifiers: among(full.conflictingClassGroupModifiers),
  };
};
/** A merge knows a class when it drops the second copy of it (it keeps words it does not know as they are). */
const knows = (merge, word) => merge(`${word} ${word}`) === word;
/** A merge's answer without repeated classes: a class written twice is harmless, so only the rest must agree. */
export const distinct = (classes) => [...new Set(classes.split(' ').reverse())].reverse().join(' ');

/**
 * The Tailwind classes in the source, without their variants (`hover:`, `[&_svg]:`: any configuration
 * treats variants alike), that need a class group: arbitrary properties (`[mask-type:luminance]`) do not.
 */
export function sourceClasses(words = sourceWords()) {
  const none = createTailwindMerge(() => withGroups([]));
  return [...new Set(words.map((word) => word.slice(word.lastIndexOf(':') + 1)))].filter(
    (word) => knows(twMerge, word) && !knows(none, word),
  );
}

/**
 * The fewest default groups (in the default order, which decides between two groups that know a class)
 * with which every pair of the classes merges as with the whole default configuration. A group goes
 * when no pair involving a class it knows changes without it: a group that knows only one class of
 * the source, and conflicts with no other, merges nothing.
 */
export function neededGroups(classes) {
  let groups = Object.keys(full.classGroups).filter((group) =>
    classes.some((word) =>
      knows(
        createTailwindMerge(() => withGroups([group])),
        word,
      ),
    ),
  );
  for (const group of [...groups]) {
    const own = createTailwindMerge(() => withGroups([group]));
    const affected = classes.filter((word) => knows(own, word));
    const fewer = groups.filter((other) => other !== group);
    const merge = createTailwindMerge(() => withGroups(fewer));
    const same = affected.every((a) =>
      classes.every(
        (b) =>
          distinct(merge(`${a} ${b}`)) === distinct(twMerge(`${a} ${b}`)) &&
          distinct(merge(`${b} ${a}`)) === distinct(twMerge(`${b} ${a}`)),
      ),
    );
    if (same) groups = fewer;
  }
  return groups;
}

const themeKey = (getter) => {
  let key;
  getter(new Proxy({}, { get: (_, name) => ((key = name), []) }));
  return key;
};
const validatorName = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** The configuration as TypeScript source: theme getters and validators by name, the rest as data. */
function write(value, themeKeys) {
  if (typeof value === 'function') {
    if (value.isThemeGetter) {
      const key = themeKey(value);
      themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorName.get(value);
    if (!name) throw new Error(`tailwind-merge's default config holds a function that is not a validator: ${value}`);
    return `validators.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => write(item, themeKeys)).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${write(item, themeKeys)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** The file's text, formatted as the repository formats TypeScript. */
export async function configSource(groups) {
  const config = withGroups(groups);
  const themeKeys = new Set();
  const classGroups = write(config.classGroups, themeKeys);
  // Theme scales may name other scales: write until no new key appears.
  let theme;
  for (let size = -1; size !== themeKeys.size;) {
    size = themeKeys.size;
    theme = write(Object.fromEntries([...themeKeys].sort().map((key) => [key, full.theme[key] ?? []])), themeKeys);
  }
  const source = `// Generated by scripts/tailwind-merge-config.mjs from tailwind-merge's default configuration: only the
// class groups this app's source uses (docs/decisions/0160-first-load-weight.md). Do not edit; run
// \`npm run tw-merge-config -w apps/web\` instead.
import { fromTheme, validators, type Config } from 'tailwind-merge';

export const tailwindMergeConfig: Config<string, string> = {
  cacheSize: ${full.cacheSize},
  theme: ${theme},
  classGroups: ${classGroups},
  conflictingClassGroups: ${JSON.stringify(config.conflictingClassGroups)},
  conflictingClassGroupModifiers: ${JSON.stringify(config.conflictingClassGroupModifiers)},
  orderSensitiveModifiers: ${JSON.stringify(full.orderSensitiveModifiers)},
};
`;
  return prettier.format(source, { ...(await prettier.resolveConfig(OUTPUT)), filepath: OUTPUT });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groups = neededGroups(sourceClasses());
  writeFileSync(OUTPUT, await configSource(groups));
  console.log(`${relative(process.cwd(), OUTPUT)}: ${groups.length} of ${Object.keys(full.classGroups).length} class groups`);
}
