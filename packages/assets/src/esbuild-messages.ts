import path from 'node:path';
import type { Message } from 'esbuild';
import type { Diagnostic } from '@accounts-docs/diagnostics';

/**
 * An esbuild message at its place (esbuild names files relative to its working folder,
 * `workDir`); a plugin's `detail` may carry the rule and the hint.
 */
export function messageDiagnostic(
  message: Message,
  workDir: string,
  ruleId: string,
  hint: string,
): Diagnostic {
  const detail = message.detail as { ruleId?: string; hint?: string } | undefined;
  return {
    severity: 'error',
    ruleId: detail?.ruleId ?? ruleId,
    reason: message.text,
    ...(message.location
      ? {
          file: path.resolve(workDir, message.location.file),
          line: message.location.line,
          column: message.location.column + 1,
          ...(message.location.lineText ? { lineText: message.location.lineText } : {}),
        }
      : {}),
    hint: detail?.hint ?? hint,
  };
}
