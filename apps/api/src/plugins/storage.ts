import fp from 'fastify-plugin';
import { createFileStorage } from '../storage/create-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one file storage of the app (FILE_STORAGE: a folder under DATA_DIR, or S3); closed with it. */
    fileStorage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (app) => {
    const storage = createFileStorage(app.env);
    app.decorate('fileStorage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'file-storage' },
);
