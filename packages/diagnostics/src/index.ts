export { DiagnosticError, formatDiagnostic, formatPlace, positionAt, visible } from './diagnostic.ts';
export type { Diagnostic, DiagnosticSeverity } from './diagnostic.ts';
export { closest, editDistance } from './closest.ts';
export type { ClosestOptions } from './closest.ts';
