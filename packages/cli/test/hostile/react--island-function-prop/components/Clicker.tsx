'use client';
export function Clicker({ onClick }: { onClick: () => void }) {
  return <button onClick={onClick}>Go</button>;
}
