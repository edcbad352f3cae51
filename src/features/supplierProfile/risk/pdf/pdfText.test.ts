import { describe, expect, it } from 'vitest';
import { toPdfText } from './pdfText';

describe('PDF text in the standard fonts', () => {
  it('keeps Western European text, £ and dashes as they are', () => {
    expect(toPdfText("Société Générale de Bâtiment – Núñez & O'Brien £")).toBe("Société Générale de Bâtiment – Núñez & O'Brien £");
  });

  it('turns French narrow no-break spaces into no-break spaces and writes € as EUR (1 234 567 EUR)', () => {
    expect(toPdfText('1\u202f234\u202f567\u00a0€')).toBe('1\u00a0234\u00a0567\u00a0EUR');
  });

  it('marks characters the fonts cannot draw with "?" rather than a wrong glyph', () => {
    expect(toPdfText('مرحبا 👷 Ltd')).toBe('????? ? Ltd');
  });
});
