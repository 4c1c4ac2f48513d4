import { useId, useState } from 'react';
import { Icon } from './icons';

interface FaqItem {
  q: string;
  a: string;
}

/**
 * Accordion (WAI-ARIA pattern): one answer open at a time; clicking the open question closes it.
 * Each question is a button in a heading with aria-expanded / aria-controls; each answer a region.
 */
export function Faq({ items, initiallyOpen = 0 }: { items: FaqItem[]; initiallyOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const baseId = useId();

  return (
    <div className="faq">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q-${index}`;
        const panelId = `${baseId}-a-${index}`;
        return (
          <div key={item.q} className={`faq__item${expanded ? ' is-open' : ''}`}>
            <h3 className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.q}</span>
                <Icon name="chevron" size={20} className="faq__chevron" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__panel" hidden={!expanded}>
              <p>{item.a}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
