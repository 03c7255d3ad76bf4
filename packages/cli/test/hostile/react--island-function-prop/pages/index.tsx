import { Clicker } from '../components/Clicker';
export default function Home() {
  return <Clicker onClick={() => undefined} />;
}
