/** The upload PUT over a fake XMLHttpRequest: progress, refusal, no answer and cancellation. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putWithProgress, UploadError } from './put-with-progress';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  sent: unknown;
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const file = new Blob([new Uint8Array(100)], { type: 'video/webm' });

describe('putWithProgress', () => {
  it('PUTs the file with its content type and reports the bytes sent', async () => {
    const progress = vi.fn();
    const done = putWithProgress('http://s3/put?sig', file, progress);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers['Content-Type'], xhr.sent]).toEqual([
      'PUT',
      'http://s3/put?sig',
      'video/webm',
      file,
    ]);
    xhr.upload.onprogress?.({ loaded: 40, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 60, total: 0, lengthComputable: false });
    xhr.status = 200;
    xhr.onload?.();
    await expect(done).resolves.toBeUndefined();
    expect(progress.mock.calls).toEqual([
      [40, 100],
      [60, 100],
    ]);
  });

  it('rejects when the storage refuses or does not answer', async () => {
    const refused = putWithProgress('u', file, vi.fn());
    FakeXhr.last.status = 403;
    FakeXhr.last.onload?.();
    await expect(refused).rejects.toEqual(new UploadError('The upload was refused (403)', 403));

    const lost = putWithProgress('u', file, vi.fn());
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toBeInstanceOf(UploadError);
  });

  it('aborts the request when cancelled, before or during the upload', async () => {
    const controller = new AbortController();
    const during = putWithProgress('u', file, vi.fn(), controller.signal);
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(during).rejects.toMatchObject({ name: 'AbortError' });

    await expect(putWithProgress('u', file, vi.fn(), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
