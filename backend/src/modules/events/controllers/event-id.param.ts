import { Param, ParseUUIDPipe } from '@nestjs/common';
import { EventsErrors } from '../events.errors';

/** The :id of a route under /events/:id. A malformed id names no event: the same 404 as someone else's event. */
export const EventId = () => Param('id', new ParseUUIDPipe({ exceptionFactory: () => EventsErrors.notFound() }));
