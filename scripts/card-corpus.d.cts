/** The types of card-corpus.cjs: generated business-card photos with their truth. */
export interface CardTruth {
  name: string;
  email: string;
  /** E.164 */
  phone: string;
  company: string;
  title: string;
  website: string;
}

export interface GeneratedCard {
  /** JPEG, about 1000 x 600 px */
  image: Buffer;
  truth: CardTruth;
  layout: string;
  font: string;
}

export function generateCards(options: { count: number; seed: number }): Promise<GeneratedCard[]>;

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same sequence. */
export function random(seed: number): () => number;

/** Text made safe inside SVG/XML text and attributes. */
export function escapeXml(text: string): string;
