import { describe, expect, it } from 'vitest';
import {
  eventLogFilterQuery,
  isEventLogFiltered,
  isRangeBackwards,
  noEventLogFilter,
} from './event-log-filter';

describe('the event log filter', () => {
  it('asks for nothing while no filter is set', () => {
    expect(eventLogFilterQuery(noEventLogFilter)).toEqual({});
    expect(isEventLogFiltered({ ...noEventLogFilter, actor: '  ' })).toBe(false);
  });

  it('sends who lower-cased and what as command names write it', () => {
    const filter = { ...noEventLogFilter, actor: ' Admin@Acme ', action: ' PublishVideo ' };
    expect(eventLogFilterQuery(filter)).toEqual({ actor: 'admin@acme', action: 'publishVideo' });
    expect(isEventLogFiltered(filter)).toBe(true);
  });

  it('turns days into the start of the first and the end of the last, in the local calendar', () => {
    const query = eventLogFilterQuery({ ...noEventLogFilter, from: '2026-03-01', to: '2026-03-01' });
    expect(query.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.to).toBe(new Date(2026, 2, 2).toISOString());
    // The last day of a month rolls over into the next.
    expect(eventLogFilterQuery({ ...noEventLogFilter, to: '2026-02-28' }).to).toBe(
      new Date(2026, 2, 1).toISOString(),
    );
  });

  it('names the order only when it is oldest first, which is no filter', () => {
    const oldest = { ...noEventLogFilter, order: 'oldest' as const };
    expect(eventLogFilterQuery(oldest)).toEqual({ order: 'oldest' });
    expect(eventLogFilterQuery({ ...noEventLogFilter, order: 'newest' })).toEqual({});
    expect(isEventLogFiltered(oldest)).toBe(false);
  });

  it('knows a range that ends before it starts', () => {
    expect(isRangeBackwards({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(isRangeBackwards({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(isRangeBackwards({ from: '', to: '2026-03-01' })).toBe(false);
  });
});
