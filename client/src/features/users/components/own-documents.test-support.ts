import { createElement, type ReactNode } from 'react';
import { ZPublicUser, type TPublicUser } from '@common/contracts/auth';
import { ZUploadStoredResponse, ZUploadTargetResponse } from '@common/contracts/objects';
import { ZOwnProfileRequest } from '@common/contracts/own-profile';
import { installFakeApi, reply, type TApiAnswer } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { useAuth } from '@/lib/use-auth';

export const uploadPath = (n: number) => `/objects/uploads/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The calls the profile's document cards make, as the server answers them: the session, the two
 * upload steps, and PUT /api/auth/user/profile, which changes the account unless `refusal` is given.
 */
export function serveOwnDocuments({ refusal, start = {} }: { refusal?: TApiAnswer; start?: Partial<TPublicUser> } = {}) {
  const api = installFakeApi();
  let account: TPublicUser = ZPublicUser.parse({ ...aUser('borrower'), ...start });
  let uploads = 0;
  api
    .on('GET', '/api/auth/user', () => reply(ZPublicUser, account))
    .on('POST', '/api/objects/upload', () => {
      uploads += 1;
      const path = uploadPath(uploads);
      return reply(ZUploadTargetResponse, { uploadURL: `${window.location.origin}${path}?token=t${uploads}`, objectPath: path });
    })
    .on('PUT', '/objects/uploads/:id', (request) => reply(ZUploadStoredResponse, { objectPath: `/objects/uploads/${request.params.id}` }))
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
