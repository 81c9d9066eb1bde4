import type { ResolvedSection } from '../../registry/section-registry'
import { defineTemplate, type TemplateContext } from '../../registry/template-registry'
import { arrange } from './arrange'
import './product-v1.css'

/**
 * The `{product}-v1` template: sections by indexPosition, viewMode applied
 * with CSS (so server and client render the same HTML), each section's
 * anchor from its schema, and card grids.
 */
export const productV1 = defineTemplate({
  slug: 'product-v1',
  owner: 'templates/product-v1',
  render(page, context) {
    const rows = arrange(page.sections, context.sections, reportBadSection)
    return (
      <main className="pv1">
        {rows.map((row) =>
          row.kind === 'block' ? (
            <Slot key={row.item.section._id} item={row.item} context={context} />
          ) : (
            <div key={row.items[0]!.section._id} className="pv1-grid" data-grid={row.name}>
              {row.items.map((item) => (
                <Slot key={item.section._id} item={item} context={context} />
              ))}
            </div>
          ),
        )}
      </main>
    )
  },
})

/** One section in its slot: the section's component gets its decoded values and the page's context (the product page
 * draws the home page's Contact section through it too). */
export function Slot({ item, context }: { item: ResolvedSection & { ok: true }; context: TemplateContext }) {
  const { section, definition, values } = item
  const Render = definition.render
  return (
    <div className={`pv1-slot view-${section.viewMode}`} data-section={section.name} data-section-id={section._id}>
      <Render
        values={values}
        context={{
          section,
          anchor: definition.schema.anchor,
          editMode: context.editMode,
          openContact: context.openContact,
          storefront: context.storefront,
        }}
      />
    </div>
  )
}

function reportBadSection(resolved: ResolvedSection & { ok: false }) {
  console.error(
    `Vitrine: section "${resolved.section.name}" (${resolved.section._id}) is not shown: ` +
      resolved.errors.map((error) => `${error.path} ${error.message}`).join('; '),
  )
}
