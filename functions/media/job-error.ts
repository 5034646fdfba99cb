/**
 * What the uploader sees of a failed transcoding job: the cause, without where things are stored.
 * MediaConvert's errorMessage names inputs and outputs by s3:// URI (and may quote https URLs); a
 * local or self-hosted transcoder may quote file system paths. None of that belongs in a status text
 * shown to users; the full message stays in the server log (transcodeStatus logs it).
 */

/** Longest status text kept (a MediaConvert message can quote a lot of its input's probe output). */
const MAX_LENGTH = 300;

/** `[s3://…]` (MediaConvert's bracketed file names) and the space before it. */
const BRACKETED_LOCATION = /\s*\[(?:s3|https?|file):\/\/[^\]]*\]/gi;
/** A bare s3://, http(s):// or file:// URI (a colon after it is the message's, not the URI's). */
const URI = /\b(?:s3|https?|file):\/\/[^\s'"\])>,]*[^\s'"\])>,:]/gi;
/**
 * An absolute POSIX path (two or more segments, or one file name with an extension), a home-relative
 * or a Windows drive path, starting a word (so ratios like 4/3 and "N/A" stay).
 */
const PATH =
  /(^|[\s'"([=<:])(?:\/[^\s'"\])>:,]+\/[^\s'"\])>:,]*|\/[\w.-]+\.[A-Za-z0-9]{2,5}(?=$|[\s'"\])>:,])|~\/[^\s'"\])>:,]+|[A-Za-z]:\\[^\s'"\])>,]+)/g;

/**
 * The status text for a failed job: `message` with locations removed (a location that is followed by
 * `: ` goes with it, as in ffmpeg's `<file>: Invalid data found…`), whitespace and leftover separators
 * tidied; `fallback` when nothing is left.
 */
export function uploaderError(message: string | undefined, fallback: string): string {
  const text = (message ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(BRACKETED_LOCATION, '')
    .replace(URI, ' ')
    .replace(PATH, '$1 ')
    // Separators orphaned by a removed location: "x: : y", "x ( ): y", "x : y".
    .replace(/\(\s*\)|\[\s*\]|'\s*'|"\s*"/g, ' ')
    .replace(/\s+:/g, ':')
    .replace(/:(\s*:)+/g, ':')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s:,;-]+|[\s:,;-]+$/g, '');
  if (!/[A-Za-z]/.test(text)) return fallback;
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…` : text;
}
