'use client';
export function Clicker({ label }: { label: (n: number) => string }) {
  return <button onClick={() => undefined}>{label(1)}</button>;
}
