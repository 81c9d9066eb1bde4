import type { FastifyInstance } from 'fastify'

/** Owner calls with the site's owner key (`OWNER_KEYS`). */
export function ownerCalls(app: () => FastifyInstance, key: string) {
  const authorization = `Bearer ${key}`
  return {
    get: (url: string, query: Record<string, string> = {}) => app().inject({ url, query, headers: { authorization } }),
    post: (url: string, payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url, payload, headers: { authorization } }),
  }
}
