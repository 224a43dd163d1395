/** The generated file, src/lib/tailwind-merge-config.ts. */
export const OUTPUT: string;
/** Every whitespace-separated word inside a string literal of the app's source. */
export function sourceWords(dir?: string): string[];
/** The Tailwind classes among the words, without their variants, that need a class group. */
export function sourceClasses(words?: string[]): string[];
/** The fewest default class groups with which every pair of the classes merges as with all of them. */
export function neededGroups(classes: string[]): string[];
/** A merge's answer without repeated classes. */
export function distinct(classes: string): string;
/** The configuration file's text for those groups, formatted. */
export function configSource(groups: string[]): Promise<string>;
