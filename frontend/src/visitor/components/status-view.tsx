import type { ReactNode } from 'react';

type StatusTone = 'success' | 'error' | 'info' | 'warning' | 'erase';

const ICON_PATHS: Record<StatusTone, ReactNode> = {
  success: <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />,
  error: <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />,
  info: (
    <>
      <rect x="3.5" y="6" width="17" height="12" rx="2" />
      <path d="M4 7l8 6 8-6" strokeLinejoin="round" />
    </>
  ),
  warning: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  // a bin: the erase page's question
  erase: <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 10.5v6M14 10.5v6" strokeLinecap="round" strokeLinejoin="round" />,
};

const ICON_CLASS: Record<StatusTone, string> = { success: 'success', error: 'error', info: 'info', warning: 'info', erase: 'error' };

/** Keeps hyphenated words such as 'E-Mail-Adresse' on one line (no break after 'E-'). */
export function NoBreakCompounds({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="vp-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

interface StatusViewProps {
  tone: StatusTone;
  title: string;
  /** The title's heading level: 1 on a page of its own, lower inside the organiser's preview. */
  level?: 1 | 2 | 3;
  /** The page script moves the focus to the heading (a view that follows a user action). */
  focus?: boolean;
  children?: ReactNode;
}

/** Icon, heading and text, centred in the card: success, error, limit and unavailable views. */
export function StatusView({ tone, title, level = 1, focus, children }: StatusViewProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="vp-status">
      <div className={`panel-icon panel-icon--${ICON_CLASS[tone]}`} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          {ICON_PATHS[tone]}
        </svg>
      </div>
      <Heading tabIndex={-1} className="vp-status__title" data-autofocus={focus ? '' : undefined}>
        <NoBreakCompounds text={title} />
      </Heading>
      {children}
    </div>
  );
}
