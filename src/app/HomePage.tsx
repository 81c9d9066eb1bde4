import type { PageResponse } from '../../contract/page'

/** The published page. Sections render through the section registry (issue: published website). */
export function HomePage({ page }: { page: PageResponse }) {
  const sections = [...page.websitePage.sections]
    .filter((section) => section.status !== 'hide')
    .sort((a, b) => a.indexPosition - b.indexPosition)
  return (
    <main>
      {sections.map((section) => (
        <section key={section._id} data-section={section.name}>
          {section.values.map((value, index) => (
            <p key={index}>{value.value}</p>
          ))}
        </section>
      ))}
    </main>
  )
}
