import { Card } from '../ui/card';
import { plannedTexts } from './texts';

/** Placeholder for screens that later issues fill in. */
export function PlannedPage({ title }: { title: string }) {
  return (
    <div className="container container--narrow section">
      <Card padding="lg" className="planned">
        <h1 className="planned__title">{title}</h1>
        <p className="muted">{plannedTexts.notice}</p>
      </Card>
    </div>
  );
}
