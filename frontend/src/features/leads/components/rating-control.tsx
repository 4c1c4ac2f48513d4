import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { LeadRating } from '../types';

const RATINGS: readonly LeadRating[] = ['hot', 'warm', 'cold'];

interface RatingControlProps {
  value: LeadRating | null;
  onChange: (rating: LeadRating | null) => void;
  /** The group's accessible name ('Bewertung für Jörg Weiß'). */
  label: string;
  size?: 'sm' | 'md';
  busy?: boolean;
}

/** heiß / warm / kalt as toggle buttons; pressing the chosen one again clears the rating. */
export function RatingControl({ value, onChange, label, size = 'md', busy = false }: RatingControlProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={`rating-control rating-control--${size}`} role="group" aria-label={label} aria-busy={busy || undefined}>
      {RATINGS.map((rating) => (
        <button
          key={rating}
          type="button"
          className={`rating-control__btn rating-control__btn--${rating}`}
          aria-pressed={value === rating}
          disabled={busy}
          onClick={() => onChange(value === rating ? null : rating)}
        >
          {t(`ratings.${rating}`)}
        </button>
      ))}
    </div>
  );
}
