// The objects module's public surface: uploads (signed, single-use, type-checked), their owners and
// what they are attached to. Applications attach their documents through it; the users module
// attaches a person's own signature and TRN photo to their account; borrowers attach staff's
// uploads to a borrower record; the shop settings attach their logo.
export { OBJECT_JOBS } from './objects.jobs';
export {
  attachObjectsToApplication,
  attachObjectsToUser,
  attachObjectToShop,
  attachObjectToBorrower,
  deleteShopAttachment,
  deleteUserAttachment,
  lockObjectsForAttach,
} from './objects.repository';
export { readVisitorId, registerObjectRoutes } from './objects.routes';
export { confirmPresignedUpload, objectPathOfId, type TObjectDeps } from './objects.service';
export { registerPhotoUploadRoute } from './photo-upload.routes';
export { PHOTO_TYPE_REFUSED, PHOTO_TYPES } from './photo-upload.service';
