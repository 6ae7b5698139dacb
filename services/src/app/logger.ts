import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/config';

/**
 * Structured JSON logs (one line per event) for production; a readable stream in a development
 * terminal. Secrets that could ride along in logged objects are redacted.
 */
export const createLogger = (config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Logger =>
  pino({
    level: config.logLevel,
    base: { service: 'memorial-care' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'headers.cookie'],
      censor: '[redacted]',
    },
    ...(config.nodeEnv === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
