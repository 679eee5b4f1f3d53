import type { TCollectionListFilter, TCollectionPriority, TCollectionStatus, TContactMethod, TContactOutcome, TPromiseState, TReminderStage } from '@common/contracts/collections';
import type { TStatusTone } from '@common/status-display';

export const STATUS_LABELS: Record<TCollectionStatus, string> = { pending: 'Pending', in_progress: 'In Progress', resolved: 'Resolved', written_off: 'Written Off' };
export const STATUS_TONES: Record<TCollectionStatus, TStatusTone> = { pending: 'attention', in_progress: 'info', resolved: 'success', written_off: 'danger' };

export const FILTER_LABELS: Record<TCollectionListFilter, string> = {
  all: 'All',
  pending: 'Pending',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  written_off: 'Written Off',
  follow_up_due: 'Follow-ups due today',
};

export const PRIORITY_LABELS: Record<TCollectionPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };
export const PRIORITY_TONES: Record<TCollectionPriority, TStatusTone> = { low: 'neutral', medium: 'info', high: 'attention', urgent: 'danger' };

export const METHOD_LABELS: Record<TContactMethod, string> = { phone: 'Phone', email: 'Email', sms: 'SMS', visit: 'Visit' };

export const OUTCOME_LABELS: Record<TContactOutcome | 'reminder_sent', string> = {
  no_answer: 'No answer',
  spoke: 'Spoke with borrower',
  promised_to_pay: 'Promised to pay',
  refused: 'Refused',
  wrong_number: 'Wrong number',
  paid: 'Says they paid',
  reminder_sent: 'Reminder sent',
};

export const PROMISE_LABELS: Record<TPromiseState, string> = { pending: 'Promise pending', kept: 'Promise kept', broken: 'Promise broken' };
export const PROMISE_TONES: Record<TPromiseState, TStatusTone> = { pending: 'info', kept: 'success', broken: 'danger' };

export const STAGE_LABELS: Record<TReminderStage, string> = {
  before_due: '2 days before a payment falls due',
  past_due_1: '1 day past due',
  past_due_7: '7 days past due',
};
