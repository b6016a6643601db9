import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnHeads } from './column-heads';

function heads(columns: Parameters<typeof ColumnHeads>[0]['columns']) {
  render(
    <table>
      <ColumnHeads columns={columns} />
      <tbody>
        <tr>
          <td>1</td>
        </tr>
      </tbody>
    </table>,
  );
  return within(screen.getAllByRole('rowgroup')[0] as HTMLElement).getAllByRole('columnheader');
}

describe('ColumnHeads', () => {
  it('gives each column a head in order, skips the ones not shown, and aligns figures right', () => {
    const cells = heads(['Product', null, 'Status', { label: 'Total', numeric: true }]);
    expect(cells.map((cell) => cell.textContent)).toEqual(['Product', 'Status', 'Total']);
    expect(cells.map((cell) => cell.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(cells[0]).not.toHaveClass('text-right');
    expect(cells[2]).toHaveClass('text-right');
  });

  it('spaces every head from the next, the last one excepted', () => {
    const cells = heads(['A', 'B', 'C']);
    expect(cells.map((cell) => cell.classList.contains('pr-4'))).toEqual([true, true, false]);
  });
});
