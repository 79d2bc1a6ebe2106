/** `npm run build:admin`: write the web editor into public/admin/ of a built site (src/node/admin-editor/build-admin.ts). */
import { buildAdmin } from '../../src/node/admin-editor/build-admin';

buildAdmin().then(
  (files) => console.log(`web editor: wrote ${files.join(', ')} in public/`),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
