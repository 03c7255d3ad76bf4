export { DiagnosticError, formatDiagnostic, formatPlace, positionAt, visible } from './diagnostic.ts';
export type { Diagnostic } from './diagnostic.ts';
export { SEVERITY_OPTIONS, severityOf } from './severity.ts';
export type { Severity, SeverityOption } from './severity.ts';
export { compareCodeUnits, compareDiagnostics, sortDiagnostics } from './sort.ts';
export * from './rule-ids.ts';
export { vfileDiagnostics } from './vfile-diagnostics.ts';
export { closest, editDistance } from './closest.ts';
export type { ClosestOptions } from './closest.ts';
