import type { ReactNode } from 'react';
import type { VisitorTexts } from '../../../i18n';
import { safeUrl } from '../../../lib/brand';

interface ConsentTextProps {
  privacyText: string | null;
  privacyUrl: string | null;
  t: VisitorTexts;
  /** How the privacy policy opens; default a link in a new tab (the stand's kiosk shows it in place). */
  privacyLink?: (href: string, word: string) => ReactNode;
}

const newTabLink = (href: string, word: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer" className="vp-link">
    {word}
  </a>
);

/** Privacy text as plain text; the word 'Datenschutzerklärung' becomes a link when a privacy URL is set. */
export function ConsentText({ privacyText, privacyUrl, t, privacyLink = newTabLink }: ConsentTextProps) {
  const text = privacyText?.trim() || t.defaultPrivacyText;
  const href = safeUrl(privacyUrl);
  if (!href) return <>{text}</>;

  const link = privacyLink(href, t.privacyWord);
  const at = text.indexOf(t.privacyWord);
  if (at === -1) {
    // Custom text without the word: the link follows the text.
    return (
      <>
        {text} ({link})
      </>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + t.privacyWord.length)}
    </>
  );
}
