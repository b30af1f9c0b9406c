import { shownError } from '../lib/field-errors.js';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

interface Question {
  title: string;
  body: ReactNode;
  confirm: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * A confirmation in a modal <dialog> (focus stays inside, Escape cancels, focus returns to the
 * button that asked): `if (await confirm({...})) remove()`. Render `dialog` once in the page.
 */
export function useConfirm(): {
  confirm: (question: Omit<Question, 'resolve'>) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | undefined>();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (question && dialog && !dialog.open) dialog.showModal();
  }, [question]);

  const confirm = useCallback(
    (asked: Omit<Question, 'resolve'>) =>
      new Promise<boolean>((resolve) => {
        setQuestion({ ...asked, resolve });
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    question?.resolve(confirmed);
    ref.current?.close();
    setQuestion(undefined);
  };

  const dialog = question ? (
    <dialog
      ref={ref}
      className="confirm"
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      <h2 id="confirm-title">{question.title}</h2>
      <div className="confirm-body">{question.body}</div>
      <div className="actions">
        <button type="button" className="danger" onClick={() => answer(true)}>
          {question.confirm}
        </button>
        <button type="button" className="secondary" autoFocus onClick={() => answer(false)}>
          Cancel
        </button>
      </div>
    </dialog>
  ) : null;

  return { confirm, dialog };
}

/**
 * Asks whether to delete `name`, deletes it, and reports either way through `report`:
 * `Deleted <name>.` or `Could not delete <name>: <why>`.
 */
export async function confirmDelete({
  confirm,
  name,
  body,
  remove,
  onDeleted,
  report,
}: {
  confirm: ReturnType<typeof useConfirm>['confirm'];
  name: string;
  body: ReactNode;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
  report: (message: string) => void;
}): Promise<void> {
  if (!(await confirm({ title: `Delete ${name}?`, body, confirm: 'Delete' }))) return;
  try {
    await remove();
    onDeleted();
    report(`Deleted ${name}.`);
  } catch (error) {
    report(`Could not delete ${name}: ${shownError(error, []).message}`);
  }
}
