/**
 * Browser support (spec 1 §8 "Old Internet Explorer: unsupported-browser dialog"; spec 2 §2
 * "Browser-not-supported page: recommends Chrome, Edge or Firefox. Also a dialog for unsupported
 * browsers and a message for iOS devices").
 */
export type BrowserSupport = 'supported' | 'unsupported' | 'ios';

/** Internet Explorer up to 10 says "MSIE"; 11 only "Trident/". */
export function isOldInternetExplorer(userAgent: string): boolean {
  return /\bMSIE \d|\bTrident\/\d/.test(userAgent);
}

/** iPhone, iPod, iPad, and iPadOS 13+ (which presents itself as a Mac with a touch screen). */
export function isIosDevice(userAgent: string, platform = '', maxTouchPoints = 0): boolean {
  if (/\b(iPhone|iPod|iPad)\b/.test(userAgent)) return true;
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

export function browserSupport(userAgent: string, platform = '', maxTouchPoints = 0): BrowserSupport {
  if (isOldInternetExplorer(userAgent)) return 'unsupported';
  if (isIosDevice(userAgent, platform, maxTouchPoints)) return 'ios';
  return 'supported';
}

export function currentBrowserSupport(): BrowserSupport {
  if (typeof navigator === 'undefined') return 'supported';
  return browserSupport(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
}

export const BROWSER_NOT_SUPPORTED_PATH = '/browser-not-supported';
