import { LANGUAGE_HEADER } from '../../contract/auth'
import { EMBED_MODE_HEADER } from '../../contract/embed'
import { CustomerTokenPolicy, type TokenSource } from '../client/http/customer-token-policy'

/**
 * The customer token policy of the widget in another website's iframe: its calls say so (`EMBED_MODE_HEADER`), and
 * the server then sets the refresh cookie SameSite=None; Secure; Partitioned (server/modules/auth/refresh-cookie.ts).
 */
export class EmbedTokenPolicy extends CustomerTokenPolicy {
  constructor(tokens: TokenSource) {
    super(tokens)
    this.headers[EMBED_MODE_HEADER] = '1'
    // The frame's page is in its reader's language (`<html lang>`): the server answers the owner's words in it.
    this.headers[LANGUAGE_HEADER] = document.documentElement.lang
  }
}
