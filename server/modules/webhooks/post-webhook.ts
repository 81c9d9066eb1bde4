import { guardedPost, type PostOutcome } from '../../lib/guarded-post.js'

/**
 * POSTs a delivery's JSON body (`guardedPost`: bounded, redirects not
 * followed). In production the target must not be a private address
 * (checked on the connected address); outside it, local receivers are fine.
 *
 * @example
 * const headers = { 'vitrine-signature': header }
 * await postWebhook('https://example.com/hook', body, headers, { timeoutMs: 10_000, production: true })
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; production: boolean },
): Promise<PostOutcome> {
  const all = { 'content-type': 'application/json', 'user-agent': 'Vitrine-Webhooks/1', ...headers }
  return guardedPost(target, body, all, { timeoutMs: options.timeoutMs, guard: options.production })
}
