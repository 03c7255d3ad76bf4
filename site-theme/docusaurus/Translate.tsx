import type { ReactNode } from 'react';
import { hostRegistration, useHost } from './host.ts';
import Interpolate, { interpolate, type InterpolateValues } from './Interpolate.tsx';

// packages/docusaurus/src/client/exports/Translate.tsx: a message is looked up by its id (else
// by its text) in the locale's code translations, and falls back to the text written.

/** The imperative form (titles, `alt`, `placeholder`): a string, placeholders filled. */
export function translate(
  { message, id }: { message: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const translations = hostRegistration().codeTranslations();
  return String(interpolate(translations[id ?? message] ?? message, values));
}

/** `<Translate id="…" values={…}>Text</Translate>`. */
export default function Translate({
  children,
  id,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}): ReactNode {
  const translations = useHost().codeTranslations;
  return <Interpolate values={values}>{translations[id ?? children] ?? children}</Interpolate>;
}
