export default function Gauge({ value }) {
  if (value > 10) throw new Error(`value ${value} is off the scale`);
  return <meter value={value} />;
}
