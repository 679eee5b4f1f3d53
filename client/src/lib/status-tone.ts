import type { TStatusTone } from '@common/status-display';

/**
 * The client's only mapping from a status tone to colours. Text pairs are the theme's checked
 * pairs (at least 4.5:1); chart fills stand at least 3:1 against the muted track.
 */
export const TONE_BADGE_CLASSES: Record<TStatusTone, string> = {
  neutral: 'border-input bg-card text-foreground',
  info: 'border-transparent bg-secondary text-secondary-foreground',
  attention: 'border-transparent bg-warning-soft text-warning-text',
  success: 'border-transparent bg-success-soft text-success',
  emphasis: 'border-transparent bg-primary text-primary-foreground',
  danger: 'border-transparent bg-destructive-soft text-destructive',
};

export const TONE_FILL_CLASSES: Record<TStatusTone, string> = {
  neutral: 'fill-input',
  info: 'fill-secondary-foreground',
  attention: 'fill-accent-strong',
  success: 'fill-success',
  emphasis: 'fill-primary',
  danger: 'fill-destructive',
};
