import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NameCell } from './name-cell.tsx';

describe("'Sin inglés' in the admin lists (issue 30 item 5)", () => {
  it.each([
    ['no English name', { nameEn: null, description: 'Nada en un cenote.', descriptionEn: 'Swim in a cenote.' }, true],
    ['a description without its English', { nameEn: 'Cenote swim', description: 'Nada en un cenote.', descriptionEn: ' ' }, true],
    [
      'the name and description in English',
      { nameEn: 'Cenote swim', description: 'Nada en un cenote.', descriptionEn: 'Swim.' },
      false,
    ],
    [
      'an English name and no description at all',
      { nameEn: 'Mérida and Valladolid', description: null, descriptionEn: null },
      false,
    ],
  ])('with %s: badge %s', (_, english, badge) => {
    render(<NameCell name="Cenote" {...english} />);
    expect(screen.getByText('Cenote')).toBeInTheDocument();
    expect(screen.queryByText('Sin inglés') !== null).toBe(badge);
  });
});
