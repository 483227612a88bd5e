/** A Markdown table; pipes and line breaks inside cells are escaped. */
export function table(header: string[], rows: (string | number)[][]): string {
  const escape = (cell: string | number) => String(cell).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/**
 * A growth ratio such as `1.2×`. A ratio is NaN when its base was 0: autocannon reports whole
 * milliseconds, so an answer under 1 ms has no ratio to give.
 */
export function times(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio}×` : 'n/a (base under 1 ms)';
}
