/** One release of RELEASE-NOTES.md as the What's New dialog shows it. */
export type TRelease = {
  version: string;
  /** As written in the heading (YYYY-MM-DD), or null for Unreleased. */
  date: string | null;
  /** "New", "Improved", "Fixed"... with their bullet points, in file order; the guide is kept apart. */
  sections: { title: string; items: string[] }[];
  /** The numbered steps under "### Step by step", if the release has them. */
  guide: string[];
};

// `## 0.3.0 - 2026-11-23`; the next version is written `## 0.4.0 - unreleased` until it ships.
const RELEASE = /^## \[?([^\]\s]+)\]?(?:\s+-\s+(\d{4}-\d{2}-\d{2}|unreleased))?\s*$/i;
const SECTION = /^### (.+?)\s*$/;
const BULLET = /^(?:[-*]|\d+\.)\s+(.*)$/;
const GUIDE_TITLE = /^step[- ]by[- ]step/i;

/** Markdown inline code and emphasis become plain text; links keep their words. */
function plain(text: string): string {
  return text
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .trim();
}

/**
 * Reads the layout RELEASE-NOTES.md is written in (that of "Keep a Changelog"): `## 0.3.0 -
 * 2026-11-23`, then `###` sections of `-` bullets whose continuation lines are indented, and a
 * numbered "### Step by step". An unreleased version is left out: the dialog tells people what
 * they are running.
 */
export function parseReleaseNotes(markdown: string): TRelease[] {
  const releases: TRelease[] = [];
  let release: TRelease | null = null;
  let section: { title: string; items: string[] } | null = null;
  let isGuide = false;

  const push = (line: string) => {
    if (!release) return;
    const list = isGuide ? release.guide : section?.items;
    if (!list) return;
    const bullet = BULLET.exec(line.trim());
    if (bullet && !/^\s{2,}/.test(line)) list.push(plain(bullet[1] ?? ''));
    else if (list.length > 0 && line.trim() !== '') list[list.length - 1] = `${list[list.length - 1]} ${plain(line)}`;
  };

  for (const line of markdown.split(/\r?\n/)) {
    const heading = RELEASE.exec(line);
    if (heading) {
      const version = heading[1] ?? '';
      const unreleased = /^unreleased$/i.test(version) || /^unreleased$/i.test(heading[2] ?? '');
      release = unreleased ? null : { version, date: heading[2] ?? null, sections: [], guide: [] };
      if (release) releases.push(release);
      section = null;
      isGuide = false;
      continue;
    }
    const sub = SECTION.exec(line);
    if (sub && release) {
      const title = sub[1] ?? '';
      isGuide = GUIDE_TITLE.test(title);
      section = isGuide ? null : { title, items: [] };
      if (section) release.sections.push(section);
      continue;
    }
    push(line);
  }
  return releases;
}

/** "23 November 2026" from "2026-11-23" (day first, DESIGN decision 10). */
export function formatReleaseDate(date: string | null): string {
  if (!date) return '';
  const [y, m, d] = date.split('-').map(Number);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${d} ${months[(m ?? 1) - 1]} ${y}`;
}
