import type { ActivityChange } from '../../../contract/owner-activity.js'
import { TOPIC_TRANSLATED_FIELDS, type OwnerTopic } from '../../../contract/owner-catalogue.js'
import { translationsOf } from '../../../contract/translations.js'
import { valueChanges } from '../activity/index.js'

type Topic = Pick<OwnerTopic, '_id' | 'name' | 'description'> & { image?: string | null }

const texts = (topic: Topic) => ({
  name: topic.name,
  description: topic.description,
  image: topic.image ?? null,
  ...translationsOf(topic, TOPIC_TRANSLATED_FIELDS),
})

/** What a save of the topic list changed: topics added or removed, a topic's fields (by its name), the order. */
export function topicChanges(before: readonly Topic[], after: readonly Topic[]): ActivityChange[] {
  const was = new Map(before.map((topic) => [topic._id, topic]))
  const now = new Set(after.map((topic) => topic._id))
  const changes: ActivityChange[] = []
  for (const topic of after) {
    const old = was.get(topic._id)
    if (!old) changes.push({ field: 'topics.added', option: topic.name })
    else changes.push(...valueChanges(texts(old), texts(topic), { option: topic.name, withoutValues: ['image'] }))
  }
  for (const topic of before) if (!now.has(topic._id)) changes.push({ field: 'topics.removed', option: topic.name })
  const kept = (list: readonly Topic[]) => list.filter((topic) => was.has(topic._id) && now.has(topic._id))
  if (kept(before).some((topic, index) => kept(after)[index]?._id !== topic._id)) changes.push({ field: 'order' })
  return changes
}
