import type { Figure } from './figures';

type Row = [section: string, name: string, value: string];

/** The figures as one plain-text table, sections in the order they were first recorded. */
export function figureTable(figures: Figure[]): string {
  const sections = [...new Set(figures.map((figure) => figure.section))];
  const rows = sections.flatMap((section) =>
    figures
      .filter((figure) => figure.section === section)
      .map((figure, index): Row => [index === 0 ? section : '', figure.name, String(figure.value)]),
  );
  const header: Row = ['section', 'figure', 'value'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: Row) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
