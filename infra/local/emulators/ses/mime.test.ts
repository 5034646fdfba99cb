/**
 * The local SES's MIME reader: encoded words, address lists, parameters (RFC 2231 too), charsets and
 * transfer encodings, and a message without multipart.
 */
import { describe, expect, it } from 'vitest';
import { addressOf, decodeEncodedWords, parseMime, parseParameterized, splitAddressList } from './mime';

describe('the MIME reader', () => {
  it('decodes RFC 2047 encoded words, joining adjacent ones', () => {
    expect(decodeEncodedWords('=?utf-8?Q?Gr=C3=BC=C3=9Fe_aus?= =?UTF-8?B?S8O2bG4=?=')).toBe('Grüße ausKöln');
    expect(decodeEncodedWords('Re: =?iso-8859-1?q?caf=E9?= ok')).toBe('Re: café ok');
    expect(decodeEncodedWords('plain')).toBe('plain');
  });

  it('splits address lists outside quotes, brackets and comments; groups give their members', () => {
    expect(
      splitAddressList('"Doe, Jane" <jane@a.test>, joe@a.test (Joe, home), Team: x@a.test, y@a.test;'),
    ).toEqual(['"Doe, Jane" <jane@a.test>', 'joe@a.test (Joe, home)', 'x@a.test', 'y@a.test']);
    expect(addressOf('"Doe, Jane" <jane@a.test>')).toBe('jane@a.test');
    expect(addressOf('joe@a.test (Joe, home)')).toBe('joe@a.test');
  });

  it('reads parameters, quoted and RFC 2231-encoded', () => {
    expect(parseParameterized('Text/HTML; charset="utf-8"; x=1')).toEqual({
      value: 'text/html',
      params: { charset: 'utf-8', x: '1' },
    });
    expect(parseParameterized("attachment; filename*=utf-8''Pr%C3%BCfung.pdf").params.filename).toBe(
      'Prüfung.pdf',
    );
  });

  it('reads a single-part Latin-1 message with folded headers', () => {
    const raw = Buffer.concat([
      Buffer.from('From: a@b.test\r\nTo: c@d.test,\r\n e@f.test\r\nSubject: Long\r\n  subject\r\n'),
      Buffer.from('Content-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: 8bit\r\n\r\n'),
      Buffer.from([0x63, 0x61, 0x66, 0xe9]),
    ]);
    const mime = parseMime(raw);
    expect(mime).toMatchObject({
      from: 'a@b.test',
      to: ['c@d.test', 'e@f.test'],
      subject: 'Long subject',
      text: 'café',
      html: null,
      attachments: [],
    });
    expect(mime.header('CONTENT-TYPE')).toBe('text/plain; charset=iso-8859-1');
  });

  it('keeps inline parts by Content-ID', () => {
    const raw = Buffer.from(
      [
        'Content-Type: multipart/related; boundary=b',
        '',
        '--b',
        'Content-Type: text/html',
        '',
        '<img src="cid:logo@x">',
        '--b',
        'Content-Type: image/png',
        'Content-ID: <logo@x>',
        'Content-Transfer-Encoding: base64',
        '',
        'iVBORw0KGgo=',
        '--b--',
      ].join('\r\n'),
    );
    const mime = parseMime(raw);
    expect(mime.html).toBe('<img src="cid:logo@x">');
    expect(mime.attachments).toEqual([
      { fileName: 'logo@x', contentType: 'image/png', size: 8, contentId: 'logo@x' },
    ]);
    expect(mime.inline).toEqual({ 'logo@x': { contentType: 'image/png', data: 'iVBORw0KGgo=' } });
  });
});
