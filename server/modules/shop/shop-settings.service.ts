import { SHOP_SETTINGS_MESSAGES as M, type TShopSettings, type TUpdateShopSettingsRequest } from '@common/contracts/shop-settings';
import { centsToDecimalString, checkedCents } from '@common/money';
import { DEFAULT_SHOP_SETTINGS } from '@common/shop-defaults';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sharp as loadSharp } from '../../lib/lazy-packages';
import type { TObjectStore } from '../../lib/object-store/object-store';
import type { TShopIdentity, TShopSource } from '../../lib/shop-identity';
import { recordAudit, type TAuditActor } from '../audit';
import { attachObjectToShop, confirmPresignedUpload, deleteShopAttachment, lockObjectsForAttach, PHOTO_TYPES } from '../objects';
import { findShopSettings, lockShopSettings, updateShopSettingsRow, type TShopSettingsRow, type TShopSettingsView } from './shop-settings.repository';

export type TShopDeps = { db: TDb; store: TObjectStore };

const UPLOAD_PREFIX = '/objects/uploads/';
export const LOGO_PATH = '/api/shop-settings/logo';
/** The logo as PDFs embed it and the public route serves it: PNG, at most this many pixels a side. */
const LOGO_MAX_SIDE = 600;

const TEXT_FIELDS = ['businessName', 'address', 'phone', 'email', 'licenceNumber', 'supportHours'] as const;
/** Settings a save may leave out: absent keeps the current value. */
const NUMBER_FIELDS = ['redemptionPeriodDays', 'forfeitureNoticeDays', 'lateFeePercent'] as const;
/** The counter pawn's settings (issue 43), columns of the same row; absent keeps them too. */
const PAWN_FIELDS = ['pawnMonthlyChargePercent', 'pawnPeriodDays', 'pawnTermDays', 'counterApprovalLimit', 'maxLoanToValuePercent'] as const;

/** A percent as numeric(5,2) stores and reads it ("12.50"), so a save compares with what it read. */
const percentText = (percent: number) => (Math.round(percent * 100) / 100).toFixed(2);

