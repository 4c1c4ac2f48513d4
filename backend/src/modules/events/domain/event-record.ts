import type { EventEntity } from '../entities/event.entity';

/**
 * An event as other modules read it: the row's fields, read-only, as a plain type. The entity
 * class stays inside events, so no other module can save it or depend on its mapping.
 */
export type EventRecord = { readonly [Field in keyof EventEntity]: EventEntity[Field] };
