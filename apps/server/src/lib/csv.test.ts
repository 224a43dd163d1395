import { describe, expect, it } from 'vitest';
import { csvCell, csvInstant, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Cancún, Q. Roo', '"Cancún, Q. Roo"'],
    ['dice "hola"', '"dice ""hola"""'],
    ['dos\nlíneas', '"dos\nlíneas"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+52 55 1234', "'+52 55 1234"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(csvCell(input)).toBe(expected));

  // Issue 27: a spreadsheet that splits on ';' (Excel where ';' is the list separator), on tabs or on
  // line breaks reads a new cell after each of them, quoted or not; a formula there would run.
  it.each([
    ['Ana;=1+1', "Ana;'=1+1"],
    ['x,=1', `"x,'=1"`],
    ["a\t=cmd|' /C calc'!A0", "a\t'=cmd|' /C calc'!A0"],
    ['uno\n+1', `"uno\n'+1"`],
    ['uno\r\n@SUM(A1)', `"uno\r\n'@SUM(A1)"`],
    ['Ana; -1+1', "Ana; '-1+1"],
    ['=1;=2', "'=1;'=2"],
    ['Ana;Luis', 'Ana;Luis'],
    ['Ana - Luis', 'Ana - Luis'],
  ])('neutralises a formula after a separator: %j → %j', (input, expected) => expect(csvCell(input)).toBe(expected));

  it('leaves no cell a spreadsheet could read as a formula, whichever separator it splits on', () => {
    const hostile = ['Ana;=1+1', 'x,=1', 'a\t@A1', 'b\n-2', 'c;  +3', '"q";=4', 'd\r=5'];
    for (const value of hostile) {
      const cell = csvCell(value);
      // A reader that ignores the quoting and splits on any separator still finds only text.
      for (const piece of cell.replace(/^"|"$/g, '').split(/[,;\t\r\n]/)) {
        expect(piece.trimStart(), `${JSON.stringify(value)} → ${JSON.stringify(cell)}`).not.toMatch(/^"*[=+\-@]/);
      }
    }
  });

  it('writes numbers as they are and empty cells for null', () => {
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});

describe('csvInstant', () => {
  it('writes an instant on Mexico City’s clock as spreadsheets sort it', () => {
    expect(csvInstant('2026-11-27T10:48:07.758Z')).toBe('2026-11-27 04:48');
    expect(csvInstant(new Date('2026-01-01T05:59:00Z'))).toBe('2025-12-31 23:59');
    expect(csvInstant(null)).toBeNull();
  });
});
