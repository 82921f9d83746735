import type { ReactNode } from 'react';

type Props = {
  type: 'error' | 'success' | 'info';
  title: ReactNode;
  description?: ReactNode;
  testId?: string;
};

/** The notice above a first-page form; plain markup keeps antd's Alert out of the login page. */
export function FormNotice({ type, title, description, testId }: Props) {
  return (
    <div
      className={`lp-notice lp-notice--${type}`}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <span className="lp-notice__icon" aria-hidden>
        {type === 'error' ? '!' : type === 'success' ? '✓' : 'i'}
      </span>
      <div>
        <div className="lp-notice__title">{title}</div>
        {description && <div className="lp-notice__text">{description}</div>}
      </div>
    </div>
  );
}
