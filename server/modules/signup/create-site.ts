import { STARTER_PALETTES, type CreateSiteBody, type SignupMode } from '../../../contract/signup.js'
import type { Db } from '../../db/database.js'
import { json } from '../../db/schema.js'
import type { Events } from '../../events/events.js'
import { HttpError } from '../../http/errors.js'
import { fullNumber, type OtpRecipient } from '../../providers/otp/index.js'
import { serverText } from '../../text/server-text.js'
import { writePage } from '../page/index.js'
import { addSiteOwner, type HandoverTokens } from '../owner-auth/index.js'
import { spendInvite } from './invites.js'
import { signupLimitReached } from './signup-limits.js'
import { STARTER_COPY, STARTER_TEXTS } from './starter-copy.js'
import { LANGUAGES } from '../../../contract/language.js'
import { starterSections } from './starter-page.js'
import { subdomainStatus } from './subdomain-rules.js'

export interface NewSite {
  siteId: string
  subdomain: string
  /** The one-time token that signs the new owner in at the site's `/owner`. */
  handoverToken: string
}

export interface SiteMakerDeps {
  db: Db
  events: Events
  handovers: HandoverTokens
  mode: SignupMode
  now: () => Date
}

/**
 * Makes a site at the front door, all in one transaction (a failure leaves
 * nothing): checks the invite code (`SIGNUP=invite`), the per-phone and
 * per-IP limits and the subdomain; adds the site with the owner's name,
 * palette and template, its first topic and an empty catalogue, the phone as
 * its owner, the sections for its kind, published as its first version; and
 * a hand-over token for the owner. The caller drops cached pages and sites
 * after it commits.
 */
export async function makeSite(
  deps: SiteMakerDeps,
  request: { body: CreateSiteBody; phone: OtpRecipient; ip: string },
): Promise<NewSite> {
  const { body, phone, ip } = request
  const now = deps.now()
  const subdomain = body.subdomain.trim().toLowerCase()
  const businessName = body.businessName.trim()
  const city = body.city.trim()
  const copy = STARTER_COPY[body.kind]
  const palette = STARTER_PALETTES.find((candidate) => candidate.id === body.palette)!.colors
  return deps.events.transaction(async (tx) => {
    const db = tx.db
    await checkSignupAllowed(db, { phone, ip, subdomain }, now)
    const topicId = 'topic-start'
    const site = await db
      .insertInto('sites')
      .values({
        subdomain,
        templateSlug: body.templateSlug,
        businessKind: body.kind,
        isPremium: false,
        colorPalette: json(palette),
        widgetSettings: json(starterWidgetSettings(body.kind, businessName, palette.primary, topicId)),
        paymentSettings: json({}),
      })
      .onConflict((oc) => oc.column('subdomain').doNothing())
      .returningAll()
      .executeTakeFirst()
    // Another sign-up took it between the check and the insert.
    if (!site)
      throw new HttpError(409, serverText('signup.subdomainUnavailable', { status: 'taken' }), 'SUBDOMAIN_UNAVAILABLE')
    if (deps.mode === 'invite' && !(await spendInvite(db, body.inviteCode ?? '', site.id, now)))
      throw new HttpError(403, serverText('signup.inviteInvalid'), 'INVITE_INVALID')

    await addSiteOwner(db, site.id, phone)
    const owner = await db.selectFrom('siteOwners').selectAll().where('siteId', '=', site.id).executeTakeFirstOrThrow()
    await addStarterCatalogue(db, site.id, topicId, copy)
    const sections = starterSections({
      name: businessName,
      kind: body.kind,
      city,
      about: body.about,
      offer: body.offer,
      phone: fullNumber(phone),
    })
    await writePage(tx, site.id, '/', sections, palette)
    await db
      .insertInto('signups')
      .values({ ...phone, ip, siteId: site.id, createdAt: now })
      .execute()
    const handoverToken = await deps.handovers.issue(owner, site, db)
    return { siteId: site.id, subdomain, handoverToken }
  })
}

/** Refuses a sign-up over its phone's or IP's limit (429), or for a subdomain that is not free (409). */
async function checkSignupAllowed(
  db: Db,
  { phone, ip, subdomain }: { phone: OtpRecipient; ip: string; subdomain: string },
  now: Date,
): Promise<void> {
  const limit = await signupLimitReached(db, phone, ip, now)
  if (limit !== null)
    throw new HttpError(
      429,
      serverText(limit === 'phone' ? 'signup.tooManyForPhone' : 'signup.tooManyForIp'),
      'TOO_MANY_REQUESTS',
    )
  const status = await subdomainStatus(db, subdomain, now)
  if (status !== 'available')
    throw new HttpError(409, serverText('signup.subdomainUnavailable', { status }), 'SUBDOMAIN_UNAVAILABLE')
}

/**
 * The new site's widget: its colour and title, and its first topic with the line above it, in every other language
 * too for the site's readers of it (`name@hi`).
 */
function starterWidgetSettings(kind: CreateSiteBody['kind'], businessName: string, color: string, topicId: string) {
  const copy = STARTER_COPY[kind]
  const other = LANGUAGES.filter((language) => language !== 'en').map((language) => ({
    language,
    texts: STARTER_TEXTS[language][kind],
  }))
  return {
    themeColor: color,
    headerTitle: businessName,
    topicHeaderTitle: copy.ctaSubTitle,
    ...Object.fromEntries(other.map(({ language, texts }) => [`topicHeaderTitle@${language}`, texts.ctaSubTitle])),
    topics: [
      {
        _id: topicId,
        ...copy.topic,
        ...Object.fromEntries(
          other.flatMap(({ language, texts }) => [
            [`name@${language}`, texts.topic.name],
            [`description@${language}`, texts.topic.description],
          ]),
        ),
      },
    ],
    allowedAllActions: true,
  }
}

/** The first topic's category and its empty catalogue. */
async function addStarterCatalogue(
  db: Db,
  siteId: string,
  topicId: string,
  copy: (typeof STARTER_COPY)[CreateSiteBody['kind']],
): Promise<void> {
  const category = await db
    .insertInto('categories')
    .values({ siteId, name: copy.topic.name, image: null, catalogueType: copy.catalogueType })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('catalogues')
    .values({
      siteId,
      topicId,
      categoryId: category.id,
      catalogueType: copy.catalogueType,
      name: copy.topic.name,
      description: copy.topic.description,
    })
    .execute()
}
