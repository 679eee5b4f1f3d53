import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../test/pdf-read';
import { renderPdfDocument } from './pdf-document';
import { fontChainOf, MISSING_GLYPH } from './pdf-fonts';
import { textRuns, writeText } from './pdf-text';

const regular = fontChainOf('regular');
const bold = fontChainOf('bold');
const runsOf = (text: string, chain = regular) => textRuns(text, chain).map((r) => [r.font.name, r.text]);

describe('textRuns', () => {
  it('keeps Latin, Latin Extended, Greek, Cyrillic and DejaVu emoji in one run of the first font', () => {
    expect(runsOf('Zoë Ñandú, Łukasz Żółć, Андрей, Σωκράτης 😀')).toEqual([[regular[0]!.name, 'Zoë Ñandú, Łukasz Żółć, Андрей, Σωκράτης 😀']]);
  });

  it('writes Chinese in the CJK font, only the runs that need it', () => {
    const cjk = regular.at(-1)!.name;
    expect(cjk).toBe('pawnbook-NotoSansHans-Regular');
    expect(runsOf('Lee 李雷 (陳)')).toEqual([
      [regular[0]!.name, 'Lee '],
      [cjk, '李雷'],
      [regular[0]!.name, ' ('],
      [cjk, '陳'],
      [regular[0]!.name, ')'],
    ]);
    expect(runsOf('李雷', bold)).toEqual([[bold.at(-1)!.name, '李雷']]);
  });

  it('writes what no font has as one U+FFFD per grapheme, in the first font', () => {
    expect(runsOf('한글 Zoë')).toEqual([[regular[0]!.name, `${MISSING_GLYPH}${MISSING_GLYPH} Zoë`]]);
    // A family emoji is one grapheme of three people and two joiners: one mark, not five.
    expect(runsOf('a👨‍👩‍👧b')).toEqual([[regular[0]!.name, `a${MISSING_GLYPH}b`]]);
  });

  it('falls back per run: bold takes the regular face for what bold lacks', () => {
    expect(runsOf('Total 𝖠𝖡 due', bold)).toEqual([
      [bold[0]!.name, 'Total '],
      [bold[1]!.name, '𝖠𝖡'],
      [bold[0]!.name, ' due'],
    ]);
  });

  it('composes accents, keeps line breaks and drops other control characters', () => {
    expect(runsOf('Zoe\u0308\r\nline\u0000two\u0007\tend')).toEqual([[regular[0]!.name, 'Zoë\nlinetwoend']]);
    expect(runsOf('')).toEqual([]);
    expect(runsOf('\u200d\ufe0f')).toEqual([]);
  });
});

describe('writeText', () => {
  it('draws every run into a valid PDF whose text reads back exactly, fonts embedded and subset', async () => {
    const pdf = await renderPdfDocument({ size: 'A5', margin: 40 }, (doc) => {
      writeText(doc, 'Borrower: Zoë Ñandú / Łukasz Żółć / Андрей', { x: 40, y: 40, width: 300 });
      writeText(doc, 'Bold 𝖠𝖡 山田 한', { face: 'bold', width: 300 });
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Subsets: DejaVu adds a few KB, the CJK face some 70 KB for a few of its glyphs.
    expect(pdf.length).toBeLessThan(120_000);
    const text = await pdfText(pdf);
    expect(text).toContain('Borrower: Zoë Ñandú / Łukasz Żółć / Андрей');
    expect(text).toContain(`Bold 𝖠𝖡 山田 ${MISSING_GLYPH}`);
    const fonts = await pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'NotoSansHans-Bold']);
    expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
  });
});
