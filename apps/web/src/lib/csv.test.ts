import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Deposit')).toBe('Deposit');
    expect(csvField(12)).toBe('12');
    expect(csvField(12n)).toBe('12');
    expect(csvField('-1250.00')).toBe('-1250.00');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('ငွေသွင်း')).toBe('ငွေသွင်း');
  });

  it('quotes a field with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('1,250.00')).toBe('"1,250.00"');
    // A negative amount as the pages show it is a number, not a formula.
    expect(csvField('-1,250.00')).toBe('"-1,250.00"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['-1,2', `"'-1,2"`],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('guards %j against running as a formula', (text, field) => {
    expect(csvField(text)).toBe(field);
  });
});

describe('toCsv', () => {
  it('writes a byte order mark, the header, CRLF lines and a closing CRLF', () => {
    const csv = toCsv(
      ['Time', 'Amount'],
      [
        ['2026/03/11 02:30:05', '-1250.00'],
        ['a,b', 5],
      ],
    );
    expect(csv).toBe('\uFEFFTime,Amount\r\n2026/03/11 02:30:05,-1250.00\r\n"a,b",5\r\n');
  });

  it('round-trips through a strict reader', () => {
    const rows = [['x', 'has "quotes", commas\nand lines', '=1+1']];
    const csv = toCsv(['a', 'b', 'c'], rows).slice(1);
    // A minimal RFC 4180 reader: enough to check the quoting is read back field by field.
    const read: string[][] = [];
    let field = '';
    let row: string[] = [];
    let quoted = false;
    for (let i = 0; i < csv.length; i++) {
      const c = csv[i]!;
      if (quoted) {
        if (c === '"' && csv[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        row.push(field);
        field = '';
      } else if (c === '\r' && csv[i + 1] === '\n') {
        row.push(field);
        read.push(row);
        row = [];
        field = '';
        i++;
      } else field += c;
    }
    expect(read).toEqual([
      ['a', 'b', 'c'],
      ['x', 'has "quotes", commas\nand lines', "'=1+1"],
    ]);
  });
});
