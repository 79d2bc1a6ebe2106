/**
 * The project's one directory walker, for the site's modules: it lives in lib/build-shared/walk.ts,
 * beside the build inputs the site and the build tuning both read (lib/build-shared/README.md).
 */
export { filesUnder, foldersUnder, type WalkOptions } from '../../../lib/build-shared/walk';
