// Reading PDFs back as a person's viewer would: poppler's command-line tools (poppler-utils).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The fonts poppler finds in a PDF (pdffonts), which also proves the file parses. */
export async function pdfFonts(pdf: Buffer): Promise<{ name: string; embedded: boolean; subset: boolean }[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdffonts', [file], { encoding: 'utf8' });
    // name, type (may hold spaces), encoding, emb, sub, uni, object id: read from the right.
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const cols = line.trim().split(/\s+/);
        return { name: cols[0] ?? '', embedded: cols.at(-5) === 'yes', subset: cols.at(-4) === 'yes' };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as poppler reads it from a file ("-" writes to stdout), columns kept in place. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each page's size in points, as pdfinfo reads it (width x height). */
export async function pdfPageSizes(pdf: Buffer): Promise<{ width: number; height: number }[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '1000', file], { encoding: 'utf8' });
    return [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type TPdfImage = { page: number; type: string; width: number; height: number; png: Buffer };

/** The images in a PDF as pdfimages lists them (page, type, size in pixels), each with its pixels as a PNG. */
export async function pdfImages(pdf: Buffer): Promise<TPdfImage[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfimages', ['-list', file], { encoding: 'utf8' });
    // page num type width height ...: after the two header lines, one line an image, in file order.
    const listed = stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/));
    await run('pdfimages', ['-png', file, path.join(dir, 'img')]);
    const names = (await readdir(dir)).filter((name) => name.startsWith('img-')).sort();
    return Promise.all(
      listed.map(async (cols, i) => ({ page: Number(cols[0]), type: cols[2] ?? '', width: Number(cols[3]), height: Number(cols[4]), png: await readFile(path.join(dir, names[i]!)) })),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
