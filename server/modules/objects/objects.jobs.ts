import type { TJob } from '../../lib/jobs';
import { deleteOrphanUploads } from './objects.service';

/** Uploads never attached to anything are deleted after a day (DESIGN section 4, objects). */
export const OBJECT_JOBS: readonly TJob[] = [
  { name: 'objects.orphans', everySeconds: 3600, run: ({ db, objectStore }) => deleteOrphanUploads({ db, store: objectStore }) },
];
