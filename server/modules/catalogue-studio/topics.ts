import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { TOPIC_TRANSLATED_FIELDS, type OwnerTopic, type TopicInput } from '../../../contract/owner-catalogue.js'
import { translationsOf } from '../../../contract/translations.js'
import type { Database } from '../../db/schema.js'
import type { Events } from '../../events/events.js'
import { HttpError } from '../../http/errors.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'
import { recordActivity } from '../activity/index.js'
import { topicChanges } from './topic-changes.js'

/**
 * The topics of the widget's first screen: kept in the site's widget
 * settings (`sites.widget_settings.topics`), which the page call answers, so
 * a change also drops the site's cached pages (`onChanged`: here and, through
 * Redis, in every process).
 */
export class TopicService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: Events,
    private readonly onChanged: (siteId: string) => void,
  ) {}

  async topics(siteId: string): Promise<OwnerTopic[]> {
    const row = await this.db.selectFrom('sites').select('widgetSettings').where('id', '=', siteId).executeTakeFirst()
    const settings = row?.widgetSettings as { topics?: Partial<OwnerTopic>[] } | null | undefined
    return (settings?.topics ?? []).map((topic) => ({
      _id: String(topic._id ?? ''),
      name: String(topic.name ?? ''),
      description: typeof topic.description === 'string' ? topic.description : '',
      image: typeof topic.image === 'string' ? topic.image : null,
      ...translationsOf(topic, TOPIC_TRANSLATED_FIELDS),
    }))
  }

  /** Replaces the list (its order is the widget's); a new topic gets an id. 404 for a site without the chat widget. */
  async save(siteId: string, owner: RequestOwner | null, inputs: readonly TopicInput[]): Promise<OwnerTopic[]> {
    const topics = inputs.map((topic) => ({
      _id: topic._id ?? randomUUID(),
      name: topic.name.trim(),
      description: topic.description,
      ...(topic.image === null ? {} : { image: topic.image }),
      // Its name and description in other languages (`name@hi`), which the widget shows a reader of that language.
      ...translationsOf(topic, TOPIC_TRANSLATED_FIELDS),
    }))
    await this.events.transaction(async (tx) => {
      await tx.db.selectFrom('sites').select('id').where('id', '=', siteId).forUpdate().executeTakeFirst()
      const before = await new TopicService(tx.db, this.events, this.onChanged).topics(siteId)
      const result = await sql`update sites
          set widget_settings = jsonb_set(widget_settings, '{topics}', ${JSON.stringify(topics)}::jsonb)
          where id = ${siteId} and widget_settings is not null and jsonb_typeof(widget_settings) = 'object'
          returning id`.execute(tx.db)
      if (result.rows.length === 0) throw new HttpError(404, serverText('studio.notFound'), 'NOT_FOUND')
      const changes = topicChanges(before, topics)
      if (changes.length > 0)
        await recordActivity(tx.db, siteId, owner, [
          { subject: 'topics', subjectId: 'topics', subjectName: 'topics', action: 'edited', changes },
        ])
      tx.emit('catalogue.changed', { siteId, itemIds: [] })
    })
    this.onChanged(siteId)
    return topics.map((topic) => ({ ...topic, image: topic.image ?? null }))
  }
}
