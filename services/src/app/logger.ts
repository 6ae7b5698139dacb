import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/config';

type LoggerConfig = Pick<AppConfig, 'logLevel' | 'logFormat' | 'nodeEnv'>;

/**
 * Whether log lines are written for a person rather than a collector: when asked for, or by a
 * development process whose output is a terminal (not a pipe, a file or a container's log).
 */
export const writesReadableLogs = (
  config: Pick<AppConfig, 'logFormat' | 'nodeEnv'>,
  stdoutIsTerminal: boolean,
): boolean =>
  config.logFormat === 'pretty' ||
  (config.logFormat === 'auto' && config.nodeEnv === 'development' && stdoutIsTerminal);

/**
 * Structured JSON logs (one line per event) for production; readable, coloured lines in a
 * development terminal. Secrets that could ride along in logged objects are redacted.
 */
export const createLogger = (
  config: LoggerConfig,
  stdoutIsTerminal = process.stdout.isTTY === true,
): Logger =>
  pino({
    level: config.logLevel,
    base: { service: 'memorial-care' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'headers.cookie'],
      censor: '[redacted]',
    },
    ...(writesReadableLogs(config, stdoutIsTerminal)
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss',
              ignore: 'pid,hostname,service',
              // One line per entry (an error keeps its stack): a dozen subscribers log at start.
              singleLine: true,
            },
          },
        }
      : {}),
  });
