import type { HTMLAttributes } from 'react';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padding?: 'md' | 'lg';
}

export function Card({ padding = 'md', className, ...rest }: CardProps) {
  return <div className={['card', `card--pad-${padding}`, className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}
