/**
 * A BURN_IN caption description, locally (pure): the selector's WebVTT cues become ffmpeg drawtext
 * filters, as MediaConvert's burn-in with style passthrough draws them: each cue where its settings put
 * it (line = vertical centre in % of the height, position + align = horizontal anchor in % of the
 * width), in its colour class (`<c.yellow>`), on a translucent black box, shown from its start to its
 * end. Cue times are on the input timeline: with an input clipping they are shifted by its start.
 * Text goes through files (drawtext textfile=, expansion=none): no escaping of what users typed.
 */

export interface BurnInCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
  /** Vertical centre, % of the height. */
  line: number;
  /** Horizontal anchor, % of the width. */
  position: number;
  align: 'start' | 'center' | 'end';
  color: string;
  /** `<b>`: a title, drawn larger. */
  bold: boolean;
}

/** WebVTT's default colour classes → drawtext colours. */
const COLORS: Record<string, string> = {
  white: 'white',
  lime: 'lime',
  cyan: 'cyan',
  red: 'red',
  yellow: 'yellow',
  magenta: 'magenta',
  blue: 'blue',
  black: 'black',
};

const TIMING = /^((?:\d+:)?\d{2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{2}:\d{2}\.\d{3})(.*)$/;

function seconds(time: string): number {
  const parts = time.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

function percent(settings: Map<string, string>, name: string, fallback: number): number {
  const raw = settings.get(name);
  const value = raw?.endsWith('%') ? Number(raw.slice(0, -1)) : NaN;
  return Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : fallback;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The cues of a WebVTT document with their settings; cues without text are left out. */
export function parseBurnInCues(vtt: string): BurnInCue[] {
  const blocks = vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const cues: BurnInCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const timing = lines.findIndex((l) => TIMING.test(l));
    if (timing < 0) continue;
    const [, start, end, rest] = TIMING.exec(lines[timing] as string) as unknown as [
      string,
      string,
      string,
      string,
    ];
    const settings = new Map(
      rest
        .trim()
        .split(/\s+/)
        .filter((s) => s.includes(':'))
        .map((s) => s.split(':', 2) as [string, string]),
    );
    const body = lines.slice(timing + 1).join('\n');
    const color = /<c\.([a-z_]+)/.exec(body)?.[1] ?? 'white';
    const text = decodeEntities(body.replace(/<[^>]*>/g, '')).trim();
    if (!text) continue;
    const align = settings.get('align');
    cues.push({
      startSeconds: seconds(start),
      endSeconds: seconds(end),
      text,
      line: percent(settings, 'line', 85),
      position: percent(settings, 'position', 50),
      align:
        align === 'start' || align === 'left'
          ? 'start'
          : align === 'end' || align === 'right'
            ? 'end'
            : 'center',
      color: COLORS[color] ?? 'white',
      bold: /<b[\s>]/.test(body),
    });
  }
  return cues;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * drawtext filters of the cues (in order), for a picture `height` pixels high; `offsetSeconds` is the
 * input clipping's start; `textFile(i)` is where cue i's text was written. Cues wholly before the clip
 * are left out.
 */
export function drawTextFilters(
  cues: readonly BurnInCue[],
  options: { height: number; offsetSeconds: number; textFile(index: number): string },
): string[] {
  const filters: string[] = [];
  cues.forEach((cue, i) => {
    const fontSize = Math.max(12, Math.round((options.height / 18) * (cue.bold ? 1.6 : 1)));
    const border = Math.max(2, Math.round(fontSize / 3));
    const from = round(cue.startSeconds - options.offsetSeconds);
    const to = round(cue.endSeconds - options.offsetSeconds);
    if (to <= 0) return;
    const anchor = `w*${cue.position / 100}`;
    const x = cue.align === 'start' ? anchor : cue.align === 'end' ? `${anchor}-tw` : `${anchor}-tw/2`;
    const y = `h*${cue.line / 100}-th/2`;
    filters.push(
      [
        `drawtext=textfile='${options.textFile(i)}'`,
        'expansion=none',
        `fontsize=${fontSize}`,
        `fontcolor=${cue.color}`,
        'box=1',
        'boxcolor=black@0.63',
        `boxborderw=${border}`,
        `x='max(${border},min(w-tw-${border},${x}))'`,
        `y='max(${border},min(h-th-${border},${y}))'`,
        `enable='gte(t,${Math.max(0, from)})*lt(t,${to})'`,
      ].join(':'),
    );
  });
  return filters;
}
