/** A determinate progress bar with its percentage, announced to screen readers. */
export function UploadProgress({ percent, testId }: { percent: number; testId: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-3" data-testid={testId}>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
      </div>
      <span className="w-12 text-right text-sm tabular-nums text-muted-foreground">{clamped}%</span>
    </div>
  );
}
