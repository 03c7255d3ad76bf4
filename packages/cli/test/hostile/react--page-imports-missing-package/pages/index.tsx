import { chart } from 'no-such-chart-lib';
export default function Home() {
  return <p>{chart}</p>;
}
