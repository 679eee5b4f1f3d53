import type { TRole } from '@common/roles';

/** An account the global setup creates before the server starts. */
export type TE2eUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: TRole;
};

/** The external provider of the journeys and its accounts (login name = the provider's `sub`). */
export type TE2eOidc = {
  providerName: string;
  borrower: { login: string; email: string; firstName: string };
  /** An account at the provider with the e-mail of a local (password) account. */
  takeoverLogin: string;
};
