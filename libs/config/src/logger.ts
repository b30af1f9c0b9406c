import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger, type LevelWithSilent, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-context.js';

/** Paths never written to a log, whatever the caller passes. */
const REDACTED_PATHS = [
  'authorization',
  '*.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'api_key',
  '*.api_key',
  'secret',
  '*.secret',
  'password',
  '*.password',
  'token',
  '*.token',
];

/** JSON lines on stdout, or on `destination` (tests read what a service logged). */
export function createLogger(service: string, level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service, pid: process.pid },
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { request_id: requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

type Level = 'info' | 'warn' | 'error' | 'debug' | 'trace' | 'fatal';

const isStack = (text: string) => /\n\s+at /.test(text);

/**
 * Lets Nest's own messages, and `new Logger(Context)` calls, go through the structured
 * logger. Nest appends the logger's context as the last parameter; a string before it is
 * a stack (for errors) or the message text (when the first argument is an object).
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const rest = [...params];
    const context = rest.length > 0 && typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const detail = typeof rest[0] === 'string' ? rest[0] : undefined;
    const stack = detail !== undefined && isStack(detail) ? detail : undefined;
    const text = detail !== undefined && stack === undefined ? detail : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, text ?? message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ context, stack, ...message }, text);
    } else {
      this.logger[level]({ context, stack }, String(message));
    }
  }
}
