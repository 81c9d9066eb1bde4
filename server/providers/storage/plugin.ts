import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createStorage, type FileStorage } from './index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept (disk or S3, from the settings). */
    storage: FileStorage
  }
}

/**
 * Decorates `app.storage`: the given storage, else the one of the settings
 * (`createStorage`). Closed with the app. Nothing is created on disk until
 * the first upload.
 *
 * @example
 * await app.register(storagePlugin)
 * await app.storage.save(key, stream, 'image/png')
 */
export default fp(
  async function storage(app: FastifyInstance, options: { storage?: FileStorage } = {}) {
    const storage = options.storage ?? createStorage(app.config)
    app.decorate('storage', storage)
    app.addHook('onClose', async () => {
      await storage.close?.()
    })
  },
  { name: 'storage' },
)
