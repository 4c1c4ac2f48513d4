/** GET /api/health/live */
export class LivenessAnswer {
  status!: 'ok';
}

/** GET /api/health: ready (200), or not (503, with statusCode, the error code and a German message). */
export class ReadinessAnswer {
  status!: 'ok' | 'draining' | 'error';
  db?: 'up' | 'down';
  queue?: 'up' | 'down' | 'inline';
  code?: 'SERVICE_UNAVAILABLE';
  message?: string;
  statusCode?: number;
}
