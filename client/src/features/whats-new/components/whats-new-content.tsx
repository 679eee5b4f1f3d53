import { useId, useMemo, useState } from 'react';
import releaseNotes from '../../../../../RELEASE-NOTES.md?raw';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatReleaseDate, parseReleaseNotes } from '../utils/parse-release-notes';

/**
 * The body of What's New: RELEASE-NOTES.md (what changed for the shop, in its words; CHANGELOG.md
 * is for developers) as Recent Updates and a Step-by-Step Guide per version. Its own download,
 * fetched when the dialog opens, so the notes are not part of the dashboard's first load.
 */
export function WhatsNewContent() {
  const releases = useMemo(() => parseReleaseNotes(releaseNotes), []);
  const guided = releases.filter((r) => r.guide.length > 0);
  const [guideVersion, setGuideVersion] = useState(guided[0]?.version ?? '');
  const guide = guided.find((r) => r.version === guideVersion) ?? guided[0];
  const selectId = useId();

  return (
    <Tabs defaultValue="updates">
      <TabsList>
        <TabsTrigger value="updates">Recent Updates</TabsTrigger>
        <TabsTrigger value="guide">Step-by-Step Guide</TabsTrigger>
      </TabsList>
      <TabsContent value="updates" className="grid max-h-[55dvh] gap-5 overflow-y-auto pr-1">
        {releases.map((release, index) => (
          <article key={release.version} className="grid gap-2" data-testid="whats-new-release">
            <h3 className="flex flex-wrap items-center gap-2 font-semibold">
              Version {release.version}
              {index === 0 && <Badge>Latest</Badge>}
              <span className="text-sm font-normal text-muted-foreground">{formatReleaseDate(release.date)}</span>
            </h3>
            {release.sections.map((section) => (
              <div key={section.title} className="grid gap-1">
                <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{section.title}</h4>
                <ul className="grid list-disc gap-1 pl-5 text-sm">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </article>
        ))}
      </TabsContent>
      <TabsContent value="guide" className="grid gap-4">
        {guide ? (
          <>
            <div className="grid gap-2">
              <Label htmlFor={selectId}>Version</Label>
              <NativeSelect id={selectId} value={guide.version} onChange={(e) => setGuideVersion(e.target.value)} data-testid="whats-new-version">
                {guided.map((r) => (
                  <option key={r.version} value={r.version}>
                    Version {r.version}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <ol className="grid max-h-[45dvh] list-decimal gap-2 overflow-y-auto pl-5 text-sm" data-testid="whats-new-guide">
              {guide.guide.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No guides have been written yet.</p>
        )}
      </TabsContent>
    </Tabs>
  );
}
