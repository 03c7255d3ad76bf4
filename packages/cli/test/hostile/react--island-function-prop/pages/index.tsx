import { Clicker } from '../components/Clicker';
// A function that is not an event handler: the page stays static, the island cannot take it.
export default function Home() {
  return <Clicker label={(n: number) => `Go ${n}`} />;
}
