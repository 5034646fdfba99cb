import { describe, expect, it } from 'vitest';
import { isAbsoluteHttpsUrl, isTicketSystemUrl } from './ticket-links.js';

const ZENDESK = 'https://tubes.zendesk.com';

describe('ticket links (issue 9 point 6: only https URLs of the ticket system)', () => {
  it('accepts absolute https addresses', () => {
    expect(isAbsoluteHttpsUrl('https://tubes.zendesk.com/agent/tickets/4711')).toBe(true);
    expect(isAbsoluteHttpsUrl('https://tubes.zendesk.com')).toBe(true);
    expect(isAbsoluteHttpsUrl('HTTPS://tubes.zendesk.com/hc/requests/1?x=1#c2')).toBe(true);
  });

  it.each([
    '//evil.example/agent/tickets/1',
    'javascript:alert(1)',
    'JavaScript://tubes.zendesk.com/%0Aalert(1)',
    'http://tubes.zendesk.com/agent/tickets/1',
    '/admin/operationalTasks#ticket-T-1',
    'agent/tickets/1',
    'https:tubes.zendesk.com/agent/tickets/1',
    'https:/tubes.zendesk.com/agent/tickets/1',
    'https:\\\\evil.example',
    'https://tubes.zendesk.com\\@evil.example',
    'https://user:pw@tubes.zendesk.com/',
    'https://tubes.zendesk.com@evil.example/',
    'https://tubes.zendesk.com/\tx',
    ' https://tubes.zendesk.com/',
    'data:text/html,<script>alert(1)</script>',
    'https://',
    '',
  ])('refuses %j', (value) => {
    expect(isAbsoluteHttpsUrl(value)).toBe(false);
    expect(isTicketSystemUrl(value, ZENDESK)).toBe(false);
  });

  it("accepts only the ticket system's own origin", () => {
    expect(isTicketSystemUrl('https://tubes.zendesk.com/agent/tickets/4711', ZENDESK)).toBe(true);
    expect(isTicketSystemUrl('https://TUBES.zendesk.com:443/agent/tickets/4711', ZENDESK)).toBe(true);
    expect(isTicketSystemUrl('https://other.zendesk.com/agent/tickets/4711', ZENDESK)).toBe(false);
    expect(isTicketSystemUrl('https://tubes.zendesk.com.evil.example/', ZENDESK)).toBe(false);
    expect(isTicketSystemUrl('https://tubes.zendesk.com:8443/', ZENDESK)).toBe(false);
    expect(isTicketSystemUrl('https://evil.example/https://tubes.zendesk.com', ZENDESK)).toBe(false);
  });

  it('a ticket system without web addresses (the local one) accepts none', () => {
    expect(isTicketSystemUrl('https://tubes.zendesk.com/agent/tickets/4711', null)).toBe(false);
  });
});
