/**
 * Breaks a line into rows of at most `columns` characters at spaces, so the terminal never cuts
 * a word in two. Only a word longer than a whole row is split.
 */
export function wrapWords(text: string, columns: number): string[] {
  if (columns <= 0 || text.length <= columns) return [text];
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    let rest = word;
    while (rest.length > columns) {
      if (row) rows.push(row);
      rows.push(rest.slice(0, columns));
      rest = rest.slice(columns);
      row = '';
    }
    if (!row) row = rest;
    else if (row.length + 1 + rest.length <= columns) row = `${row} ${rest}`;
    else {
      rows.push(row);
      row = rest;
    }
  }
  if (row || rows.length === 0) rows.push(row);
  return rows;
}
