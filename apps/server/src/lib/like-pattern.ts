/** `%term%` for LIKE, with the term's own wildcard characters escaped (every list search uses it). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
