import { cloneElement, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

/**
 * Docusaurus's `interpolate` (packages/docusaurus/src/client/exports/Interpolate.tsx): `{name}`
 * placeholders replaced by `values[name]`; a string when every value is one, else a list of
 * nodes. A placeholder without a value stays as written.
 */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  const segments = text.split(/(\{\w+\})/).map((segment, index) => {
    if (index % 2 === 1) {
      const value = values?.[segment.slice(1, -1)];
      if (value !== undefined) return value;
    }
    return segment;
  });
  if (segments.some((segment) => isValidElement(segment)))
    return segments
      .map((segment, index) => (isValidElement(segment) ? cloneElement(segment, { key: index }) : segment))
      .filter((segment) => segment !== '');
  return segments.join('');
}

/** `<Interpolate values={…}>text with {placeholders}</Interpolate>`. */
export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  if (typeof children !== 'string')
    throw new Error(
      `The Docusaurus <Interpolate> component only accept simple string values. Received: ${isValidElement(children) ? 'React element' : typeof children}`,
    );
  return <>{interpolate(children, values)}</>;
}
