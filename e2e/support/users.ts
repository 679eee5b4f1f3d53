import type { TRole } from '@common/roles';

/** An account the global setup creates before the server starts. */
export type TE2eUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: TRole;
};
