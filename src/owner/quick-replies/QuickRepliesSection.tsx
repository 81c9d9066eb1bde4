import { observer } from 'mobx-react-lite'
import type { QuickReply } from '../../../contract/owner-quick-replies'
import { useOwnerT } from '../i18n'
import { EditDeleteActions } from '../panel-kit/EditDeleteActions'
import { ListEditorForm } from '../panel-kit/ListEditorForm'
import { ListEditorSection } from '../settings/ListEditorSection'
import { TextField } from '../settings/SettingsField'
import type { QuickRepliesStore } from './quick-replies-store'
import './quick-replies.css'

/**
 * Settings, Quick replies: the saved answers by shortcut, one edited at a time in place of the list, with Add and
 * Delete (asked first).
 */
export const QuickRepliesSection = observer(function QuickRepliesSection({ store }: { store: QuickRepliesStore }) {
  return (
    <ListEditorSection
      store={store}
      words="quickReplies"
      named={(reply) => ({ shortcut: reply.shortcut })}
      items={store.replies}
      listClass="ow-quick-replies-list"
      row={(reply) => <ReplyRow key={reply._id} store={store} reply={reply} />}
      form={() => <QuickReplyForm store={store} />}
    />
  )
})

const ReplyRow = observer(function ReplyRow({ store, reply }: { store: QuickRepliesStore; reply: QuickReply }) {
  const t = useOwnerT()
  return (
    <li className="ow-quick-replies-list__item">
      <strong>/{reply.shortcut}</strong>
      <p className="ow-quick-replies-list__text">{reply.text}</p>
      <EditDeleteActions
        names={{
          edit: t('quickReplies.edit', { shortcut: reply.shortcut }),
          delete: t('quickReplies.delete', { shortcut: reply.shortcut }),
        }}
        texts={{ edit: t('quickReplies.editShort'), delete: t('quickReplies.deleteShort') }}
        onEdit={() => store.edit(reply)}
        onDelete={() => store.askDelete(reply)}
      />
    </li>
  )
})

const QuickReplyForm = observer(function QuickReplyForm({ store }: { store: QuickRepliesStore }) {
  const t = useOwnerT()
  const form = store.editing!
  const named = form._id ? { shortcut: form.shortcut } : null
  return (
    <ListEditorForm store={store} form={store.reply} words="quickReplies" named={named}>
      {(id) => (
        <>
          <TextField
            id={`${id}-shortcut`}
            label={t('quickReplies.shortcut')}
            hint={t('quickReplies.shortcutHint')}
            error={store.reply.fieldError('shortcut')}
            autoCapitalize="none"
            autoCorrect="off"
            value={form.shortcut}
            onValue={(value) => store.set('shortcut', value)}
          />
          <TextField
            id={`${id}-text`}
            label={t('quickReplies.text')}
            error={store.reply.fieldError('text')}
            rows={4}
            value={form.text}
            onValue={(value) => store.set('text', value)}
          />
        </>
      )}
    </ListEditorForm>
  )
})
