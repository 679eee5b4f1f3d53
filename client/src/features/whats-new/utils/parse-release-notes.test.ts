import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatReleaseDate, parseReleaseNotes } from './parse-release-notes';

const SAMPLE = `# Release notes

## 0.3.0 - unreleased

### New
- Not out yet.

## Unreleased

### Added
- Not out yet either.

## 0.2.0 - 2026-11-23

### Added
- The loan form at \`/loan-form\`, with uploads
  and a signature pad.
- **Bold** and [linked](https://example.com) words.

### Step by step
1. Open the calculator.
2. Press Apply Now.

### Fixed
- A bug.

## 0.1.0 - 2026-11-22

### Added
- The first release.
`;

const readRoot = (name: string) => readFileSync(new URL(`../../../../../${name}`, import.meta.url), 'utf8');
const runningVersion = (JSON.parse(readRoot('package.json')) as { version: string }).version;

describe('parseReleaseNotes', () => {
  it('reads releases newest first, joins wrapped bullets, keeps the guide apart and skips the unreleased version', () => {
    const releases = parseReleaseNotes(SAMPLE);
    expect(releases.map((r) => r.version)).toEqual(['0.2.0', '0.1.0']);
    expect(releases[0]).toEqual({
      version: '0.2.0',
      date: '2026-11-23',
      sections: [
        { title: 'Added', items: ['The loan form at /loan-form, with uploads and a signature pad.', 'Bold and linked words.'] },
        { title: 'Fixed', items: ['A bug.'] },
      ],
      guide: ['Open the calculator.', 'Press Apply Now.'],
    });
  });

  it("reads this product's own RELEASE-NOTES.md, whose newest release is the running version", () => {
    const releases = parseReleaseNotes(readRoot('RELEASE-NOTES.md'));
    expect(releases[0]?.version).toBe(runningVersion);
    for (const release of releases) {
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(release.sections.flatMap((s) => s.items).length).toBeGreaterThan(0);
    }
  });

  it("CHANGELOG.md (for developers) names the running version too, and the release notes tell of every version it does, on the same day", () => {
    const changelog = parseReleaseNotes(readRoot('CHANGELOG.md'));
    expect(changelog[0]?.version).toBe(runningVersion);
    const notes = parseReleaseNotes(readRoot('RELEASE-NOTES.md'));
    expect(notes.map((r) => [r.version, r.date])).toEqual(changelog.map((r) => [r.version, r.date]));
  });

  it('speaks to the shop, not to developers: no code, paths, issue numbers or tool names', () => {
    const notes = readRoot('RELEASE-NOTES.md').split(/\r?\n/).slice(3).join('\n');
    for (const jargon of ['`', '/api/', 'issue ', 'Lighthouse', 'tailwind', 'Radix', 'PGlite', 'PostgreSQL', 'zod', 'ETag', 'migration', 'npm ']) {
      expect(notes, jargon).not.toContain(jargon);
    }
  });

  it('formats dates day first', () => {
    expect(formatReleaseDate('2026-11-23')).toBe('23 November 2026');
    expect(formatReleaseDate(null)).toBe('');
  });
});
