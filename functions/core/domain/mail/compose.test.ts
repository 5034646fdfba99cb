import { describe, expect, it } from 'vitest';
import { bandColors, composeMail } from './compose';
import { mailContent, readerDate } from './messages';
import { interpolate, mailTexts } from './texts';
import enUs from './texts/en-us.json' with { type: 'json' };
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const tube = { name: 'Acme <Academy>', url: 'https://acme.tubes.example.com' };
const brand = {
  tubeName: tube.name,
  color: '#0B5FFF',
  logoSrc: 'https://acme.tubes.example.com/tenants/acme/logo.svg',
};
const invitation = {
  kind: 'invitation' as const,
  inviter: 'Ada Admin',
  email: 'new.person@acme.test',
  temporaryPassword: 'Xy7#abcdEFGH2k',
  validityDays: 7,
};

describe('the e-mail layout', () => {
  it('brands the header band, escapes every value and offers a plain-text part with the same content', () => {
    const mail = composeMail(
      brand,
      mailContent(invitation, { language: 'en-us', name: 'Nina <b>New</b>' }, tube),
    );
    expect(mail.subject).toBe('Your account in Acme <Academy>');
    expect(mail.html).toContain('background:#0B5FFF');
    expect(mail.html).toContain('alt="Acme &lt;Academy&gt;"');
    expect(mail.html).toContain('Hello Nina &lt;b&gt;New&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>New</b>');
    expect(mail.html).toContain('Xy7#abcdEFGH2k');
    expect(mail.html).toContain('href="https://acme.tubes.example.com/login"');
    expect(mail.text).toContain('Hello Nina <b>New</b>,');
    expect(mail.text).toContain('Temporary password: Xy7#abcdEFGH2k');
    expect(mail.text).toContain('Sign in to Acme <Academy>: https://acme.tubes.example.com/login');
    expect(mail.text).toContain('valid for 7 days');
    expect(mail.text).toContain('an administrator of Acme <Academy> created an account');
  });

  it('shows the name instead of a logo it cannot link, and drops non-http links', () => {
    const mail = composeMail(
      { tubeName: 'Acme', color: 'not a colour', logoSrc: 'javascript:alert(1)' },
      {
        subject: 's',
        heading: 'h',
        greeting: 'g',
        blocks: [],
        action: { label: 'Go', url: 'javascript:alert(1)' },
        footer: [],
      },
    );
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('>Acme</span>');
    expect(mail.html).toContain('background:#1F4E79');
    expect(mail.text).not.toContain('Go:');
  });

  it('writes on the band in a colour readable on it', () => {
    expect(bandColors('#0B5FFF').foreground).toBe('#FFFFFF');
    expect(bandColors('#FFE45C').foreground).toBe('#111111');
  });
});

describe('the messages in the reader language', () => {
  it('writes a task assignment in German with the due date in German, linking to the task', () => {
    const content = mailContent(
      {
        kind: 'taskAssigned',
        taskId: 't-1',
        taskTitle: 'Review: Onboarding',
        requester: 'Eva',
        dueDate: '2026-12-24T00:00:00.000Z',
      },
      { language: 'de', name: 'Max Muster' },
      tube,
    );
    expect(content.greeting).toMatch(/Max Muster/);
    expect(content.subject).toMatch(/Review: Onboarding/);
    expect(content.subject).not.toMatch(/New task/);
    expect(JSON.stringify(content.blocks)).toMatch(/24\. Dezember 2026/);
    expect(content.action?.url).toBe('https://acme.tubes.example.com/tasks/t-1');
    // A task mail may be turned off: its footer says so (in German).
    expect(content.footer[1]).not.toBe(enUs['mail-why-optional']);
  });

  it('falls back to English for a language without mail texts and for unknown values', () => {
    expect(mailTexts('en-au')('task-assigned-heading')).toBe(enUs['task-assigned-heading']);
    expect(mailTexts('hr')('task-assigned-heading')).toBe(enUs['task-assigned-heading']);
    expect(mailTexts('xx-unknown')('task-assigned-heading')).toBe(enUs['task-assigned-heading']);
    expect(mailTexts(undefined)('invitation-subject', { tube: 'T' })).toBe('Your account in T');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(readerDate('not a date', 'de')).toBe('not a date');
  });

  it('has every key and placeholder of the English texts in each language', () => {
    const folder = path.join(import.meta.dirname, 'texts');
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(24);
    for (const file of files) {
      const texts = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>;
      expect(Object.keys(texts), file).toEqual(Object.keys(enUs));
      for (const [key, english] of Object.entries(enUs))
        expect(placeholders(texts[key] ?? ''), `${file} ${key}`).toEqual(placeholders(english));
    }
  });
});
