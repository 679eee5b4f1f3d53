import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);

/**
 * Looks for active content in an uploaded PDF: anything a viewer could run or open by itself.
 * Uploads are served inline to staff, so a PDF with a script is refused rather than trusted to
 * the viewer's sandbox.
 *
 * It reads PDF names (/Name), with #xx escapes decoded (/J#61vaScript is /JavaScript) and case
 * ignored:
 * - anywhere in the file's bytes, and in every stream that inflates (zlib data, compressed object
 *   streams included): JavaScript, Launch, EmbeddedFile(s), RichMedia, XFA, SubmitForm,
 *   ImportData, GoToE, GoToR. These are long enough that compressed bytes do not spell them by
 *   chance. A JavaScript action (an /OpenAction or any other) always says /S /JavaScript, a launch
 *   action /S /Launch, an attached file /EmbeddedFile(s).
 * - in dictionaries only (the text outside stream data, and object streams): JS and AA (additional
 *   actions, run when pages, fields or the document open or close).
 * Refused as "could not be checked": an object stream (/Type /ObjStm) that does not inflate (an
 *   encrypted file keeps them encrypted), uses another filter (ASCIIHex, ASCII85, LZW, RunLength,
 *   Crypt) or a predictor; and more than 100 MB of inflated streams in all (a decompression bomb).
 *
 * Limits: this reads names, it does not parse the document. Plain /OpenAction, /URI links and
 * /GoTo stay allowed. A name inside a text string counts as if it were a key (a harmless file that
 * only mentions /JavaScript in a string is refused). A file built to make this reader and a viewer
 * see different objects (a dictionary hidden inside another stream's data, reached through the
 * cross-reference table) can keep a bare /JS or /AA from it, but not the long names above, so not
 * a JavaScript or launch action.
 */
export type TPdfCheck = { ok: true } | { ok: false; reason: 'active-content'; names: string[] } | { ok: false; reason: 'unchecked'; why: string };

const ANYWHERE = ['javascript', 'launch', 'embeddedfile', 'embeddedfiles', 'richmedia', 'xfa', 'submitform', 'importdata', 'gotoe', 'gotor'];
const IN_DICTIONARIES = [...ANYWHERE, 'js', 'aa'];
const OTHER_FILTERS = ['asciihexdecode', 'ahx', 'ascii85decode', 'a85', 'lzwdecode', 'lzw', 'runlengthdecode', 'rl', 'crypt'];
const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

// A name runs from "/" to the next white-space (NUL is one) or delimiter character (PDF 32000-1, 7.2.2).
// eslint-disable-next-line no-control-regex
const NAME = /\/([^\x00\t\n\f\r /<>[\]()%{}]*)/g;
const STREAM_KEYWORD = />>\s*stream(?:\r\n|\n|\r)/g;

const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(NAME)) names.add(decodeName(match[1] ?? '').toLowerCase());
  return names;
}

/** A stream: where its data lies, and the text before it back to the previous stream (its dictionary and more). */
type TStream = { windowStart: number; keyword: number; dataStart: number; dataEnd: number };

/**
 * Every ">> stream" in the file, those inside other streams' data too (a viewer may reach them
 * through the cross-reference table). A direct /Length is used when "endstream" follows where it
 * says; else the data runs to the next "endstream".
 */
function findStreams(text: string): TStream[] {
  const streams: TStream[] = [];
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keyword = match.index;
    const previous = streams.at(-1);
    // Back to the end of the previous stream's data; for a stream inside that data, to its start.
    const windowStart = !previous ? 0 : previous.dataEnd <= keyword ? previous.dataEnd : previous.dataStart;
    const dataStart = keyword + match[0].length;
    const lengthAt = text.lastIndexOf('/Length', keyword);
    const length = lengthAt >= windowStart ? /^\/Length\s+(\d+)(?!\d)(?!\s+\d+\s+R)/.exec(text.slice(lengthAt, lengthAt + 40)) : null;
    let dataEnd = -1;
    if (length) {
      const end = dataStart + Number(length[1]);
      if (/^\s*endstream/.test(text.slice(end, end + 12))) dataEnd = end;
    }
    if (dataEnd < 0) dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) dataEnd = text.length;
    streams.push({ windowStart, keyword, dataStart, dataEnd });
  }
  return streams;
}

/** The file's text with the data of its streams left out: its dictionaries and other objects. */
function textOutsideStreams(text: string, streams: TStream[]): string {
  let outside = '';
  let from = 0;
  for (const stream of streams) {
    if (stream.dataStart < from) continue; // inside data already left out
    outside += `${text.slice(from, stream.dataStart)}\n`;
    from = stream.dataEnd;
  }
  return outside + text.slice(from);
}

// zlib's two header bytes: deflate, and a check value that makes them a multiple of 31.
const isZlib = (data: Buffer) => data.length > 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;

/** Whether the PDF may be stored; inflating runs off the event loop (zlib's thread pool). */
export async function checkPdfActiveContent(pdf: Buffer): Promise<TPdfCheck> {
  const text = pdf.toString('latin1');
  const found = new Set<string>();
  const collect = (names: Set<string>, wanted: string[]) => wanted.filter((w) => names.has(w)).forEach((w) => found.add(w));
  const unchecked = (why: string): TPdfCheck => ({ ok: false, reason: 'unchecked', why });

  collect(namesIn(text), ANYWHERE);
  const streams = findStreams(text);
  collect(namesIn(textOutsideStreams(text, streams)), IN_DICTIONARIES);

  let budget = MAX_INFLATED_BYTES;
  for (const stream of streams) {
    const windowNames = namesIn(text.slice(stream.windowStart, stream.keyword));
    const objectStream = windowNames.has('objstm');
    if (objectStream && OTHER_FILTERS.some((f) => windowNames.has(f))) return unchecked('an object stream uses a filter other than FlateDecode');
    if (objectStream && (windowNames.has('decodeparms') || windowNames.has('dp'))) return unchecked('an object stream uses a predictor');
    const data = pdf.subarray(stream.dataStart, stream.dataEnd);
    let decoded: Buffer | null = objectStream && !windowNames.has('flatedecode') && !windowNames.has('fl') ? data : null;
    if (isZlib(data)) {
      try {
        // Sync flush: a stream whose end is missing (common enough) still yields what it holds.
        decoded = await inflateAsync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(1, budget) });
        budget -= decoded.length;
      } catch (error) {
        if (error instanceof RangeError) return unchecked('its streams inflate to more than 100 MB');
        if (objectStream) return unchecked('an object stream does not inflate (the file is encrypted or damaged)');
      }
    } else if (objectStream && !decoded) {
      return unchecked('an object stream does not inflate (the file is encrypted or damaged)');
    }
    if (decoded) collect(namesIn(decoded.toString('latin1')), objectStream ? IN_DICTIONARIES : ANYWHERE);
  }
  return found.size === 0 ? { ok: true } : { ok: false, reason: 'active-content', names: [...found].sort() };
}