/** The settings everyone sees; without a row, the defaults. The logo address changes with each logo. */
export function toShopSettings(
  row: Pick<
    TShopSettingsView,
    (typeof TEXT_FIELDS)[number] | 'logoObjectId' | (typeof NUMBER_FIELDS)[number] | (typeof PAWN_FIELDS)[number] | 'interestRates' | 'updatedAt'
  > | null,
): TShopSettings {
  if (!row) return DEFAULT_SHOP_SETTINGS;
  return {
    businessName: row.businessName,
    address: row.address,
    phone: row.phone,
    email: row.email,
    licenceNumber: row.licenceNumber,
    supportHours: row.supportHours,
    logoUrl: row.logoObjectId ? `${LOGO_PATH}?v=${row.logoObjectId}` : null,
    redemptionPeriodDays: row.redemptionPeriodDays,
    forfeitureNoticeDays: row.forfeitureNoticeDays,
    interestRates: [...row.interestRates],
    lateFeePercent: row.lateFeePercent,
    pawnTerms: { monthlyChargePercent: Number(row.pawnMonthlyChargePercent), periodDays: row.pawnPeriodDays, termDays: row.pawnTermDays },
    counterApprovalLimit: row.counterApprovalLimit,
    maxLoanToValuePercent: row.maxLoanToValuePercent,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** The logo's file as a small PNG (pdfkit draws PNG and JPEG, not WebP); null when it cannot be read. */
async function readLogoPng(store: TObjectStore, key: string): Promise<Buffer | null> {
  try {
    const stream = await store.openReadStream(key);
    if (!stream) return null;
    return await loadSharp()(await readAll(stream))
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** What the cache loads: the settings and the logo ready to draw. */
export async function loadShopIdentity(deps: TShopDeps): Promise<TShopIdentity> {
  const row = await findShopSettings(deps.db);
  return { settings: toShopSettings(row), logoPng: row?.logoKey ? await readLogoPng(deps.store, row.logoKey) : null };
}

/**
 * PUT /api/admin/shop-settings. A new logo must be the caller's own stored image upload not yet
 * attached to anything (as a profile document); it is attached to the shop, and the one it
 * replaces is deleted (row in the transaction, file after commit). Audited with what changed.
 */
export async function updateShopSettings(
  deps: TShopDeps & { shop: TShopSource },
  actor: TAuditActor,
  body: TUpdateShopSettingsRequest,
): Promise<TShopSettings> {
  const newLogoId = body.logoUrl ? body.logoUrl.slice(UPLOAD_PREFIX.length).toLowerCase() : null;
  // With presigned (S3) uploads the app has not seen the bytes yet: check them before attaching.
  if (newLogoId && deps.store.verifyStored) {
    await confirmPresignedUpload(deps, { id: newLogoId, uploader: { userId: actor.user.id, visitorId: null } }).catch(() => undefined);
  }
  const { released } = await deps.db.transaction(async (tx) => {
    const current = await lockShopSettings(tx);
    let logoObjectId = current.logoObjectId;
    const released: string[] = [];
    const logoChanges = body.logoUrl !== undefined && (newLogoId ?? null) !== current.logoObjectId;
    if (logoChanges) {
      if (newLogoId) {
        const [object] = await lockObjectsForAttach(tx, [newLogoId]);
        // Unknown, someone else's, or not finished: one answer, so ids cannot be probed.
        if (!object || object.ownerUserId !== actor.user.id || object.status !== 'stored') throw new AppError('BAD_REQUEST', M.logoNotFound);
        if (object.attachedAt !== null) throw new AppError('BAD_REQUEST', M.logoInUse);
        if (!(PHOTO_TYPES as ReadonlySet<string>).has(object.contentType ?? '')) throw new AppError('BAD_REQUEST', M.logoNotImage);
        if (!(await attachObjectToShop(tx, newLogoId))) throw new Error('a locked, stored, unattached logo upload was not attached');
      }
      if (current.logoObjectId) {
        const gone = await deleteShopAttachment(tx, current.logoObjectId);
        if (gone) released.push(gone.key);
      }
      logoObjectId = newLogoId;
    }
    const next: Omit<TShopSettingsRow, 'id'> = {
      businessName: body.businessName,
      address: body.address,
      phone: body.phone,
      email: body.email,
      licenceNumber: body.licenceNumber,
      supportHours: body.supportHours,
      logoObjectId,
      redemptionPeriodDays: body.redemptionPeriodDays ?? current.redemptionPeriodDays,
      forfeitureNoticeDays: body.forfeitureNoticeDays ?? current.forfeitureNoticeDays,
      interestRates: body.interestRates ?? current.interestRates,
      lateFeePercent: body.lateFeePercent ?? current.lateFeePercent,
      pawnMonthlyChargePercent:
        body.pawnTerms?.monthlyChargePercent === undefined ? current.pawnMonthlyChargePercent : percentText(body.pawnTerms.monthlyChargePercent),
      pawnPeriodDays: body.pawnTerms?.periodDays ?? current.pawnPeriodDays,
      pawnTermDays: body.pawnTerms?.termDays ?? current.pawnTermDays,
      counterApprovalLimit: body.counterApprovalLimit === undefined ? current.counterApprovalLimit : centsToDecimalString(checkedCents(body.counterApprovalLimit)),
      maxLoanToValuePercent: body.maxLoanToValuePercent ?? current.maxLoanToValuePercent,
      updatedByUserId: actor.user.id,
      updatedAt: new Date(),
    };
    await updateShopSettingsRow(tx, next);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of [...TEXT_FIELDS, 'logoObjectId', ...NUMBER_FIELDS, ...PAWN_FIELDS] as const) {
      if (current[field] !== next[field]) {
        before[field] = current[field];
        after[field] = next[field];
      }
    }
    if (current.interestRates.join(',') !== next.interestRates.join(',')) {
      before.interestRates = current.interestRates;
      after.interestRates = next.interestRates;
    }
    await recordAudit(tx, actor, { action: 'shop-settings.update', entity: 'shop-settings', entityId: '1', summary: { before, after } });
    return { released };
  });
  // The trigger tells every instance; this one forgets its copy at once.
  deps.shop.drop();
  // Row first (gone with the commit), then the file: a file without a row is never served.
  for (const key of released) await deps.store.delete(key).catch(() => undefined);
  return (await deps.shop.read()).settings;
}
