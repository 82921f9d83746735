import { useId, type ReactNode } from 'react';

type Props = {
  label: ReactNode;
  error?: string | null;
  children: (id: string, describedBy?: string) => ReactNode;
};

/** A labelled field with its error below, styled like antd Form.Item, for forms built without antd Form. */
export function TextField({ label, error, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`lp-field${error ? ' lp-field--error' : ''}`}>
      <label className="lp-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, error ? errorId : undefined)}
      <div className="lp-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
