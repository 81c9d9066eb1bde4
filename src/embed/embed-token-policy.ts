import { EMBED_MODE_HEADER } from '../../contract/embed'
import { CustomerTokenPolicy } from '../client/http/customer-token-policy'

/**
 * The customer token policy of the widget in another website's iframe: its calls say so (`EMBED_MODE_HEADER`), and
 * the server then sets the refresh cookie SameSite=None; Secure; Partitioned (server/modules/auth/refresh-cookie.ts).
 */
export class EmbedTokenPolicy extends CustomerTokenPolicy {
  override get headers(): Record<string, string> {
    return { ...super.headers, [EMBED_MODE_HEADER]: '1' }
  }
}
