import { formatReplyMinutes } from './reply-time';

describe('formatReplyMinutes', () => {
  it.each([
    [0, '0 min'],
    [7.4, '7 min'],
    [59.6, '1 h'],
    [125, '2 h 5 min'],
    [24 * 60, '1 d'],
    [3 * 24 * 60 + 4 * 60 + 10, '3 d 4 h'],
  ])('%s minutes read %s', (minutes, text) => {
    expect(formatReplyMinutes(minutes)).toBe(text);
  });
});
