import { describe, expect, it } from 'vitest';
import { shownDay } from '../../engine/theme/widgets/date-values';

// A date field shows its day in its own format while the date picker's code loads (the portfolio's Last updated
// is DD/MM/YYYY; it read 26.11.2026 until the picker came).
describe('a day as a date field shows it', () => {
  it('follows the field\'s dateFormat, DD.MM.YYYY when it names none', () => {
    expect(shownDay('2026-11-26', 'DD/MM/YYYY')).toBe('26/11/2026');
    expect(shownDay('2026-11-26', 'DD.MM.YYYY')).toBe('26.11.2026');
    expect(shownDay('2024-03-05', undefined)).toBe('05.03.2024');
  });
});
