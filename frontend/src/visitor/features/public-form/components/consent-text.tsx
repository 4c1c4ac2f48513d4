import type { VisitorTexts } from '../../../i18n';
import { safeUrl } from '../../../lib/brand';

/** Privacy text as plain text; the word 'Datenschutzerklärung' becomes a link when a privacy URL is set. */
export function ConsentText({ privacyText, privacyUrl, t }: { privacyText: string | null; privacyUrl: string | null; t: VisitorTexts }) {
  const text = privacyText?.trim() || t.defaultPrivacyText;
  const href = safeUrl(privacyUrl);
  if (!href) return <>{text}</>;

  const link = (
    <a href={href} target="_blank" rel="noopener noreferrer" className="vp-link">
      {t.privacyWord}
    </a>
  );
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
