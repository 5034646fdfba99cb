import { describe, expect, it } from 'vitest';
import { escapeHtml, notificationTitles } from './notifications.js';

describe('notification titles (HTML, spec 1 §3 "title (html)")', () => {
  it('escape what users wrote, so a name can never add markup', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co',
    );
    const titles = notificationTitles.newVideoInChannel('<b>x</b>', 'Sales & Co');
    expect(titles['en-us']).toBe('New video <b>&lt;b&gt;x&lt;/b&gt;</b> in <b>Sales &amp; Co</b>');
  });

  it('are written in every language the product has texts for', () => {
    for (const make of [
      () => notificationTitles.newVideoInChannel('V', 'C'),
      () => notificationTitles.mandatoryTrack('T'),
      () => notificationTitles.taskAssigned('T'),
    ]) {
      const titles = make();
      expect(Object.keys(titles).sort()).toEqual(['da', 'de', 'en-us']);
      expect(new Set(Object.values(titles)).size).toBe(3);
    }
  });
});
