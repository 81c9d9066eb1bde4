import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'

/**
 * The widget on other websites (docs/embedding.md). `EMBED_LOADER_PATH` is the loader a host page includes;
 * `EMBED_FRAME_PATH` is the page its iframe shows (`?origin=<the host page's origin>`), framed only by the origins
 * the owner allowed. `EMBED_IDENTIFY_PATH` signs a customer in with a token the host's server signed. The owner reads
 * and saves the allowed origins at `OWNER_EMBED_PATH` and makes a new identify secret at `OWNER_EMBED_SECRET_PATH`.
 */
export const EMBED_LOADER_PATH = '/embed/v1.js'
export const EMBED_FRAME_PATH = '/embed'
export const EMBED_IDENTIFY_PATH = '/business_website/embed/identify'
export const OWNER_EMBED_PATH = '/business_website/owner/embed'
export const OWNER_EMBED_SECRET_PATH = '/business_website/owner/embed/secret'

/** The header the iframe's calls carry: the refresh cookie is then one a third-party frame may keep. */
export const EMBED_MODE_HEADER = 'x-vitrine-embed'

/** At most this many host origins per site. */
export const MAX_EMBED_ORIGINS = 20
/** The longest an identify token may live (its `exp` minus its `iat`), in seconds. */
export const IDENTIFY_MAX_LIFETIME_S = 600

/**
 * One host: DNS labels (IDN already in punycode), an IPv4 address or a bracketed IPv6 one. A wildcard
 * (`https://*.example.com`) is no origin: as a frame ancestor it would let every subdomain, anyone's, frame the
 * widget and talk to it.
 */
const ONE_HOST = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/
/** Loopback hosts, where a developer's page may be plain http. */
const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/

/**
 * An origin as the owner types it, normalised (`https://Shop.Example.com/` → `https://shop.example.com`), or null
 * when it is not an origin: a scheme and one host (no wildcard), an optional port, nothing else. Plain http only on
 * loopback hosts.
 *
 * @example
 * embedOrigin('https://shop.example.com/') // 'https://shop.example.com'
 * embedOrigin('http://shop.example.com')   // null
 * embedOrigin('https://*.example.com')     // null
 */
export function embedOrigin(input: string): string | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return null
  if (!ONE_HOST.test(url.hostname)) return null
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))) return url.origin
  return null
}

/** Why an origin is refused: said once. */
export const ORIGIN_MESSAGE =
  'must be an origin such as https://shop.example.com (one host, no wildcard; http only for localhost)'

export const EmbedOrigin = new t.Type<string, string, unknown>(
  'EmbedOrigin',
  (input): input is string => typeof input === 'string' && embedOrigin(input) === input,
  (input, context) => {
    const origin = typeof input === 'string' ? embedOrigin(input) : null
    return origin === null ? t.failure(input, context, ORIGIN_MESSAGE) : t.success(origin)
  },
  (origin) => origin,
)

/** Body of the save: the origins allowed to embed the widget. @example { origins: ['https://shop.example.com'] } */
export const SaveEmbedBody = t.type({ origins: t.array(EmbedOrigin) }, 'SaveEmbedBody')
export type SaveEmbedBody = t.TypeOf<typeof SaveEmbedBody>

/**
 * The embed settings: the allowed origins, the identify secret (HS256 key the host's server signs tokens with), the
 * site's subdomain and the loader's URL (the snippet's `src`).
 *
 * @example
 * { message: 'success', origins: ['https://shop.example.com'], secret: 'k3…', subdomain: 'demo',
 *   loaderUrl: 'https://demo.vitrine.example/embed/v1.js' }
 */
export const EmbedSettingsResponse = answer(
  { origins: t.array(Text), secret: Text, subdomain: Text, loaderUrl: Text },
  'EmbedSettingsResponse',
)
export type EmbedSettingsResponse = t.TypeOf<typeof EmbedSettingsResponse>

/** The query of the iframe's page: the host page's origin. @example { origin: 'https://shop.example.com' } */
export const EmbedFrameQuery = t.partial({ origin: Text }, 'EmbedFrameQuery')
export type EmbedFrameQuery = t.TypeOf<typeof EmbedFrameQuery>

/** Body of identify: the JWT the host's server signed. @example { token: 'eyJhbGciOiJIUzI1NiJ9…' } */
export const IdentifyBody = t.type({ token: Text }, 'IdentifyBody')
export type IdentifyBody = t.TypeOf<typeof IdentifyBody>

/**
 * What the iframe's page carries (`#vitrine-embed`): the site, the widget's settings (null when the site has no
 * published widget) and the host origin it may talk to (null when that origin is not allowed).
 */
export const EmbedFrameData = t.type(
  {
    subdomain: Text,
    siteId: Text,
    hostOrigin: nullable(Text),
    settings: nullable(t.UnknownRecord),
  },
  'EmbedFrameData',
)
export type EmbedFrameData = t.TypeOf<typeof EmbedFrameData>
export const EMBED_DATA_ELEMENT_ID = 'vitrine-embed'
