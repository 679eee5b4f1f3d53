import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatReleaseDate, parseChangelog } from './parse-changelog';

const SAMPLE = `# Changelog

## Unreleased

### Added
- Not out yet.

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

describe('parseChangelog', () => {
  it('reads releases newest first, joins wrapped bullets, keeps the guide apart and skips Unreleased', () => {
    const releases = parseChangelog(SAMPLE);
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

  it("reads this product's own CHANGELOG.md, whose newest release is the running version", () => {
    const releases = parseChangelog(readFileSync(new URL('../../../../../CHANGELOG.md', import.meta.url), 'utf8'));
    const pkg = JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(releases[0]?.version).toBe(pkg.version);
    for (const release of releases) {
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(release.sections.flatMap((s) => s.items).length).toBeGreaterThan(0);
    }
  });

  it('formats dates day first', () => {
    expect(formatReleaseDate('2026-11-23')).toBe('23 November 2026');
    expect(formatReleaseDate(null)).toBe('');
  });
});
