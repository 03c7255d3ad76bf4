export function Gear() {
  return <span>gear</span>;
}
