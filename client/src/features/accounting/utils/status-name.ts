import { STATUS_LABELS, type TApplicationStatus } from '@common/application-status';

/** "Approved" for approved; a status the client does not know is shown as stored. */
export const statusName = (status: string): string => STATUS_LABELS[status as TApplicationStatus] ?? status;
