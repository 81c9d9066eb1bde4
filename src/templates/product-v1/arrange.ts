import type { Section } from '../../../contract/page'
import type { ResolvedSection, SectionRegistry } from '../../registry/section-registry'

/** One row of the page: a block section, or a grid of consecutive cards of one type. */
export type Row =
  | { kind: 'block'; item: ResolvedSection & { ok: true } }
  | { kind: 'grid'; name: string; items: (ResolvedSection & { ok: true })[] }

/**
 * Orders sections by indexPosition, decodes each (bad ones are reported
 * through `report` and left out) and groups consecutive cards of one type
 * into a grid. Hidden sections never reach the page: the server leaves them
 * out of what visitors get (`server/modules/page/page-service.ts`).
 */
export function arrange(
  sections: readonly Section[],
  registry: SectionRegistry,
  report: (resolved: ResolvedSection & { ok: false }) => void,
): Row[] {
  const rows: Row[] = []
  const ordered = sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.indexPosition - b.section.indexPosition)
  for (const { section, index } of ordered) {
    const resolved = registry.resolve(section, index)
    if (!resolved.ok) {
      report(resolved)
      continue
    }
    const last = rows[rows.length - 1]
    if (resolved.definition.layout === 'card') {
      if (last?.kind === 'grid' && last.name === section.name) last.items.push(resolved)
      else rows.push({ kind: 'grid', name: section.name, items: [resolved] })
    } else {
      rows.push({ kind: 'block', item: resolved })
    }
  }
  return rows
}
