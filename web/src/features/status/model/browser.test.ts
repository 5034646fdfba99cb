import { describe, expect, it } from 'vitest';
import { browserSupport, isIosDevice, isOldInternetExplorer } from './browser';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const EDGE = `${CHROME} Edg/156.0`;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';

describe('"Old Internet Explorer: unsupported-browser dialog" (spec 1 §8)', () => {
  it('recognises IE 10 (MSIE) and IE 11 (Trident)', () => {
    expect(isOldInternetExplorer(IE10)).toBe(true);
    expect(isOldInternetExplorer(IE11)).toBe(true);
    expect(browserSupport(IE11)).toBe('unsupported');
  });

  it('Chrome and Edge are supported', () => {
    expect(browserSupport(CHROME)).toBe('supported');
    expect(browserSupport(EDGE)).toBe('supported');
  });
});

describe('"a message for iOS devices" (spec 2 §2)', () => {
  it('recognises the iPhone and an iPad presenting itself as a Mac with touch', () => {
    expect(browserSupport(IPHONE)).toBe('ios');
    expect(isIosDevice(MAC_SAFARI, 'MacIntel', 5)).toBe(true);
  });

  it('a Mac without touch is not iOS', () => {
    expect(browserSupport(MAC_SAFARI, 'MacIntel', 0)).toBe('supported');
  });
});
