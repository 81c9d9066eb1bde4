import {
  COMPONENT_HTML_TAGS,
  componentAttributeAllowed,
  componentUrlAllowed,
} from '../../../contract/component-html.js'
import type { FieldError } from '../../../contract/decode.js'
import { requiredOnFirstUse } from '../../lib/on-first-use.js'
import { serverText } from '../../text/server-text.js'

/** Loaded by the first component message (most messages are text). */
const htmlparser2 = requiredOnFirstUse<typeof import('htmlparser2')>('htmlparser2')

const TAGS = new Set(COMPONENT_HTML_TAGS)

/**
 * Why `html` may not be stored as a component message: one sentence per
 * problem (empty when it may). Read with htmlparser2 (a forgiving parser
 * close to a browser's, entities decoded as the browser decodes them);
 * strict on top of it: comments, declarations and CDATA are refused rather
 * than guessed at.
 *
 * @example
 * componentHtmlProblems('<p>Order <b>ORD-1</b> confirmed</p>') // []
 * componentHtmlProblems('<style>body{display:none}</style>') // ['<style> is not allowed']
 */
export function componentHtmlProblems(html: string): string[] {
  const problems = new Set<string>()
  const declaration = () => problems.add(serverText('chat.componentDeclaration'))
  const parser = new (htmlparser2().Parser)(
    {
      onopentag(name, attributes) {
        if (!TAGS.has(name)) problems.add(serverText('chat.componentTag', { tag: name }))
        else
          for (const [attribute, value] of Object.entries(attributes))
            attributeProblem(name, attribute, value, problems)
      },
      oncomment: declaration,
      onprocessinginstruction: declaration,
      oncdatastart: declaration,
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeCDATA: true },
  )
  parser.write(html)
  parser.end()
  return [...problems]
}

function attributeProblem(tag: string, name: string, value: string, problems: Set<string>): void {
  if (!componentAttributeAllowed(tag, name))
    problems.add(serverText(name.startsWith('on') ? 'chat.componentHandler' : 'chat.componentAttribute', { name }))
  else if (name === 'href' && !componentUrlAllowed(value, 'link'))
    problems.add(serverText('chat.componentLink', { url: value }))
  else if (name === 'src' && !componentUrlAllowed(value, 'image'))
    problems.add(serverText('chat.componentImage', { url: value }))
}

/**
 * The component rule as field errors of `path` (the service throws them as
 * a 400); empty for any other message type.
 */
export function componentHtmlErrors(type: string, html: string, path: string): FieldError[] {
  if (type !== 'component') return []
  const problems = componentHtmlProblems(html)
  return problems.length === 0
    ? []
    : [{ path, message: serverText('chat.componentHtml', { problems: problems.join('; ') }) }]
}
