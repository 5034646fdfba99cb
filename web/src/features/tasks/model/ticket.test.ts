import { describe, expect, it } from 'vitest';
import { translatedTexts } from '#shared/i18n/dictionaries';
import { canReply, REPLY_MAX, TICKET_STATUSES, ticketStatusDisplay, validateReply } from './ticket';

describe('ticket page (issue 9 point 11)', () => {
  it('names every status of the ticket system in en-us, da and de, each with a colour', () => {
    for (const language of ['en-us', 'da', 'de'] as const) {
      const texts = translatedTexts(language);
      for (const status of TICKET_STATUSES) {
        const display = ticketStatusDisplay(status);
        expect(display?.color).toMatch(/^[a-z]+$/);
        expect(texts[display?.key ?? ''], `${language} ${status}`).toBeTruthy();
      }
    }
  });

  it('an unknown status is shown as it is', () => {
    expect(ticketStatusDisplay('escalated')).toBeNull();
  });

  it('a closed ticket takes no more replies', () => {
    expect(canReply('closed')).toBe(false);
    for (const status of ['new', 'open', 'pending', 'hold', 'solved']) expect(canReply(status)).toBe(true);
  });

  it('a reply needs text ("Required"), up to the message limit', () => {
    expect(validateReply('  \n ')).toBe('required');
    expect(validateReply('Still black.')).toBeNull();
    expect(REPLY_MAX).toBe(5000);
  });
});
