import { Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cookieParser from 'cookie-parser';
import type { Request } from 'express';
import { SESSION_COOKIE } from '../../../common/security/session';
import { LeadChangeFeed, type FeedSnapshot } from './lead-change-feed.service';

/**
 * How long a session counts as checked: after that the next poll goes through the whole stack
 * again. At a fair's 8,000 open desks every full check is a session, user and events read: at
 * 30 s they were 270 a second and most of the API's work (make bench-fair); at 5 minutes 27.
 */
export const SESSION_RECHECK_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  accountId: string;
  eventIds: string[];
  /** The cursor the last answer gave: the client's next poll sends it. */
  cursor: string;
  snapshot: FeedSnapshot;
  checkedAt: number;
}

/**
 * Unchanged polls answered from memory. An open lead desk asks every 5 s whether anything
 * changed; almost always nothing has. Once the whole stack (session, scope, database) has
 * answered a `since` poll, this remembers for that session and query the cursor it gave and the
 * change stamps taken before it asked the database (LeadChangeFeed). The next poll with that
 * cursor, while no notice came for the organiser's events or events list and the session was
 * checked within SESSION_RECHECK_MS, is answered 304 here, before Express, sessions and the
 * router. Any doubt (another cursor, a notice, a lost notice connection, an unknown or
 * forged cookie) goes the normal way. A 304 carries nothing but the cursor the client sent,
 * so a session ended elsewhere learns nothing until its next full check, and any change to its
 * leads or events sends it through the whole stack at once (where it is refused).
 */
@Injectable()
export class UnchangedPolls {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly feed: LeadChangeFeed) {}

  /** The owner's stamp, before their events are read (null: nothing may be remembered). */
  ownerStamp(accountId: string): FeedSnapshot | null {
    return this.feed.ownerStamp(accountId);
  }

  /** Plus their events' stamps, before their leads are read. */
  withEvents(owner: FeedSnapshot | null, eventIds: readonly string[]): FeedSnapshot | null {
    return this.feed.withEvents(owner, eventIds);
  }

  /** After the whole stack answered a `since` poll: what the next poll of this session may be told from memory. */
  remember(sessionId: string, req: Request, entry: Omit<Entry, 'checkedAt'>): void {
    const poll = parsePoll(req.originalUrl);
    if (!poll) return;
    const key = `${sessionId}\n${poll.view}`;
    this.entries.delete(key);
    this.entries.set(key, { ...entry, checkedAt: Date.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * Answers an unchanged poll it can vouch for (true), else leaves the request alone (false). It
   * runs on the bare Node request, before Express: an open desk's poll costs a map lookup and a
   * cookie signature check, not a trip through the framework.
   */
  answer(req: IncomingMessage, res: ServerResponse, sessionSecret: string): boolean {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith('/api/leads?') || !url.includes('since=')) return false;
    const sessionId = signedSessionId(req.headers.cookie, sessionSecret);
    const poll = sessionId ? parsePoll(url) : null;
    const entry = poll ? this.entries.get(`${sessionId}\n${poll.view}`) : undefined;
    if (!poll || !entry || poll.cursor !== entry.cursor || Date.now() - entry.checkedAt >= SESSION_RECHECK_MS) return false;
    if (!this.feed.unchangedSince(entry.snapshot, entry.accountId, entry.eventIds)) return false;
    res.writeHead(304, {
      'X-Leads-Cursor': entry.cursor,
      'Cache-Control': 'no-store',
      'Server-Timing': 'leads;desc="unchanged, from memory"',
    });
    res.end();
    return true;
  }
}

/** A `since` poll's cursor and its view (the query without the cursor, sorted: the same desk's same list). */
function parsePoll(url: string): { cursor: string; view: string } | null {
  const parsed = new URL(url, 'http://x');
  const cursor = parsed.searchParams.get('since');
  if (parsed.pathname !== '/api/leads' || cursor === null) return null;
  parsed.searchParams.delete('since');
  parsed.searchParams.sort();
  return { cursor, view: String(parsed.searchParams) };
}

/** The session id of a signed session cookie (as express-session signs it), or null. */
function signedSessionId(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  const prefix = `${SESSION_COOKIE}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const sessionId = value.startsWith('s:') ? cookieParser.signedCookie(value, secret) : false;
  return typeof sessionId === 'string' ? sessionId : null;
}
