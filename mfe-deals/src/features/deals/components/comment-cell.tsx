import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Input, Typography } from '@lp/shared/ui';
import { useUpdateDealCommentMutation } from '../api/deals-api.ts';

export const COMMENT_MAX = 2000;

type CommentCellProps = { id: number; comment: string | null };

/** Click to edit; Enter or leaving the field saves, Escape cancels. An empty comment clears it. */
export function CommentCell({ id, comment }: CommentCellProps) {
  const { t } = useTranslation('deals');
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [update, { isLoading }] = useUpdateDealCommentMutation();

  const start = () => {
    setDraft(comment ?? '');
    setEditing(true);
  };

  const save = async () => {
    if (!editing) return;
    setEditing(false);
    const next = draft.trim() === '' ? null : draft;
    if (next === comment) return;
    try {
      await update({ id, comment: next }).unwrap();
      message.success(t('messages.commentSaved'));
    } catch {
      message.error(t('messages.commentError'));
    }
  };

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      setEditing(false);
    }
  };

  if (editing) {
    return (
      <Input
        data-testid={`deal-comment-input-${id}`}
        aria-label={t('table.comment')}
        size="small"
        autoFocus
        maxLength={COMMENT_MAX}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKey}
        onBlur={() => void save()}
      />
    );
  }
  return (
    <Typography.Text
      data-testid={`deal-comment-${id}`}
      role="button"
      tabIndex={0}
      type={comment ? undefined : 'secondary'}
      ellipsis={{ tooltip: comment ?? undefined }}
      style={{ cursor: 'pointer', opacity: isLoading ? 0.5 : 1, maxWidth: 240 }}
      onClick={start}
      onKeyDown={(event) => event.key === 'Enter' && start()}
    >
      {comment ?? t('table.addComment')}
    </Typography.Text>
  );
}
