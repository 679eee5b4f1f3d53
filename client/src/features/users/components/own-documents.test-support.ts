import { createElement, type ReactNode } from 'react';
import { ZPublicUser, type TPublicUser } from '@common/contracts/auth';
import { ZOwnProfileRequest } from '@common/contracts/own-profile';
import { installFakeApi, reply, uploadPathOf, type TApiAnswer } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { useAuth } from '@/lib/use-auth';

export const uploadPath = uploadPathOf;

/**
 * The calls the profile's document cards make, as the server answers them: the session, the two
 * upload steps, and PUT /api/auth/user/profile, which changes the account unless `refusal` is given.
 */
export function serveOwnDocuments({ refusal, start = {} }: { refusal?: TApiAnswer; start?: Partial<TPublicUser> } = {}) {
  const api = installFakeApi();
  let account: TPublicUser = ZPublicUser.parse({ ...aUser('borrower'), ...start });
  api
    .acceptUploads()
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, account))
    .on('PUT', '/api/auth/user/profile', (request) => {
      const body = ZOwnProfileRequest.parse(request.body);
      if (refusal) return refusal;
      const value = (v: string | undefined, old: string | null) => (v === undefined ? old : v === '' ? null : v);
      account = { ...account, signatureUrl: value(body.signatureUrl, account.signatureUrl), trnPhotoUrl: value(body.trnPhotoUrl, account.trnPhotoUrl) };
      return reply(ZPublicUser, account);
    });
  return api;
}

/** Renders a card with the signed-in account, as the page does, so a saved change shows at once. */
export function WithSignedInUser({ card }: { card: (props: { user: TPublicUser }) => ReactNode }) {
  const { user } = useAuth();
  return user ? createElement(card, { user }) : null;
}

export const png = (name = 'picture.png', size = 4) => new File([new Uint8Array(size).fill(0x89)], name, { type: 'image/png' });
