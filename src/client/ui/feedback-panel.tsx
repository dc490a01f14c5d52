import { type ReactNode, useEffect, useRef } from 'react';
import './feedback-panel.css';

export interface FeedbackPanelProps {
  /** 'error' is announced at once (role alert); the others politely (role status). */
  readonly tone: 'success' | 'info' | 'warning' | 'error';
  readonly title: string;
  readonly body?: string | null;
  /** Buttons or links under the text (Back, Go to Login, Retry). */
  readonly children?: ReactNode;
  /** Move focus to the title when the panel replaces what had focus (a form that is gone). */
  readonly takeFocus?: boolean;
}

/** A feedback message with a title and a body: the outcome of a call or a period notice. */
export function FeedbackPanel({ tone, title, body, children, takeFocus = false }: FeedbackPanelProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) titleRef.current?.focus();
  }, [takeFocus]);
  return (
    <div className={`feedback feedback--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <h2 ref={titleRef} className="feedback__title" tabIndex={-1}>
        {title}
      </h2>
      {body ? <p className="feedback__body">{body}</p> : null}
      {children ? <div className="feedback__actions">{children}</div> : null}
    </div>
  );
}
