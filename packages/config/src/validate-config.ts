import { DiagnosticError } from '@accounts-docs/diagnostics';
import { configSchema, type ValidConfig } from './schema.ts';
import { validationDiagnostics } from './validation-diagnostics.ts';

// The config's schema, with zod: loaded when a config is validated, not when the last run's
// validation of the same config is reused (most of a warm build's start-up was loading zod).

/** The config with the schema's defaults, or a DiagnosticError that points at each bad key. */
export function parseConfig(value: unknown, where: { file: string; source?: string }): ValidConfig {
  const result = configSchema.safeParse(value, { jitless: true });
  if (!result.success) throw new DiagnosticError(validationDiagnostics(result.error, where, value));
  return result.data;
}
