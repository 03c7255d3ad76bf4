throw new Error('boom at import');
export default function Home() {
  return <p>x</p>;
}
