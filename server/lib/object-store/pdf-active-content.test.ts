import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cleanPdf, pdfWithOpenActionJs, testPdf } from '../../test/upload-fixtures';
import { renderPdfDocument } from '../pdf/pdf-document';
import { writeText } from '../pdf/pdf-text';
import { checkPdfActiveContent } from './pdf-active-content';

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';
const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
/** An object stream holding the given objects (numbered from 10), compressed unless told otherwise. */
const objectStream = (objects: string[], options: { filter?: string; raw?: boolean } = {}) => {
  let offset = 0;
  const header: string[] = [];
  objects.forEach((body, index) => {
    header.push(`${10 + index} ${offset}`);
    offset += body.length + 1;
  });
  const first = `${header.join(' ')}\n`;
  const body = Buffer.from(first + objects.join('\n'), 'latin1');
  const filter = options.filter ?? (options.raw ? '' : '/Filter /FlateDecode');
  return stream(`/Type /ObjStm /N ${objects.length} /First ${first.length} ${filter}`, options.raw ? body : deflateSync(body));
};
const check = (objects: (string | Buffer)[]) => checkPdfActiveContent(testPdf(objects));

describe('checkPdfActiveContent', () => {
  it('passes plain PDFs: a minimal one, a page with text, and what pdfkit draws (compressed content and fonts)', async () => {
    expect(await check([CATALOG, PAGES])).toEqual({ ok: true });
    expect(await checkPdfActiveContent(cleanPdf())).toEqual({ ok: true });
    const drawn = await renderPdfDocument({ size: 'A5' }, (doc) => writeText(doc, 'Receipt for Zoë Ñandú, /JS and /AA in text'));
    expect(await checkPdfActiveContent(drawn)).toEqual({ ok: true });
    // Links and page destinations on opening are not active content.
    expect(await check(['<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>', PAGES, '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com) >> >>'])).toEqual({ ok: true });
  });

  it('refuses the probe: an /OpenAction running JavaScript', async () => {
    expect(await checkPdfActiveContent(pdfWithOpenActionJs())).toEqual({ ok: false, reason: 'active-content', names: ['javascript', 'js'] });
  });

  it('refuses each kind of active content, written plainly, with #-escapes or in another case', async () => {
    const cases: [string, string[]][] = [
      ['<< /Type /Action /S /J#61vaScript /J#53 (app.alert(1)) >>', ['javascript', 'js']],
      ['<< /S /javascript /js 7 0 R >>', ['javascript', 'js']],
      ['<< /JS (app.alert(1)) >>', ['js']],
      ['<< /S /Launch /F (cmd.exe) >>', ['launch']],
      ['<< /S /L#61unch /F (cmd.exe) >>', ['launch']],
      ['<< /Names << /EmbeddedFiles 9 0 R >> >>', ['embeddedfiles']],
      ['<< /Type /EmbeddedFile /Length 0 >>\nstream\n\nendstream', ['embeddedfile']],
      ['<< /AA << /O 9 0 R >> >>', ['aa']],
      ['<< /Type /Annot /Subtype /RichMedia >>', ['richmedia']],
      ['<< /AcroForm << /XFA 9 0 R >> >>', ['xfa']],
      ['<< /S /SubmitForm /F (https://evil.example) >>', ['submitform']],
      ['<< /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) >>', ['gotor']],
    ];
    for (const [object, names] of cases) {
      expect(await check([CATALOG, PAGES, object]), object).toEqual({ ok: false, reason: 'active-content', names });
    }
  });

  it('reads compressed object streams: a JavaScript action or a bare /AA inside one is refused, a plain one passes', async () => {
    expect(await check([CATALOG, PAGES, objectStream(['<< /S /JavaScript /JS (app.alert(1)) >>'])])).toEqual({ ok: false, reason: 'active-content', names: ['javascript', 'js'] });
    expect(await check([CATALOG, PAGES, objectStream(['<< /Type /Page /AA << /O 12 0 R >> >>'])])).toEqual({ ok: false, reason: 'active-content', names: ['aa'] });
    expect(await check([CATALOG, PAGES, objectStream(['<< /AA 3 0 R >>'], { raw: true })])).toEqual({ ok: false, reason: 'active-content', names: ['aa'] });
    expect(await check([CATALOG, PAGES, objectStream(['<< /Type /Page /Parent 2 0 R >>', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'])])).toEqual({ ok: true });
  });

  it('refuses, as not checked, object streams it cannot read: other filters, predictors, encrypted or damaged data, bombs', async () => {
    const unchecked = { ok: false, reason: 'unchecked' };
    expect(await check([CATALOG, objectStream(['<< >>'], { filter: '/Filter [/FlateDecode /ASCIIHexDecode]' })])).toMatchObject(unchecked);
    expect(await check([CATALOG, objectStream(['<< >>'], { filter: '/Filter /LZWDecode' })])).toMatchObject(unchecked);
    expect(await check([CATALOG, objectStream(['<< >>'], { filter: '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>' })])).toMatchObject(unchecked);
    expect(await check([CATALOG, stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', randomBytes(200))])).toMatchObject(unchecked);
    const bomb = deflateSync(Buffer.alloc(101 * 1024 * 1024));
    expect(await check([CATALOG, stream('/Filter /FlateDecode', bomb)])).toMatchObject({ ...unchecked, why: 'its streams inflate to more than 100 MB' });
  });

  it('finds long names in any stream data, and short ones only in dictionaries (compressed bytes spell /JS by chance)', async () => {
    const image = Buffer.concat([randomBytes(100), Buffer.from(' /JS (x) /AA ', 'latin1'), randomBytes(100)]);
    expect(await check([CATALOG, PAGES, stream('/Type /XObject /Subtype /Image /Filter /DCTDecode', image)])).toEqual({ ok: true });
    // An object hidden in another stream's data, which a viewer could still reach through the xref table.
    const hidden = Buffer.from('\n20 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n', 'latin1');
    expect(await check([CATALOG, PAGES, stream('/Subtype /Image', hidden)])).toEqual({ ok: false, reason: 'active-content', names: ['javascript'] });
    // A compressed object stream hidden there too is still inflated and read.
    const nested = Buffer.concat([Buffer.from('\n', 'latin1'), objectStream(['<< /S /JavaScript /JS (app.alert(1)) >>']), Buffer.from('\n', 'latin1')]);
    expect(await check([CATALOG, PAGES, stream('/Subtype /Image', nested)])).toMatchObject({ ok: false, reason: 'active-content' });
    // Compressed content streams are read too.
    expect(await check([CATALOG, PAGES, stream('/Filter /FlateDecode', deflateSync(Buffer.from('<< /S /Launch >>')))])).toEqual({ ok: false, reason: 'active-content', names: ['launch'] });
  });
});
